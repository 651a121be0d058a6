package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import java.util.concurrent.CompletionStage;

/** One request a transport sent, waiting for its response. */
public interface PendingRequest {

  /** The response message, as received. */
  CompletionStage<JsonObject> response();

  /**
   * Cancels the request while it is in flight, the transport's way: {@code notifications/cancelled}
   * with its id on stdio, closing its stream on HTTP. The client ignores any response that still
   * arrives. Never called for a request that already got its response.
   */
  void cancel(String reason);
}
