package io.mcpgen.runtime.server;

/** Runs a {@link DeclaredInputsHandler}: ask whatever is missing, run the body once nothing is. */
final class DeclaredInputsAdapter implements McpHandler {

  private final DeclaredInputsHandler handler;

  DeclaredInputsAdapter(DeclaredInputsHandler handler) {
    this.handler = handler;
  }

  @Override
  public RoundResult handle(RoundContext round) throws Exception {
    InputRound inputs = InputRound.of(round, handler.declare(round));
    if (!inputs.complete()) {
      return inputs.askMissing();
    }
    return RoundResult.complete(handler.run(round, inputs.answers()));
  }

  @Override
  public boolean asksForInput() {
    return true;
  }
}
