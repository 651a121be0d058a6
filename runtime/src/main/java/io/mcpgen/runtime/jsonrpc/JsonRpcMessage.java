package io.mcpgen.runtime.jsonrpc;

import io.mcpgen.json.JsonObject;

/**
 * One JSON-RPC 2.0 message as MCP uses it: a request, a notification, or a response (result or
 * error). Params and results are JSON objects; MCP has no batches and no positional params.
 */
public sealed interface JsonRpcMessage
    permits JsonRpcRequest, JsonRpcNotification, JsonRpcResult, JsonRpcErrorResponse {

  /** The version member every message carries. */
  String VERSION = "2.0";

  /** The message as it goes on the wire. */
  JsonObject toJson();
}
