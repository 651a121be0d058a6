package io.mcpgen.runtime.snapshot;

import io.mcpgen.json.JsonObject;

/**
 * Where a snapshot's lists come from: a live server, over whatever protocol revision the two sides
 * agree on. {@link ClientSnapshotSource} asks a 2026-07-28 server through the runtime client; a
 * source for an older server answers the same two questions its own way.
 */
public interface SnapshotSource {

  /**
   * The server's {@code server/discover} result (for an older server: the same facts, its
   * {@code serverInfo}, {@code capabilities} and protocol version).
   */
  JsonObject discover();

  /**
   * One page of a list method ({@code tools/list}, ...): its result, with {@code nextCursor} when
   * more pages follow.
   *
   * @param cursor the previous page's {@code nextCursor}, or null for the first page
   */
  JsonObject list(String method, String cursor);

  /** True when the server offers this capability ({@code tools}, {@code prompts}, {@code resources}). */
  default boolean offers(JsonObject discovered, String capability) {
    return discovered.get("capabilities") instanceof JsonObject
        && ((JsonObject) discovered.get("capabilities")).has(capability);
  }
}
