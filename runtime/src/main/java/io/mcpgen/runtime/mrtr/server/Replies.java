package io.mcpgen.runtime.mrtr.server;

import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
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

  /** The status for an error a handler chose: 404 for method-not-found, 400 for the MCP codes. */
  static ServerReply handlerError(RequestId id, JsonRpcError error) {
    int status;
    switch (error.code()) {
      case ErrorCodes.METHOD_NOT_FOUND:
        status = 404;
        break;
      case ErrorCodes.HEADER_MISMATCH:
      case ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY:
      case ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION:
        status = 400;
        break;
      default:
        status = 200;
    }
    return ServerReply.response(new JsonRpcErrorResponse(id, error).toJson(), status);
  }

  /** {@code -32700}: the text is not JSON; no id can be read. */
  static ServerReply parseError() {
    return ServerReply.response(new JsonRpcErrorResponse(null,
        JsonRpcError.of(ErrorCodes.PARSE_ERROR, "Parse error: Invalid JSON")).toJson(), 200);
  }
}
