package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.SessionExpiredException;
import io.mcpgen.runtime.transport.http.McpHeaders;
import io.mcpgen.runtime.transport.http.client.HttpExchangeHook;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The HTTP side of a 2025-era session, installed on the stateless transport as its hook: it keeps
 * the {@code Mcp-Session-Id} the {@code initialize} response assigns and sends it, with the
 * negotiated {@code MCP-Protocol-Version}, on every later request; takes a {@code 404} to a
 * request of the session for the session's end ({@link SessionExpiredException}); resumes a
 * response stream that ends before its response with a GET carrying {@code Last-Event-ID} (at
 * most three times); opens the session's GET stream once the session is initialized; and ends the
 * session with {@code DELETE} when the transport closes.
 */
public final class HttpSession implements HttpExchangeHook {

  private static final System.Logger LOG = System.getLogger(HttpSession.class.getName());
  /** How often a response stream is resumed before the round counts as lost. */
  private static final int MAX_RESUMPTIONS = 3;

  private final StreamableHttpClientTransport http;
  private final Consumer<JsonObject> serverMessages;
  private volatile String sessionId;
  private volatile String protocolVersion;
  private volatile SessionEventStream stream;
  private volatile boolean closed;

  /** @param serverMessages where the requests on the session's own stream go */
  HttpSession(StreamableHttpClientTransport http, Consumer<JsonObject> serverMessages) {
    this.http = http;
    this.serverMessages = serverMessages;
  }

  /** The session on {@code http}: the one already installed, else a new one installed now. */
  static HttpSession on(StreamableHttpClientTransport http, Consumer<JsonObject> serverMessages) {
    synchronized (http) {
      if (http.hook() instanceof HttpSession) {
        return (HttpSession) http.hook();
      }
      HttpSession session = new HttpSession(http, serverMessages);
      http.hook(session);
      return session;
    }
  }

  /**
   * The 2025-era session on a client's transport, when its HTTP transport has one (found under
   * any wrapper); null otherwise.
   */
  public static HttpSession of(ClientTransport transport) {
    StreamableHttpClientTransport http = transport.unwrap(StreamableHttpClientTransport.class);
    return http != null && http.hook() instanceof HttpSession ? (HttpSession) http.hook() : null;
  }

  /** The session id the server assigned, or null (before {@code initialize}, after the session ended). */
  public String sessionId() {
    return sessionId;
  }

  /** The version {@code initialize} agreed on: it goes in the {@code MCP-Protocol-Version} header from now on. */
  void agreed(String version) {
    this.protocolVersion = version;
  }

  /**
   * An {@code initialize} was lost after its response began: the session id that response may
   * have assigned is forgotten, so that the {@code initialize} sent again opens a session of its
   * own. A session already agreed on is kept.
   */
  synchronized void forgetUninitialized() {
    if (protocolVersion == null) {
      sessionId = null;
    }
  }

  /** The session is initialized: its GET stream opens, for the server's requests outside any of the client's. */
  synchronized void openStream() {
    if (sessionId == null || closed || stream != null) {
      return;
    }
    SessionEventStream opened = new SessionEventStream(http.endpoint(), () -> {
      HttpRequest.Builder get = http.endpoint().request("GET").GET();
      get.setHeader("Accept", "text/event-stream");
      beforeSend(get);
      return get;
    }, serverMessages);
    stream = opened;
    opened.open();
  }

  @Override
  public void beforeSend(HttpRequest.Builder request) {
    String session = sessionId;
    if (session != null) {
      request.setHeader(McpHeaders.SESSION_ID, session);
    }
    String version = protocolVersion;
    if (version != null) {
      request.setHeader(McpHeaders.PROTOCOL_VERSION, version);
    }
  }

  @Override
  public Exception onResponse(HttpRequest request, HttpResponse.ResponseInfo info) {
    String sentIn = request.headers().firstValue(McpHeaders.SESSION_ID).orElse(null);
    if (sentIn == null && sessionId == null) {
      // The initialize response: it assigns the session (visible ASCII only, as the specification asks).
      info.headers().firstValue(McpHeaders.SESSION_ID).ifPresent(value -> {
        if (!value.isEmpty() && value.chars().allMatch(c -> c >= 0x21 && c <= 0x7E)) {
          sessionId = value;
        } else {
          LOG.log(Level.WARNING, "ignored a session id that is not visible ASCII");
        }
      });
    }
    if (info.statusCode() == 404 && sentIn != null) {
      gone(sentIn);
      return new SessionExpiredException(
          "the server answered 404: it no longer knows this request's session (ended or expired)");
    }
    return null;
  }

  @Override
  public HttpRequest.Builder resume(HttpRequest request, String lastEventId, int attempt) {
    String sentIn = request.headers().firstValue(McpHeaders.SESSION_ID).orElse(null);
    if (sentIn == null || !sentIn.equals(sessionId) || closed || attempt > MAX_RESUMPTIONS) {
      return null;
    }
    HttpRequest.Builder get = http.endpoint().request("GET").GET();
    get.setHeader("Accept", "text/event-stream");
    get.setHeader(McpHeaders.LAST_EVENT_ID, lastEventId);
    return get;
  }

  /** Ends the session's stream and the session itself ({@code DELETE}, waited for a few seconds at most). */
  @Override
  public void closed() {
    closed = true;
    SessionEventStream open = stream;
    if (open != null) {
      open.close();
    }
    String session = sessionId;
    if (session == null) {
      return;
    }
    sessionId = null;
    try {
      HttpRequest.Builder delete = http.endpoint().request("DELETE").DELETE().timeout(Duration.ofSeconds(5));
      delete.setHeader(McpHeaders.SESSION_ID, session);
      String version = protocolVersion;
      if (version != null) {
        delete.setHeader(McpHeaders.PROTOCOL_VERSION, version);
      }
      HttpResponse<Void> answer = http.endpoint().http().send(delete.build(), HttpResponse.BodyHandlers.discarding());
      if (answer.statusCode() >= 300 && answer.statusCode() != 404 && answer.statusCode() != 405) {
        LOG.log(Level.WARNING, "the server answered the session's DELETE with HTTP {0}", answer.statusCode());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.WARNING, "could not end the session: {0}", e.toString());
    }
  }

  /**
   * The server no longer knows {@code gone}: forget it (the next {@code initialize} is sent without
   * a session id and its answer assigns a new one) and close its GET stream. A session already
   * replaced by a newer one is left alone.
   */
  private synchronized void gone(String gone) {
    if (!gone.equals(sessionId)) {
      return;
    }
    sessionId = null;
    protocolVersion = null;
    SessionEventStream open = stream;
    stream = null;
    if (open != null) {
      open.close();
    }
  }
}
