package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/**
 * A handler that asks for input as it goes, through a {@link SequentialContext}:
 *
 * <pre>{@code
 * McpHandler.sequential((call, exchange) -> {
 *   ElicitationAnswer resolution = exchange.elicitForm("resolution", "How was it resolved?", schema);
 *   if ("Duplicate".equals(resolution.string("resolution"))) {
 *     ElicitationAnswer original = exchange.elicitForm("duplicate_of", "Duplicate of which?", idSchema);
 *     ...
 *   }
 *   return result;
 * })
 * }</pre>
 *
 * <p>The handler runs again from the top on every round. Questions answered in earlier rounds
 * return their answers at once (from the sealed requestState); the first question without an
 * answer ends the round, and the client is asked. <b>So all code before the last input call runs
 * again on every retry</b>, possibly on another server instance: keep it free of side effects, or
 * wrap expensive steps in {@link SequentialContext#checkpoint}, whose result is kept in the state.
 */
@FunctionalInterface
public interface SequentialHandler {

  /** Runs the call, asking through {@code exchange}; returns the final result. */
  JsonObject run(RoundContext call, SequentialContext exchange) throws Exception;
}
