package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.RequestId;
import java.util.concurrent.CompletionStage;

/**
 * Answers the requests a 2025-era server sends the client ({@code elicitation/create},
 * {@code sampling/createMessage}, {@code roots/list}, {@code ping}). A transport in a legacy
 * session hands each such request here and sends the response back its own way: a line on stdio,
 * a POST carrying the session id over Streamable HTTP.
 */
@FunctionalInterface
public interface ServerRequestHandler {

  /**
   * Answers one server request.
   *
   * @param request the request message as received ({@code jsonrpc}, {@code id}, {@code method},
   *     {@code params})
   * @param relatedRequest the id of this client's request on whose response stream it came, or
   *     null when the transport cannot tell (stdio, a stream of the whole session)
   * @return the response message ({@code {jsonrpc, id, result|error}}); never completes
   *     exceptionally
   */
  CompletionStage<JsonObject> handle(JsonObject request, RequestId relatedRequest);
}
