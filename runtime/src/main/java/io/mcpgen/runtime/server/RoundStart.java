package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * One round about to run, as an {@link EngineListener} sees it: what {@link RoundEvent} will say
 * of it once it ended, and the request's {@code _meta}, where a client puts what it propagates
 * (a W3C {@code traceparent} and {@code tracestate}, for one).
 *
 * @param method {@code tools/call}, {@code prompts/get} or {@code resources/read}
 * @param name the tool or prompt name; null for {@code resources/read}
 * @param round the round's number, 1 for the first request of a call
 * @param meta the request's {@code _meta}, as the client sent it
 */
public record RoundStart(String method, String name, int round, JsonObject meta) {

  public RoundStart {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(meta, "meta");
  }
}
