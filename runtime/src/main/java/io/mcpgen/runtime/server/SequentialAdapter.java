package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/**
 * Runs a {@link SequentialHandler} from the top and turns a suspension into the round's questions;
 * first, on every round, checks the client capabilities the handler said it cannot run without.
 */
final class SequentialAdapter implements McpHandler {

  private final SequentialHandler handler;
  private final JsonObject required;

  /** @param required the client capabilities the handler cannot run without ({@code {}} for none) */
  SequentialAdapter(SequentialHandler handler, JsonObject required) {
    this.handler = handler;
    this.required = required;
  }

  @Override
  public RoundResult handle(RoundContext round) throws Exception {
    // Before the handler runs: a client that lacks one is refused before any question is asked.
    JsonObject lacking = round.capabilities().lacking(required);
    if (!lacking.isEmpty()) {
      throw new MissingCapabilityException(lacking);
    }
    SequentialContext exchange = new SequentialContext(round);
    JsonObject result;
    try {
      result = handler.run(round, exchange);
    } catch (RoundSuspendedException suspended) {
      result = null;
    } catch (Exception failure) {
      if (!exchange.suspended()) {
        throw failure;
      }
      result = null; // the handler swallowed the suspension and then failed: the round still asks
    }
    if (exchange.keyConflict() != null) {
      throw exchange.keyConflict(); // a programming error, never hidden by a suspension
    }
    if (exchange.suspended()) {
      return exchange.pending().isEmpty()
          ? RoundResult.retryLater(exchange.notes())
          : RoundResult.inputRequired(exchange.pending(), exchange.notes());
    }
    return RoundResult.complete(result);
  }

  @Override
  public boolean asksForInput() {
    return true;
  }
}
