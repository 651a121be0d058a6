package io.mcpgen.runtime.snapshot;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.McpClientEngine;
import java.util.Objects;

/** A snapshot source asking a server through the runtime client (2026-07-28, stateless). */
public final class ClientSnapshotSource implements SnapshotSource {

  private final McpClientEngine client;

  public ClientSnapshotSource(McpClientEngine client) {
    this.client = Objects.requireNonNull(client, "client");
  }

  @Override
  public JsonObject discover() {
    return McpClientEngine.await(client.discover());
  }

  @Override
  public JsonObject list(String method, String cursor) {
    JsonObject params = cursor == null ? JsonObject.empty() : JsonObject.of("cursor", JsonString.of(cursor));
    return McpClientEngine.await(client.request(method, params, client.defaults()));
  }
}
