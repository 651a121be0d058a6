package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.RequestId;
import java.util.Objects;
import java.util.Optional;

/**
 * What a transport writes back for one message: a JSON-RPC response body and an HTTP status hint,
 * or nothing.
 *
 * <p>Status hints follow MCP 2026-07-28: {@code 400} for a missing required {@code _meta} field
 * ({@code -32602}), {@code -32020}, {@code -32021} and {@code -32022}; {@code 404} for
 * {@code -32601}; {@code 200} for every other response, errors included; {@code 202} with no body
 * for a notification. A cancelled request gets no body at all.
 */
public final class ServerReply {

  /** What kind of reply this is. */
  public enum Kind {
    /** A JSON-RPC response (result or error) to write. */
    RESPONSE,
    /** A notification was accepted; nothing to write (HTTP 202). */
    ACCEPTED,
    /** The request was cancelled; the server sends nothing more for it. */
    CANCELLED
  }

  private static final ServerReply ACCEPTED = new ServerReply(Kind.ACCEPTED, null, 202);
  private static final ServerReply CANCELLED = new ServerReply(Kind.CANCELLED, null, 200);

  private final Kind kind;
  private final JsonObject body;
  private final int httpStatus;

  private ServerReply(Kind kind, JsonObject body, int httpStatus) {
    this.kind = kind;
    this.body = body;
    this.httpStatus = httpStatus;
  }

  /** A response body with its HTTP status hint. */
  public static ServerReply response(JsonObject body, int httpStatus) {
    return new ServerReply(Kind.RESPONSE, Objects.requireNonNull(body, "body"), httpStatus);
  }

  /**
   * An error response with the status hint its code calls for: 404 for {@code -32601}, 400 for
   * {@code -32020}, {@code -32021} and {@code -32022}, else 200. Transports use it for the errors
   * they detect themselves, e.g. {@code -32020} when an HTTP header disagrees with the body. (A
   * {@code -32602} for a missing {@code _meta} field, which needs 400, comes from the engine.)
   *
   * @param id the request's id, or null when it could not be read
   */
  public static ServerReply error(RequestId id, JsonRpcError error) {
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
    return response(new JsonRpcErrorResponse(id, error).toJson(), status);
  }

  /** The {@code -32700} reply for a body that is not JSON (no id can be read). */
  public static ServerReply parseError() {
    return error(null, JsonRpcError.of(ErrorCodes.PARSE_ERROR, "Parse error: Invalid JSON"));
  }

  /**
   * The {@code -32600} reply for JSON that is no JSON-RPC message a server takes (a batch, a
   * wrong {@code jsonrpc}, a null id, ...), with the offending request's id when it could be read.
   */
  public static ServerReply invalid(InvalidMessageException invalid) {
    return response(new JsonRpcErrorResponse(invalid.requestId(),
        JsonRpcError.of(ErrorCodes.INVALID_REQUEST, invalid.getMessage())).toJson(), 200);
  }

  /** The reply to a notification: no body, HTTP 202. */
  public static ServerReply accepted() {
    return ACCEPTED;
  }

  /** The reply to a request cancelled while it ran: no body. */
  public static ServerReply cancelled() {
    return CANCELLED;
  }

  public Kind kind() {
    return kind;
  }

  /** The JSON-RPC response to write; empty for notifications and cancelled requests. */
  public Optional<JsonObject> body() {
    return Optional.ofNullable(body);
  }

  /** The HTTP status a Streamable HTTP transport should use. */
  public int httpStatus() {
    return httpStatus;
  }

  @Override
  public String toString() {
    return kind + " " + httpStatus + (body == null ? "" : " " + body);
  }
}
