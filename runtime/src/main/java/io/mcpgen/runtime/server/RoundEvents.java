package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ResultTypes;
import io.mcpgen.runtime.state.RejectionReason;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a round's reply into a {@link RoundEvent} and hands it to the {@link EngineListener}. The
 * reply is read as sent, so the event says exactly what the client got.
 */
final class RoundEvents {

  private static final System.Logger LOG = System.getLogger(RoundEvents.class.getName());

  private RoundEvents() {}

  static void report(EngineListener listener, CallTarget target, int round, ServerReply reply, long startNanos) {
    if (listener == EngineListener.NONE) {
      return;
    }
    try {
      List<RoundEvent.InputKind> kinds = new ArrayList<>();
      RoundEvent.Outcome outcome = outcome(reply, kinds);
      listener.roundEnded(new RoundEvent(target.method(), target.name(), round, outcome, kinds,
          Duration.ofNanos(System.nanoTime() - startNanos)));
    } catch (RuntimeException failure) {
      LOG.log(Level.WARNING, "an EngineListener failed on roundEnded; the reply is sent anyway",
          LogText.sanitized(failure));
    }
  }

  static void started(EngineListener listener, CallTarget target, int round, JsonObject meta) {
    if (listener == EngineListener.NONE) {
      return;
    }
    try {
      listener.roundStarted(new RoundStart(target.method(), target.name(), round, meta));
    } catch (RuntimeException failure) {
      LOG.log(Level.WARNING, "an EngineListener failed on roundStarted; the round runs anyway",
          LogText.sanitized(failure));
    }
  }

  static void rejected(EngineListener listener, RejectionReason reason) {
    try {
      listener.requestStateRejected(reason);
    } catch (RuntimeException failure) {
      LOG.log(Level.WARNING, "an EngineListener failed on requestStateRejected", LogText.sanitized(failure));
    }
  }

  private static RoundEvent.Outcome outcome(ServerReply reply, List<RoundEvent.InputKind> kinds) {
    if (reply.kind() == ServerReply.Kind.CANCELLED) {
      return RoundEvent.Outcome.CANCELLED;
    }
    Optional<JsonObject> body = reply.body();
    JsonValue result = body.map(b -> b.get("result")).orElse(null);
    if (!(result instanceof JsonObject)) {
      return RoundEvent.Outcome.ERROR;
    }
    JsonObject fields = (JsonObject) result;
    if (JsonString.of(ResultTypes.INPUT_REQUIRED).equals(fields.get(ResultTypes.MEMBER))) {
      JsonValue asked = fields.get("inputRequests");
      if (asked instanceof JsonObject) {
        for (JsonValue question : ((JsonObject) asked).members().values()) {
          kinds.add(kind(question));
        }
      }
      return RoundEvent.Outcome.INPUT_REQUIRED;
    }
    return JsonBoolean.TRUE.equals(fields.get("isError")) ? RoundEvent.Outcome.TOOL_ERROR
        : RoundEvent.Outcome.COMPLETE;
  }

  private static RoundEvent.InputKind kind(JsonValue question) {
    JsonObject request = question.asObject();
    String method = request.get("method").asString();
    if (McpMethods.SAMPLING_CREATE_MESSAGE.equals(method)) {
      return RoundEvent.InputKind.SAMPLING;
    }
    if (McpMethods.ROOTS_LIST.equals(method)) {
      return RoundEvent.InputKind.ROOTS;
    }
    JsonValue params = request.get("params");
    JsonValue mode = params instanceof JsonObject ? ((JsonObject) params).get("mode") : null;
    return JsonString.of("url").equals(mode) ? RoundEvent.InputKind.ELICITATION_URL
        : RoundEvent.InputKind.ELICITATION_FORM;
  }
}
