package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.transport.http.McpHeaders;
import java.io.IOException;
import java.net.InetAddress;
import java.util.List;

/**
 * The checks of a request's head, before any of its body is read, in this order: the method (405),
 * {@code Origin} (403), {@code Host} (403), authentication (401, or 403 when the authenticator
 * forbids), and for a POST {@code Content-Type} (415) and {@code Content-Length} (400 when
 * malformed, 413 when over the limit, 503 when what it would cost does not fit in the memory
 * budget left: answered unread and the connection closed). A refused request is answered here.
 */
final class Admission {

  /**
   * What a request that passed is: its headers (read from the exchange once: a server builds them
   * anew on every call), who sent it (asked again about each message once it is parsed), and for a
   * POST how long it says its body is.
   */
  record Admitted(RequestHeaders headers, AuthenticatedCaller caller, boolean sessionVerb, long declaredLength) {

    /** The caller's principal, or null when anonymous. */
    String principal() {
      return caller.principal();
    }
  }

  private final StreamableHttpSettings settings;
  private final OriginPolicy origins;
  private final HostPolicy hosts;
  private final MemoryBudget budget;

  Admission(StreamableHttpSettings settings, MemoryBudget budget) {
    this.settings = settings;
    this.budget = budget;
    this.origins = new OriginPolicy(settings.allowedOrigins());
    this.hosts = new HostPolicy(settings.allowedHosts(), settings.anyHost());
  }

  /**
   * The request admitted, or null when it was refused (and answered).
   *
   * @param sessions whether sessions are served: then GET and DELETE naming one are allowed too
   */
  Admitted check(HttpServerExchange exchange, boolean sessions) throws IOException {
    RequestHeaders headers = exchange.headers();
    boolean sessionVerb = sessions && ("GET".equals(exchange.method()) || "DELETE".equals(exchange.method()))
        && headers.first(McpHeaders.SESSION_ID) != null;
    if (!"POST".equals(exchange.method()) && !sessionVerb) {
      // 2026-07-28 has no GET stream and no sessions to DELETE; a session's name their session.
      exchange.setHeader("Allow", sessions ? "GET, POST, DELETE" : "POST");
      exchange.send(405, null, false);
      return null;
    }
    InetAddress local = exchange.localAddress();
    String origin = origins.refused(headers.all("Origin"), local != null && local.isLoopbackAddress());
    if (origin != null) {
      HttpErrors.send(exchange, 403, ErrorCodes.INVALID_REQUEST, "Forbidden: Origin " + origin + " is not allowed",
          false);
      return null;
    }
    String host = hosts.refused(headers.all("Host"), local);
    if (host != null) {
      HttpErrors.send(exchange, 403, ErrorCodes.INVALID_REQUEST, "Forbidden: Host " + host + " is not allowed", false);
      return null;
    }
    AuthenticatedCaller caller;
    try {
      caller = settings.authenticator().admit(exchange.method(), headers);
    } catch (AuthenticationException refused) {
      refuse(exchange, refused);
      return null;
    }
    if (sessionVerb) {
      return new Admitted(headers, caller, true, -1);
    }
    if (!MediaTypes.isJson(headers.first("Content-Type"))) {
      HttpErrors.send(exchange, 415, ErrorCodes.INVALID_REQUEST,
          "Unsupported Media Type: the body must be application/json", false);
      return null;
    }
    long declared;
    try {
      declared = contentLength(headers.all("Content-Length"));
    } catch (IllegalArgumentException malformed) {
      HttpErrors.send(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: " + malformed.getMessage(), true);
      return null;
    }
    if (declared > settings.maxBodyBytes()) {
      HttpErrors.send(exchange, 413, ErrorCodes.INVALID_REQUEST, tooLarge(settings), true); // closed, never drained
      return null;
    }
    if (declared > 0 && !budget.fits(MemoryBudget.requestCost(declared))) {
      HttpErrors.overBudget(exchange, true); // closed, never drained
      return null;
    }
    return new Admitted(headers, caller, false, declared);
  }

  /** Answers an authentication or authorization refusal: 401 or 403, with its challenge. */
  static void refuse(HttpServerExchange exchange, AuthenticationException refused) {
    if (refused.challenge() != null) {
      exchange.setHeader("WWW-Authenticate", refused.challenge());
    }
    refused.headers().forEach(exchange::setHeader);
    HttpErrors.send(exchange, refused.status(), ErrorCodes.INVALID_REQUEST,
        (refused.status() == 403 ? "Forbidden: " : "Unauthorized: ") + refused.getMessage(), false);
  }

  static String tooLarge(StreamableHttpSettings settings) {
    return "Payload Too Large: the body may hold at most " + settings.maxBodyBytes() + " bytes";
  }

  /**
   * The declared body length, or -1 when none is declared.
   *
   * @throws IllegalArgumentException when a value is not a decimal number below 2^63, or
   *     two values disagree (RFC 9110 §8.6: the message cannot be framed)
   */
  static long contentLength(List<String> values) {
    long length = -1;
    for (String header : values) {
      for (String part : header.split(",", -1)) {
        String value = part.trim();
        if (value.isEmpty() || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
          throw new IllegalArgumentException("Content-Length must be a decimal number");
        }
        long parsed;
        try {
          parsed = Long.parseLong(value);
        } catch (NumberFormatException overflow) {
          throw new IllegalArgumentException("Content-Length must be below 2^63");
        }
        if (length >= 0 && parsed != length) {
          throw new IllegalArgumentException("the Content-Length values disagree");
        }
        length = parsed;
      }
    }
    return length;
  }
}
