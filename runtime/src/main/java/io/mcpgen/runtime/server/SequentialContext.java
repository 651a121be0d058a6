package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.RootsRequest;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;

/**
 * What a {@link SequentialHandler} asks through. Each question has a key, unique within the
 * request; a question answered in an earlier round returns its answer, the first one without an
 * answer ends the round ({@link RoundSuspendedException}).
 *
 * <p>A question the client cannot receive (it did not declare the capability in this request)
 * throws {@link MissingCapabilityException}: catch it to take another path, or let it end the
 * request with {@code -32021}. Check first with {@link #canAsk} and friends.
 */
public final class SequentialContext {

  private static final String CHECKPOINTS = "checkpoints";
  private static final String YIELDED = "yielded";

  private final RoundContext round;
  private final Map<String, InputRequest> askedThisRun = new LinkedHashMap<>();
  private final Map<String, InputRequest> pending = new LinkedHashMap<>();
  private final JsonObject.Builder checkpoints = JsonObject.builder();
  private final JsonObject.Builder yielded = JsonObject.builder();
  private boolean suspended;
  private IllegalStateException keyConflict;

  SequentialContext(RoundContext round) {
    this.round = round;
    JsonValue kept = round.notes().get(CHECKPOINTS);
    if (kept instanceof JsonObject) {
      ((JsonObject) kept).members().forEach(checkpoints::put);
    }
    JsonValue yields = round.notes().get(YIELDED);
    if (yields instanceof JsonObject) {
      ((JsonObject) yields).members().forEach(yielded::put);
    }
  }

  /** Asks a form question; returns the user's answer (accept, decline or cancel). */
  public ElicitationAnswer elicit(String key, FormElicitation question) {
    return (ElicitationAnswer) ask(key, question);
  }

  /** Asks for a URL interaction; an accept answer means consent, not completion. */
  public ElicitationAnswer elicit(String key, UrlElicitation question) {
    return (ElicitationAnswer) ask(key, question);
  }

  /** Asks a form question with this message and flat schema. */
  public ElicitationAnswer elicitForm(String key, String message, JsonObject requestedSchema) {
    return elicit(key, FormElicitation.of(message, requestedSchema));
  }

  /** Sends the user to a URL. */
  public ElicitationAnswer elicitUrl(String key, String message, String url) {
    return elicit(key, UrlElicitation.of(message, url));
  }

  /** Asks the client's model. */
  public SamplingAnswer sample(String key, SamplingRequest question) {
    return (SamplingAnswer) ask(key, question);
  }

  /** Asks for the client's roots. */
  public RootsAnswer roots(String key) {
    return (RootsAnswer) ask(key, RootsRequest.of());
  }

  /**
   * Asks several questions at once: returns when all required ones (and every optional one the
   * client can receive) are answered, else ends the round asking every missing one together.
   */
  public Answers askAll(InputDeclarations questions) {
    Map<String, InputAnswer> answered = new LinkedHashMap<>();
    Map<String, InputRequest> missing = new LinkedHashMap<>();
    JsonObject lacking = JsonObject.empty();
    for (Map.Entry<String, InputDeclarations.Declared> entry : questions.entries().entrySet()) {
      InputRequest question = entry.getValue().question();
      remember(entry.getKey(), question);
      InputAnswer answer = round.answer(entry.getKey(), question);
      if (answer != null) {
        answered.put(entry.getKey(), answer);
      } else if (round.canAsk(question)) {
        missing.put(entry.getKey(), question);
      } else if (!entry.getValue().optional()) {
        lacking = ClientCapabilitySet.union(lacking, question.requiredCapabilities());
      }
    }
    if (!lacking.isEmpty()) {
      throw new MissingCapabilityException(lacking);
    }
    if (!missing.isEmpty()) {
      pending.putAll(missing);
      throw suspend();
    }
    return new Answers(answered);
  }

  /**
   * Runs {@code step} once per request: its value is kept sealed in the requestState, so later
   * rounds get it back without running the step again.
   */
  public JsonValue checkpoint(String key, Callable<? extends JsonValue> step) throws Exception {
    JsonValue kept = checkpoints.build().get(key);
    if (kept != null) {
      return kept;
    }
    JsonValue value = step.call();
    checkpoints.put(key, value);
    return value;
  }

  /**
   * Ends the round with a requestState and no questions, the first time it is reached with this
   * key; on later rounds it returns at once. The client retries after a short back-off, possibly
   * reaching another server instance: the load-shedding pattern. Checkpoints taken so far travel
   * with the state.
   */
  public void yieldOnce(String key) {
    if (yielded.has(key)) {
      return;
    }
    yielded.put(key, JsonObject.empty());
    throw suspend();
  }

  /** True when the client declared, in this request, what {@code question} needs. */
  public boolean canAsk(InputRequest question) {
    return round.canAsk(question);
  }

  /** True when this request declared form elicitation. */
  public boolean canElicitForm() {
    return round.capabilities().formElicitation();
  }

  /** True when this request declared URL elicitation. */
  public boolean canElicitUrl() {
    return round.capabilities().urlElicitation();
  }

  /** True when this request declared sampling. */
  public boolean canSample() {
    return round.capabilities().sampling();
  }

  /** True when this request declared tool-enabled sampling. */
  public boolean canSampleWithTools() {
    return round.capabilities().samplingTools();
  }

  /** True when this request declared roots. */
  public boolean canListRoots() {
    return round.capabilities().roots();
  }

  /** True when the client cancelled this round. */
  public boolean isCancelled() {
    return round.isCancelled();
  }

  /** Throws a {@link CancellationException} when the client cancelled this round. */
  public void throwIfCancelled() {
    if (round.isCancelled()) {
      throw new CancellationException(round.cancellation().reason());
    }
  }

  private InputAnswer ask(String key, InputRequest question) {
    remember(key, question);
    InputAnswer answer = round.answer(key, question);
    if (answer != null) {
      return answer;
    }
    if (!round.canAsk(question)) {
      throw new MissingCapabilityException(question.requiredCapabilities());
    }
    pending.put(key, question);
    throw suspend();
  }

  private void remember(String key, InputRequest question) {
    InputRequest earlier = askedThisRun.putIfAbsent(key, question);
    if (earlier != null && !earlier.equals(question)) {
      keyConflict = new IllegalStateException("input key '" + key
          + "' was used for two different questions; keys must be unique within the request");
      throw keyConflict;
    }
  }

  private RoundSuspendedException suspend() {
    suspended = true;
    return new RoundSuspendedException();
  }

  /** The key reuse the handler ran into, even if it caught it; null when none. */
  IllegalStateException keyConflict() {
    return keyConflict;
  }

  boolean suspended() {
    return suspended;
  }

  Map<String, InputRequest> pending() {
    return Collections.unmodifiableMap(pending);
  }

  /** The notes to keep: checkpoints and yields so far. */
  JsonObject notes() {
    return JsonObject.builder().put(CHECKPOINTS, checkpoints.build()).put(YIELDED, yielded.build()).build();
  }
}
