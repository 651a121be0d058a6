package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;
import io.mcpgen.runtime.jsonrpc.JsonRpcErrorResponse;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.server.ServerReply;
import java.io.IOException;
import java.lang.System.Logger.Level;

/** The error responses the service writes itself, and the HTTP status of an endpoint's reply. */
final class HttpErrors {

  private static final System.Logger LOG = System.getLogger(HttpErrors.class.getName());

  /** How long a client refused for want of memory is asked to wait: replies in flight are written within seconds. */
  static final String RETRY_AFTER_SECONDS = "1";

  private HttpErrors() {}

  /**
   * A JSON-RPC error body without an id (the request's could not be read) with an HTTP status;
   * an exchange that cannot take it is aborted.
   *
   * @param closeConnection the connection must not serve another request (the body may be unread)
   */
  static void send(HttpServerExchange exchange, int status, int code, String message, boolean closeConnection) {
    byte[] body = Json.encode(new JsonRpcErrorResponse(null, JsonRpcError.of(code, message)).toJson(), JsonValue.CODEC);
    try {
      exchange.setHeader("Content-Type", MediaTypes.JSON);
      exchange.send(status, body, closeConnection);
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.DEBUG, "could not send a {0} response", status);
      exchange.abort();
    }
  }

  /** A 503 for a request that arrives while the service stops. */
  static void stopping(HttpServerExchange exchange) {
    send(exchange, 503, ErrorCodes.INTERNAL_ERROR, "Service Unavailable: the server is stopping", true);
  }

  /**
   * A 503 with {@code Retry-After} for a request that does not fit in the memory left now.
   *
   * @param closeConnection whether its body is left unread
   */
  static void overBudget(HttpServerExchange exchange, boolean closeConnection) {
    exchange.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    send(exchange, 503, ErrorCodes.INTERNAL_ERROR,
        "Service Unavailable: the server is busy with other requests; try again later", closeConnection);
  }

  /** The {@code -32603} reply to a request the endpoint failed on. */
  static ServerReply internalError(RequestId id) {
    return ServerReply.error(id, JsonRpcError.of(ErrorCodes.INTERNAL_ERROR, "Internal error"));
  }

  /** The engine's hint, except that a body which is not a single request is a client error over HTTP. */
  static int status(ServerReply reply) {
    JsonValue error = reply.body().map(body -> body.get("error")).orElse(null);
    if (error instanceof JsonObject && ((JsonObject) error).get("code") instanceof JsonNumber) {
      JsonNumber code = (JsonNumber) ((JsonObject) error).get("code");
      if (code.isIntegral() && (code.intValue() == ErrorCodes.PARSE_ERROR
          || code.intValue() == ErrorCodes.INVALID_REQUEST)) {
        return 400;
      }
    }
    return reply.httpStatus();
  }

  /** Writes a reply on its channel: the response, a 202, or nothing for a cancelled request. */
  static void reply(ResponseChannel channel, ServerReply reply) {
    switch (reply.kind()) {
      case RESPONSE:
        channel.respond(reply.body().orElseThrow(), status(reply));
        break;
      case ACCEPTED:
        channel.accepted();
        break;
      case CANCELLED:
      default:
        channel.abandon(); // the client went away: nothing more is sent for this request
    }
  }
}
