package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;

/** Builds the reply bodies, with the HTTP status hints of MCP 2026-07-28. */
final class Replies {

  private Replies() {}

  static ServerReply result(RequestId id, JsonObject result) {
    return ServerReply.response(new JsonRpcResult(id, result).toJson(), 200);
  }

  static ServerReply failure(RequestId id, RequestFailure failure) {
    return ServerReply.response(new JsonRpcErrorResponse(id, failure.error()).toJson(), failure.httpStatus());
  }

  /** An error a handler chose, with the status its code calls for. */
  static ServerReply handlerError(RequestId id, JsonRpcError error) {
    return ServerReply.error(id, error);
  }

  /** {@code -32700}: the text is not JSON; no id can be read. */
  static ServerReply parseError() {
    return ServerReply.parseError();
  }
}
