package io.mcpgen.spring.boot;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.server.EngineListener;
import io.mcpgen.runtime.server.RoundEvent;
import io.mcpgen.runtime.server.RoundStart;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.ReceiverContext;
import java.util.Locale;

/**
 * A Micrometer {@link Observation} per round of a call ({@value #NAME}): started when the round
 * starts on its thread and made current for the handler, so the handler's own observations (a
 * database call, an HTTP client) nest under it; stopped with its outcome. A server-side receiver
 * context whose carrier is the request's {@code _meta}: with Micrometer Tracing, the client's
 * {@code traceparent} there (W3C) becomes the parent of the round's span.
 *
 * <p>Key values, all of bounded cardinality: {@code mcp.method}, {@code mcp.name} (the tool or
 * prompt; "none" for {@code resources/read}), {@code mcp.round} (at most the server's
 * {@code max-rounds}) and, at the end, {@code mcp.outcome}.
 */
final class McpgenObservations implements EngineListener {

  /** The observation's name. */
  static final String NAME = "mcpgen.server.round";

  private final ObservationRegistry registry;
  private final ThreadLocal<Running> current = new ThreadLocal<>();

  /** An observation started on this thread, and its scope. */
  private record Running(Observation observation, Observation.Scope scope) {}

  McpgenObservations(ObservationRegistry registry) {
    this.registry = registry;
  }

  @Override
  public void roundStarted(RoundStart start) {
    ReceiverContext<JsonObject> context = new ReceiverContext<>(McpgenObservations::metaMember, Kind.SERVER);
    context.setCarrier(start.meta());
    Observation observation = Observation.createNotStarted(NAME, () -> context, registry)
        .contextualName(start.name() == null ? start.method() : start.method() + " " + start.name())
        .lowCardinalityKeyValue("mcp.method", start.method())
        .lowCardinalityKeyValue("mcp.name", start.name() == null ? "none" : start.name())
        .lowCardinalityKeyValue("mcp.round", Integer.toString(start.round()))
        .start();
    current.set(new Running(observation, observation.openScope()));
  }

  @Override
  public void roundEnded(RoundEvent event) {
    Running running = current.get();
    if (running == null) {
      return; // started before this listener was there, or its start failed
    }
    current.remove();
    running.observation().lowCardinalityKeyValue("mcp.outcome", event.outcome().name().toLowerCase(Locale.ROOT));
    running.scope().close();
    running.observation().stop();
  }

  /** A string member of {@code _meta} (e.g. {@code traceparent}); null when absent or not a string. */
  private static String metaMember(JsonObject meta, String key) {
    JsonValue value = meta == null ? null : meta.get(key);
    return value instanceof JsonString ? value.asString() : null;
  }
}
