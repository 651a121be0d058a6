package io.mcpgen.runtime.server;

import java.util.Map;
import java.util.Objects;

/**
 * One {@code completion/complete} request as an {@link ArgumentCompleter} sees it.
 *
 * @param argument the name of the argument (or template variable) being completed
 * @param value what the user has typed so far
 * @param context the other arguments the client has already resolved ({@code context.arguments}),
 *     by name; empty when it sent none
 * @param principal the authenticated principal, or null
 */
public record CompletionRequest(String argument, String value, Map<String, String> context, String principal) {

  public CompletionRequest {
    Objects.requireNonNull(argument, "argument");
    Objects.requireNonNull(value, "value");
    context = Map.copyOf(context);
  }

  /** An already-resolved argument's value, or null when the client did not send it. */
  public String contextValue(String name) {
    return context.get(name);
  }
}
