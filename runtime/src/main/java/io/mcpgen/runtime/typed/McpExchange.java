package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import io.mcpgen.runtime.server.SequentialContext;
import io.mcpgen.runtime.server.RoundContext;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The typed sequential exchange: a handler method that takes one asks its questions as it goes,
 * each under a key unique within the call, and gets typed answers.
 *
 * <pre>{@code
 * @Tool("resolve")
 * String resolve(Ticket ticket, @Forms({Resolution.class, Duplicate.class}) McpExchange exchange);
 *
 * public String resolve(Ticket ticket, McpExchange exchange) {
 *   Elicited<Resolution> resolution = exchange.elicit("resolution", "How was it resolved?", Resolution.class);
 *   if (resolution.accepted().map(Resolution::duplicate).orElse(false)) {
 *     Elicited<Duplicate> of = exchange.elicit("duplicate", "Duplicate of which ticket?", Duplicate.class);
 *     ...
 *   }
 *   return "resolved";
 * }
 * }</pre>
 *
 * <p><b>The method runs again from the top on every round</b>, possibly on another server
 * instance: questions answered in earlier rounds return their answers at once (from the sealed
 * requestState), and the first question without an answer ends the round. So everything before the
 * last question runs again on each retry: keep it free of side effects, or wrap it in
 * {@link #checkpoint}, whose value travels in the state. A question the client did not declare the
 * capability for throws {@code MissingCapabilityException} ({@code -32021} unless caught); ask
 * {@link #canElicitForm()} and friends first to take another path.
 */
public final class McpExchange {

  private final RoundContext round;
  private final SequentialContext exchange;
  private final List<Form<?>> forms;

  /**
   * @param forms the forms the method may elicit (its {@code @Forms})
   */
  public McpExchange(RoundContext round, SequentialContext exchange, List<Form<?>> forms) {
    this.round = round;
    this.exchange = exchange;
    this.forms = forms;
  }

  /**
   * Asks the user to fill in a form.
   *
   * @param form one of the records the method's {@code @Forms} lists
   * @throws IllegalArgumentException when {@code form} is not among them
   */
  public <T> Elicited<T> elicit(String key, String message, Class<T> form) {
    Form<T> known = form(form);
    return known.read(key, exchange.elicit(key, known.question(message)));
  }

  /** Sends the user to a URL; {@code Accepted} means consent to open it, not completion. */
  public Elicited<Void> elicitUrl(String key, String message, String url) {
    return Elicited.ofUrl(exchange.elicit(key, UrlElicitation.of(message, url)));
  }

  /** Asks the client's model. */
  public SamplingAnswer sample(String key, SamplingRequest request) {
    return exchange.sample(key, request);
  }

  /** Asks the client's model one text prompt; returns the text of its answer. */
  public String sampleText(String key, String prompt, int maxTokens) {
    return sample(key, Questions.sampling(prompt, maxTokens, null)).text();
  }

  /**
   * Asks the client's model; returns the answer as the protocol's {@code CreateMessageResult}
   * ({@code CreateMessageResultJsonCodec.INSTANCE} of your protocol package).
   */
  public <R> R sample(String key, SamplingRequest request, JsonCodec<R> resultCodec) {
    return InputAnswers.sampling(key, sample(key, request), resultCodec);
  }

  /** Asks for the client's roots. */
  public RootsAnswer roots(String key) {
    return exchange.roots(key);
  }

  /** Asks for the client's roots as the protocol's {@code Root} records ({@code RootJsonCodec.INSTANCE}). */
  public <R> List<R> roots(String key, JsonCodec<R> rootCodec) {
    return InputAnswers.roots(key, roots(key), rootCodec);
  }

  /**
   * Runs {@code step} once per call: its value is kept sealed in the requestState (written with
   * {@code codec}), and later rounds get it back without running the step again.
   */
  public <T> T checkpoint(String key, JsonCodec<T> codec, Callable<T> step) throws Exception {
    return Json.decode(exchange.checkpoint(key, () -> Json.toValue(step.call(), codec)), codec);
  }

  /**
   * Ends the round with requestState only, the first time it is reached with this key; later
   * rounds pass straight through. The client retries at once (load shedding).
   */
  public void yieldOnce(String key) {
    exchange.yieldOnce(key);
  }

  /** True when this request declared form elicitation. */
  public boolean canElicitForm() {
    return exchange.canElicitForm();
  }

  /** True when this request declared URL elicitation. */
  public boolean canElicitUrl() {
    return exchange.canElicitUrl();
  }

  /** True when this request declared sampling. */
  public boolean canSample() {
    return exchange.canSample();
  }

  /** True when this request declared roots. */
  public boolean canListRoots() {
    return exchange.canListRoots();
  }

  /** The round: arguments, principal, {@code _meta}, progress and log notifications, cancellation. */
  public RoundContext round() {
    return round;
  }

  /** The engine's untyped exchange, for what this one does not offer. */
  public SequentialContext untyped() {
    return exchange;
  }

  @SuppressWarnings("unchecked") // forms are stored under their own record's class
  private <T> Form<T> form(Class<T> type) {
    // A handful of forms at most: a scan is cheaper than a map built on every round.
    for (Form<?> form : forms) {
      if (form.type() == type) {
        return (Form<T>) form;
      }
    }
    throw new IllegalArgumentException(type.getName() + " is not a form of this method; list it in its"
        + " @Forms so mcpgen checks it and writes its schema (its forms: " + forms + ")");
  }
}
