package io.mcpgen.runtime.mrtr.server;

import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.LinkedHashMap;
import java.util.Map;

/** Runs a {@link DeclaredInputsHandler}: ask whatever is missing, run the body once nothing is. */
final class DeclaredInputsAdapter implements McpHandler {

  private final DeclaredInputsHandler handler;

  DeclaredInputsAdapter(DeclaredInputsHandler handler) {
    this.handler = handler;
  }

  @Override
  public RoundResult handle(RoundContext round) throws Exception {
    Map<String, InputAnswer> answered = new LinkedHashMap<>();
    Map<String, InputRequest> toAsk = new LinkedHashMap<>();
    JsonObject lacking = JsonObject.empty();
    for (Map.Entry<String, InputDeclarations.Declared> entry : handler.declare(round).entries().entrySet()) {
      InputRequest question = entry.getValue().question();
      InputAnswer answer = round.answer(entry.getKey(), question);
      if (answer != null) {
        answered.put(entry.getKey(), answer);
      } else if (round.canAsk(question)) {
        toAsk.put(entry.getKey(), question);
      } else if (!entry.getValue().optional()) {
        lacking = ClientCapabilitySet.union(lacking, question.requiredCapabilities());
      }
    }
    if (!lacking.isEmpty()) {
      throw new MissingCapabilityException(lacking);
    }
    if (!toAsk.isEmpty()) {
      return RoundResult.inputRequired(toAsk);
    }
    return RoundResult.complete(handler.run(round, new Answers(answered)));
  }
}
