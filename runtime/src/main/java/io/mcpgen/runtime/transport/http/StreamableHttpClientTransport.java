package io.mcpgen.runtime.transport.http;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.ServerRequestHandler;
import io.mcpgen.runtime.client.SessionExpiredException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The client side of Streamable HTTP on {@code java.net.http.HttpClient}: every message is its own
 * POST to the MCP endpoint, with every header on every round ({@code Accept}, {@code Content-Type},
 * {@code MCP-Protocol-Version}, {@code Mcp-Method}, and {@code Mcp-Name} for the three methods that
 * name something, base64-sentinel encoded when needed), and on {@code tools/call} the
 * {@code Mcp-Param-*} headers its tool's {@code x-mcp-header} annotations ask for. It learns those
 * from the {@code tools/list} results that pass through it (call {@code listTools()} first), or
 * ahead of them from {@link #toolInputSchema} (a typed client declares its tools so), and drops
 * from those results every tool whose annotations break the rules.
 *
 * <pre>{@code
 * StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(URI.create("http://127.0.0.1:8080/mcp"))
 *     .headers(() -> Map.of("Authorization", "Bearer " + tokens.current()))
 *     .build();
 * }</pre>
 *
 * <p>Both response forms are read: a JSON body, or an event stream whose notifications go to the
 * request's listener (keep-alive comments ignored) until its response arrives. A round lost on the
 * way fails with a {@code RoundLostException} that says whether the server can have received it
 * (the body was all handed to the connection, or the reply was a 502 or 504, or the stream ended
 * before the response) or not (refused, reset before the body was handed over, 503), which the
 * client's re-send rules use. Cancelling a request aborts its HTTP exchange, which
 * is how Streamable HTTP cancels.
 *
 * <p>In a 2025-era session ({@link #beginLegacySession}), the transport keeps the
 * {@code Mcp-Session-Id} the {@code initialize} response assigns and sends it, with the negotiated
 * {@code MCP-Protocol-Version}, on every later POST; answers the server's requests that arrive on a
 * response stream by POSTing the responses in the session; resumes a response stream that ends
 * before its response with a GET carrying {@code Last-Event-ID}, after the stream's {@code retry}
 * delay (at most three times); and ends the session with {@code DELETE} on {@link #close}.
 */
public final class StreamableHttpClientTransport implements ClientTransport {

  private static final System.Logger LOG = System.getLogger(StreamableHttpClientTransport.class.getName());
  private static final String SESSION_ID = "Mcp-Session-Id";
  private static final String LAST_EVENT_ID = "Last-Event-ID";
  /** How often a 2025-era response stream is resumed before the round counts as lost. */
  private static final int MAX_RESUMPTIONS = 3;
  /** The pause before resuming when the stream named none with {@code retry}. */
  private static final long DEFAULT_RETRY_MILLIS = 1000;

  private final URI endpoint;
  private final HttpClient http;
  private final Supplier<Map<String, String>> extraHeaders;
  private final int maxMessageBytes;
  private final HttpClientAuthorizer authorizer; // null: no authorization beyond the fixed headers
  private final Set<Exchange> running = ConcurrentHashMap.newKeySet();
  /** The {@code x-mcp-header} annotations of the tools seen in {@code tools/list} results. */
  private final Map<String, ParamHeaders> toolParams = new ConcurrentHashMap<>();
  /** The annotations of tools the caller declared ({@link #toolInputSchema}); a listing wins. */
  private final Map<String, ParamHeaders> declaredParams = new ConcurrentHashMap<>();
  private volatile boolean closed;
  /** 2025 era: answers the server's requests; null in a 2026-07-28 exchange. */
  private volatile ServerRequestHandler serverRequests;
  /** 2025 era: the session the {@code initialize} response assigned. */
  private volatile String sessionId;
  /** 2025 era: the version {@code initialize} negotiated. */
  private volatile String legacyVersion;
  /** 2025 era: the session's GET stream, opened once the session is initialized. */
  private volatile SessionEventStream sessionStream;

  private StreamableHttpClientTransport(Builder builder) {
    this.endpoint = builder.endpoint;
    this.http = builder.http != null ? builder.http
        : HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    this.extraHeaders = builder.headers;
    this.maxMessageBytes = builder.maxMessageBytes;
    this.authorizer = builder.authorizer;
  }

  /** A builder for a transport to the MCP endpoint at {@code endpoint}. */
  public static Builder builder(URI endpoint) {
    return new Builder(endpoint);
  }

  /** A transport to {@code endpoint} with the defaults. */
  public static StreamableHttpClientTransport connect(URI endpoint) {
    return builder(endpoint).build();
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    if (authorizer != null) {
      return AuthorizedRequest.send(endpoint, authorizer, () -> sendOnce(request, notifications));
    }
    return sendOnce(request, notifications);
  }

  private PendingRequest sendOnce(JsonObject request, Consumer<JsonObject> notifications) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    Exchange exchange = new Exchange(RequestId.from(request.get("id")), notifications, sessionId);
    TrackedBody body = new TrackedBody(Json.encode(request, JsonValue.CODEC));
    HttpRequest post = post(request, body); // may throw, e.g. for a header value the hook got wrong
    running.add(exchange);
    CompletableFuture<HttpResponse<Void>> sent;
    try {
      sent = http.sendAsync(post, exchange::reader);
    } catch (RuntimeException e) {
      running.remove(exchange);
      throw e;
    }
    exchange.attach(sent);
    sent.whenComplete((response, failure) -> {
      if (failure != null) {
        exchange.fail(body.classify(failure)); // a lost round says whether the server may have had it
      }
    });
    exchange.response.whenComplete((response, failure) -> running.remove(exchange));
    if (JsonString.of(McpMethods.TOOLS_LIST).equals(request.get("method"))) {
      return new PendingRequest() {
        private final CompletionStage<JsonObject> filtered = exchange.response.thenApply(
            StreamableHttpClientTransport.this::learnTools);

        @Override
        public CompletionStage<JsonObject> response() {
          return filtered;
        }

        @Override
        public void cancel(String reason) {
          exchange.cancel(reason);
        }
      };
    }
    return exchange;
  }

  /**
   * Learns the {@code x-mcp-header} annotations of listed tools, and drops from the list every
   * tool whose annotations break the rules, as the specification asks of HTTP clients.
   */
  private JsonObject learnTools(JsonObject response) {
    if (!(response.get("result") instanceof JsonObject)
        || !(((JsonObject) response.get("result")).get("tools") instanceof JsonArray)) {
      return response;
    }
    JsonObject result = (JsonObject) response.get("result");
    JsonArray.Builder kept = JsonArray.builder();
    boolean dropped = false;
    for (JsonValue tool : ((JsonArray) result.get("tools")).elements()) {
      if (!(tool instanceof JsonObject) || !(((JsonObject) tool).get("name") instanceof JsonString)) {
        kept.add(tool);
        continue;
      }
      String name = ((JsonObject) tool).get("name").asString();
      try {
        toolParams.put(name, ParamHeaders.of(((JsonObject) tool).get("inputSchema")));
        kept.add(tool);
      } catch (IllegalArgumentException invalid) {
        LOG.log(Level.WARNING, "dropped tool {0} from tools/list: {1}", LogText.escape(name),
            LogText.escape(invalid.getMessage()));
        toolParams.remove(name);
        dropped = true;
      }
    }
    return dropped ? response.with("result", result.with("tools", kept.build())) : response;
  }

  /**
   * Mirrors the {@code x-mcp-header} arguments of a tool not listed yet (a typed client declares its
   * tools so). A {@code tools/list} result that names the tool replaces what is declared here.
   *
   * @throws IllegalArgumentException when an annotation breaks the rules
   */
  @Override
  public void toolInputSchema(String tool, JsonObject inputSchema) {
    declaredParams.put(tool, ParamHeaders.of(inputSchema));
  }

  @Override
  public void sendNotification(JsonObject notification) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    CompletableFuture<HttpResponse<Void>> sent = http.sendAsync(post(notification),
        HttpResponse.BodyHandlers.discarding()).whenComplete((response, failure) -> {
          if (failure != null) {
            LOG.log(Level.WARNING, "a notification could not be sent: {0}", failure.toString());
          } else if (response.statusCode() != 202) {
            LOG.log(Level.WARNING, "the server answered a notification with HTTP {0}", response.statusCode());
          }
        });
    if (serverRequests != null && JsonString.of("notifications/initialized").equals(notification.get("method"))) {
      // The session is ready once the server has it: no request may overtake it, and then the
      // session's GET stream opens, as that era's clients do.
      try {
        sent.get(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        LOG.log(Level.WARNING, "notifications/initialized was not delivered: {0}", e.toString());
      }
      openSessionStream();
    }
  }

  /**
   * 2025 era: the server no longer knows {@code gone}: forget it (the next {@code initialize} is sent
   * without a session id and its answer assigns a new one) and close its GET stream. A session
   * already replaced by a newer one is left alone.
   */
  private synchronized void sessionGone(String gone) {
    if (!gone.equals(sessionId)) {
      return;
    }
    sessionId = null;
    SessionEventStream stream = sessionStream;
    sessionStream = null;
    if (stream != null) {
      stream.close();
    }
  }

  /** Aborts the exchanges still running, ends a 2025-era session with {@code DELETE}; later sends fail. */
  @Override
  public void close() {
    closed = true;
    running.forEach(exchange -> exchange.cancel("the transport was closed"));
    SessionEventStream stream = sessionStream;
    if (stream != null) {
      stream.close();
    }
    endSession();
  }

  @Override
  public void beginLegacySession(ServerRequestHandler serverRequests) {
    this.serverRequests = Objects.requireNonNull(serverRequests, "serverRequests");
  }

  @Override
  public void legacyProtocolVersion(String version) {
    this.legacyVersion = version;
  }

  /** The session id a 2025-era server assigned, or null. */
  public String sessionId() {
    return sessionId;
  }

  /** 2025 era: the GET stream for the server's messages outside any request, as that era's clients open it. */
  private void openSessionStream() {
    ServerRequestHandler answering = serverRequests;
    if (answering == null || sessionId == null || closed) {
      return;
    }
    SessionEventStream stream = new SessionEventStream(http, () -> {
      HttpRequest.Builder get = HttpRequest.newBuilder(endpoint).GET();
      extraHeaders.get().forEach(get::setHeader);
      get.setHeader("Accept", "text/event-stream");
      authorize(get);
      legacyHeaders(get);
      return get;
    }, maxMessageBytes, request -> answer(answering, request, null));
    sessionStream = stream;
    stream.open();
    if (closed) {
      stream.close();
    }
  }

  /** The server's side of the session goes too: a DELETE, waited for a few seconds at most. */
  private void endSession() {
    String session = sessionId;
    if (session == null) {
      return;
    }
    sessionId = null;
    try {
      HttpRequest.Builder delete = HttpRequest.newBuilder(endpoint).DELETE().timeout(Duration.ofSeconds(5));
      extraHeaders.get().forEach(delete::setHeader);
      authorize(delete);
      delete.setHeader(SESSION_ID, session);
      if (legacyVersion != null) {
        delete.setHeader(McpHeaders.PROTOCOL_VERSION, legacyVersion);
      }
      HttpResponse<Void> answer = http.send(delete.build(), HttpResponse.BodyHandlers.discarding());
      if (answer.statusCode() >= 300 && answer.statusCode() != 404 && answer.statusCode() != 405) {
        LOG.log(Level.WARNING, "the server answered the session's DELETE with HTTP {0}", answer.statusCode());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.WARNING, "could not end the session: {0}", e.toString());
    }
  }

  /** 2025 era: a request the server sent on a response stream, answered with a POST in the session. */
  private void answer(ServerRequestHandler answering, JsonObject request, RequestId related) {
    answering.handle(request, related).whenComplete((response, failure) -> {
      if (response != null && !closed) {
        sendNotification(response); // a JSON-RPC response is POSTed like a notification: 202, no body
      }
    });
  }

  /** The POST carrying one message, with every header the specification asks for. */
  HttpRequest post(JsonObject message) {
    return post(message, HttpRequest.BodyPublishers.ofByteArray(Json.encode(message, JsonValue.CODEC)));
  }

  private HttpRequest post(JsonObject message, HttpRequest.BodyPublisher body) {
    HttpRequest.Builder post = HttpRequest.newBuilder(endpoint).POST(body);
    extraHeaders.get().forEach(post::setHeader);
    authorize(post);
    post.setHeader("Accept", "application/json, text/event-stream");
    post.setHeader("Content-Type", "application/json");
    legacyHeaders(post);
    JsonValue method = message.get("method");
    JsonValue params = message.get("params");
    if (params instanceof JsonObject && ((JsonObject) params).get("_meta") instanceof JsonObject) {
      JsonValue version = ((JsonObject) ((JsonObject) params).get("_meta")).get(McpMeta.PROTOCOL_VERSION);
      if (version instanceof JsonString) {
        post.setHeader(McpHeaders.PROTOCOL_VERSION, version.asString());
      }
    }
    if (method instanceof JsonString) {
      post.setHeader(McpHeaders.METHOD, method.asString());
      String member = HeaderCheck.nameMember(method.asString());
      if (member != null && params instanceof JsonObject && ((JsonObject) params).get(member) instanceof JsonString) {
        String name = ((JsonObject) params).get(member).asString();
        post.setHeader(McpHeaders.NAME, HeaderValues.encode(name));
        JsonValue arguments = ((JsonObject) params).get("arguments");
        ParamHeaders mirrored = toolParams.containsKey(name) ? toolParams.get(name) : declaredParams.get(name);
        if (method.asString().equals(McpMethods.TOOLS_CALL) && mirrored != null && arguments instanceof JsonObject) {
          mirrored.headers((JsonObject) arguments).forEach(post::setHeader);
        }
      }
    }
    return post.build();
  }

  /** 2025 era: the session and the negotiated version (which 2026-07-28 requests carry in {@code _meta}). */
  /** The authorizer's {@code Authorization} value, on every request to the endpoint (POST, GET, DELETE). */
  private void authorize(HttpRequest.Builder request) {
    String authorization = authorizer == null ? null : authorizer.authorization(endpoint);
    if (authorization != null) {
      request.setHeader("Authorization", authorization);
    }
  }

  private void legacyHeaders(HttpRequest.Builder request) {
    String session = sessionId;
    if (session != null) {
      request.setHeader(SESSION_ID, session);
    }
    String version = legacyVersion;
    if (version != null) {
      request.setHeader(McpHeaders.PROTOCOL_VERSION, version);
    }
  }

  /** 2025 era: keeps the session id of the {@code initialize} response (visible ASCII only, as the specification asks). */
  private void learnSession(HttpResponse.ResponseInfo info) {
    if (serverRequests == null || sessionId != null) {
      return;
    }
    info.headers().firstValue(SESSION_ID).ifPresent(value -> {
      if (!value.isEmpty() && value.chars().allMatch(c -> c >= 0x21 && c <= 0x7E)) {
        sessionId = value;
      } else {
        LOG.log(Level.WARNING, "ignored a session id that is not visible ASCII");
      }
    });
  }

  private static String mediaType(HttpResponse.ResponseInfo info) {
    String type = info.headers().firstValue("Content-Type").orElse("");
    int semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
  }

  /** One request on the wire. */
  private final class Exchange implements PendingRequest {
    final RequestId id;
    final Consumer<JsonObject> listener;
    final CompletableFuture<JsonObject> response = new CompletableFuture<>();
    private volatile CompletableFuture<?> httpExchange;
    private volatile Flow.Subscription subscription;
    private volatile boolean cancelled;
    /** 2025 era: where a resumed stream picks up, and how long to wait before resuming. */
    private volatile String lastEventId;
    private volatile long retryMillis = DEFAULT_RETRY_MILLIS;
    private int resumptions;
    /** 2025 era: the session this request was sent in (null outside one). */
    private final String session;

    Exchange(RequestId id, Consumer<JsonObject> listener, String session) {
      this.id = id;
      this.listener = listener;
      this.session = session;
    }

    void attach(CompletableFuture<?> sent) {
      httpExchange = sent;
      if (cancelled) {
        sent.cancel(true);
      }
    }

    HttpResponse.BodySubscriber<Void> reader(HttpResponse.ResponseInfo info) {
      learnSession(info);
      String type = mediaType(info);
      if (authorizer != null && (info.statusCode() == 401 || info.statusCode() == 403)) {
        fail(new AuthorizationChallenge(info.statusCode(), info.headers().allValues("WWW-Authenticate")));
        return HttpResponse.BodySubscribers.discarding();
      }
      if (info.statusCode() == 404 && session != null) {
        sessionGone(session);
        fail(new SessionExpiredException(
            "the server answered 404: it no longer knows this request's session (ended or expired)"));
        return HttpResponse.BodySubscribers.discarding();
      }
      if (info.statusCode() == 202) {
        fail(new IOException("the server answered a request with 202 and no response"));
        return HttpResponse.BodySubscribers.discarding();
      }
      if (type.equals("text/event-stream")) {
        return new Reader(info.statusCode(), Mode.EVENTS);
      }
      return new Reader(info.statusCode(), type.equals("application/json") ? Mode.JSON : Mode.OTHER);
    }

    void event(String data) {
      if (data.isBlank()) {
        return; // a priming event: it carries only an id (and a retry delay) to resume from
      }
      JsonValue message;
      try {
        message = Json.parse(data);
      } catch (RuntimeException e) {
        LOG.log(Level.WARNING, "ignored an event that is not JSON");
        return;
      }
      if (!(message instanceof JsonObject)) {
        return;
      }
      JsonObject object = (JsonObject) message;
      if (object.has("method")) {
        ServerRequestHandler answering = serverRequests;
        if (object.has("id") && answering != null) {
          answer(answering, object, id);
        } else if (object.has("id")) {
          LOG.log(Level.WARNING, "the server sent a request on a response stream, which 2026-07-28 forbids; ignored");
        } else if (!response.isDone()) {
          try {
            listener.accept(object);
          } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "a notification listener failed", e);
          }
        }
      } else if (object.get("id") == null || (RequestId.isValid(object.get("id"))
          && id.equals(RequestId.from(object.get("id"))))) {
        response.complete(object);
      }
    }

    void fail(Throwable failure) {
      Throwable cause = failure instanceof CompletionException && failure.getCause() != null
          ? failure.getCause() : failure;
      response.completeExceptionally(cause instanceof IOException || cause instanceof CancellationException ? cause
          : new IOException(cause.toString(), cause));
    }

    /**
     * 2025 era: the stream ended before the response; when it had an event id, asks for the rest
     * with a GET carrying {@code Last-Event-ID} after the {@code retry} delay.
     *
     * @return false when the stream cannot be resumed (the round is lost)
     */
    boolean resume() {
      String resumeFrom = lastEventId;
      synchronized (this) {
        if (serverRequests == null || sessionId == null || resumeFrom == null || cancelled || closed
            || response.isDone() || resumptions >= MAX_RESUMPTIONS) {
          return false;
        }
        resumptions++;
      }
      CompletableFuture.delayedExecutor(retryMillis, TimeUnit.MILLISECONDS).execute(() -> reconnect(resumeFrom));
      return true;
    }

    private void reconnect(String resumeFrom) {
      if (cancelled || closed || response.isDone()) {
        return;
      }
      CompletableFuture<HttpResponse<Void>> sent;
      try {
        HttpRequest.Builder get = HttpRequest.newBuilder(endpoint).GET();
        extraHeaders.get().forEach(get::setHeader);
        get.setHeader("Accept", "text/event-stream");
        authorize(get);
        legacyHeaders(get);
        get.setHeader(LAST_EVENT_ID, resumeFrom);
        sent = http.sendAsync(get.build(), this::reader);
      } catch (RuntimeException e) {
        fail(e);
        return;
      }
      attach(sent);
      sent.whenComplete((answer, failure) -> {
        if (failure != null) {
          fail(failure);
        }
      });
    }

    @Override
    public CompletionStage<JsonObject> response() {
      return response;
    }

    @Override
    public void cancel(String reason) {
      cancelled = true;
      response.completeExceptionally(new CancellationException(reason));
      Flow.Subscription reading = subscription;
      if (reading != null) {
        reading.cancel(); // closes the response stream: the server takes that as cancellation
      }
      CompletableFuture<?> sent = httpExchange;
      if (sent != null) {
        sent.cancel(true);
      }
    }

    /** Reads one response body as it arrives. */
    private final class Reader implements HttpResponse.BodySubscriber<Void> {
      private final int status;
      private final Mode mode;
      private final CompletableFuture<Void> done = new CompletableFuture<>();
      private final ByteArrayOutputStream body = new ByteArrayOutputStream();
      private final SseDecoder events = new SseDecoder(maxMessageBytes, Exchange.this::event,
          id -> lastEventId = id, retry -> retryMillis = retry);

      Reader(int status, Mode mode) {
        this.status = status;
        this.mode = mode;
      }

      @Override
      public CompletionStage<Void> getBody() {
        return done;
      }

      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        Exchange.this.subscription = subscription;
        if (cancelled) {
          subscription.cancel();
        } else {
          subscription.request(1);
        }
      }

      @Override
      public void onNext(List<ByteBuffer> items) {
        try {
          for (ByteBuffer item : items) {
            if (mode == Mode.EVENTS) {
              events.feed(item);
            } else if (body.size() + item.remaining() > (mode == Mode.JSON ? maxMessageBytes : 1024)) {
              if (mode == Mode.JSON) {
                throw new IOException("a response longer than " + maxMessageBytes + " bytes");
              }
              break; // enough of an error page to quote
            } else {
              byte[] bytes = new byte[item.remaining()];
              item.get(bytes);
              body.write(bytes);
            }
          }
        } catch (IOException e) {
          fail(e);
        }
        if (response.isDone()) {
          // The response is in (or the exchange failed): stop reading; the server closes its end.
          subscription.cancel();
          done.complete(null);
        } else {
          subscription.request(1);
        }
      }

      @Override
      public void onError(Throwable failure) {
        // The server answered (a status line came): the request reached it, only the reply is lost.
        fail(failure instanceof IOException ? new RoundLostException("the response broke off: " + failure, true,
            failure) : failure);
        done.completeExceptionally(failure);
      }

      @Override
      public void onComplete() {
        switch (mode) {
          case JSON:
            try {
              JsonValue message = Json.parse(body.toByteArray());
              if (message instanceof JsonObject) {
                response.complete((JsonObject) message);
              } else {
                fail(new IOException("HTTP " + status + ": the body is not a JSON-RPC message"));
              }
            } catch (RuntimeException notJson) {
              fail(new IOException("HTTP " + status + ": the body is not JSON"));
            }
            break;
          case EVENTS:
            if (!resume()) {
              fail(new RoundLostException("the server closed the event stream before the response: the round is lost",
                  true, null));
            }
            break;
          case OTHER:
          default:
            String text = "HTTP " + status + " from " + endpoint + ": " + body.toString(StandardCharsets.UTF_8).strip();
            // 502 and 504: a gateway lost the reply of a server that may have handled the request;
            // 503: the server turned it away unhandled.
            fail(status == 502 || status == 504 ? new RoundLostException(text, true, null)
                : status == 503 ? new RoundLostException(text, false, null) : new IOException(text));
        }
        done.complete(null);
      }
    }
  }

  private enum Mode { JSON, EVENTS, OTHER }

  /** Builds a {@link StreamableHttpClientTransport}. */
  public static final class Builder {
    private final URI endpoint;
    private HttpClient http;
    private Supplier<Map<String, String>> headers = Map::of;
    private int maxMessageBytes = 16 * 1024 * 1024;
    private HttpClientAuthorizer authorizer;

    private Builder(URI endpoint) {
      this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
    }

    /** The client to use; default an HTTP/1.1 client with a 10 s connect timeout. */
    public Builder httpClient(HttpClient http) {
      this.http = Objects.requireNonNull(http, "http");
      return this;
    }

    /**
     * Headers added to every POST, asked for anew each time (e.g. {@code Authorization} with a
     * fresh token). They cannot replace the MCP headers.
     */
    public Builder headers(Supplier<Map<String, String>> headers) {
      this.headers = Objects.requireNonNull(headers, "headers");
      return this;
    }

    /**
     * Authorizes every POST (e.g. OAuth with {@code mcpgen-oauth}): it supplies the
     * {@code Authorization} header, and on a {@code 401} or {@code 403} may get a token and have
     * the message sent again (see {@link HttpClientAuthorizer}). Default: none.
     */
    public Builder authorizer(HttpClientAuthorizer authorizer) {
      this.authorizer = Objects.requireNonNull(authorizer, "authorizer");
      return this;
    }

    /** The longest response or event accepted (default 16 MiB). */
    public Builder maxMessageBytes(int maxMessageBytes) {
      if (maxMessageBytes < 1024) {
        throw new IllegalArgumentException("maxMessageBytes must be at least 1024");
      }
      this.maxMessageBytes = maxMessageBytes;
      return this;
    }

    public StreamableHttpClientTransport build() {
      return new StreamableHttpClientTransport(this);
    }
  }
}
