package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where one round stands with a set of declared inputs: every required one answered (and every
 * optional one the client could receive), or the questions still to ask, all in one round. The
 * rule of {@link McpHandler#declared}, for handlers that decode the call once and want both the
 * decoded call and the answers in one method (generated stubs do).
 *
 * <pre>{@code
 * InputRound inputs = InputRound.of(round, declarations);
 * if (!inputs.complete()) {
 *   return inputs.askMissing();
 * }
 * ... inputs.answers() ...
 * }</pre>
 */
public final class InputRound {

  private final Answers answers;
  private final Map<String, InputRequest> missing;

  private InputRound(Answers answers, Map<String, InputRequest> missing) {
    this.answers = answers;
    this.missing = missing;
  }

  /**
   * Looks up the answers of this round.
   *
   * @throws MissingCapabilityException when a required input needs a capability the client did
   *     not declare in this request (the request ends with {@code -32021})
   * @throws InvalidInputResponseException when an answer does not fit its question
   */
  public static InputRound of(RoundContext round, InputDeclarations declarations) {
    Map<String, InputAnswer> answered = new LinkedHashMap<>();
    Map<String, InputRequest> toAsk = new LinkedHashMap<>();
    JsonObject lacking = JsonObject.empty();
    for (Map.Entry<String, InputDeclarations.Declared> entry : declarations.entries().entrySet()) {
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
    return new InputRound(new Answers(answered), Collections.unmodifiableMap(toAsk));
  }

  /** True when nothing is left to ask: the call can run. */
  public boolean complete() {
    return missing.isEmpty();
  }

  /** The answers gathered so far (all of them once {@link #complete()}). */
  public Answers answers() {
    return answers;
  }

  /** The questions still unanswered, by key. */
  public Map<String, InputRequest> missing() {
    return missing;
  }

  /**
   * Ends the round asking every missing question.
   *
   * @throws IllegalStateException when nothing is missing
   */
  public RoundResult askMissing() {
    if (missing.isEmpty()) {
      throw new IllegalStateException("every declared input is answered; run the call instead");
    }
    return RoundResult.inputRequired(missing);
  }
}
