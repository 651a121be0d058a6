package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/**
 * Answers {@code completion/complete}. It cannot ask for input: {@code completion/complete} may
 * not answer with an {@code InputRequiredResult}, and the engine turns any attempt into
 * {@code -32603}.
 */
@FunctionalInterface
public interface CompletionHandler {

  /**
   * @param params the request's params ({@code ref}, {@code argument}, {@code context?}) without
   *     {@code _meta}
   * @param principal the authenticated principal, or null
   * @return a {@code CompleteResult} without {@code resultType}
   */
  JsonObject complete(JsonObject params, String principal) throws Exception;
}
