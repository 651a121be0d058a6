package io.mcpgen.runtime.transport.http.client;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.transport.http.HeaderValues;
import io.mcpgen.runtime.transport.http.McpHeaders;
import io.mcpgen.runtime.transport.http.ParamHeaders;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
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
 * <p>Both response forms are read: a JSON body, or an event stream whose other messages go to the
 * request's listener (keep-alive comments ignored) until its response arrives. A round lost on the
 * way fails with a {@code RoundLostException} that says whether the server can have received it
 * (the body was all handed to the connection, or the reply was a 502 or 504, or the stream ended
 * before the response) or not (refused, reset before the body was handed over, 503), which the
 * client's re-send rules use. Cancelling a request aborts its HTTP exchange, which is how
 * Streamable HTTP cancels.
 *
 * <p>The transport keeps nothing between messages but what it learnt of the tools' headers. A
 * layer that does (a 2025-era session of {@code mcpgen-legacy}) installs a {@link #hook} on it, and
 * reaches the endpoint itself through {@link #endpoint()}.
 */
public final class StreamableHttpClientTransport implements ClientTransport {

  private static final System.Logger LOG = System.getLogger(StreamableHttpClientTransport.class.getName());

  private final HttpEndpoint endpoint;
  private final Set<PostExchange> running = ConcurrentHashMap.newKeySet();
  private final ToolParamHeaders toolParams = new ToolParamHeaders();
  private volatile HttpExchangeHook hook;
  private volatile boolean closed;

  private StreamableHttpClientTransport(Builder builder) {
    HttpClient http = builder.http != null ? builder.http
        : HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    this.endpoint = new HttpEndpoint(builder.endpoint, http, builder.headers, builder.authorizer,
        builder.maxMessageBytes);
  }

  /** A builder for a transport to the MCP endpoint at {@code endpoint}. */
  public static Builder builder(URI endpoint) {
    return new Builder(endpoint);
  }

  /** A transport to {@code endpoint} with the defaults. */
  public static StreamableHttpClientTransport connect(URI endpoint) {
    return builder(endpoint).build();
  }

  /** The endpoint, its HTTP client, headers and authorizer: for a layer that sends requests of its own. */
  public HttpEndpoint endpoint() {
    return endpoint;
  }

  /**
   * Every exchange from now on goes through {@code hook} (a layer that keeps state across
   * messages, such as a 2025-era session); null removes it.
   */
  public void hook(HttpExchangeHook hook) {
    this.hook = hook;
  }

  /** The hook installed, or null. */
  public HttpExchangeHook hook() {
    return hook;
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> messages) {
    if (endpoint.authorizer() != null) {
      return AuthorizedRequest.send(endpoint.uri(), endpoint.authorizer(), () -> sendOnce(request, messages));
    }
    return sendOnce(request, messages);
  }

  private PendingRequest sendOnce(JsonObject request, Consumer<JsonObject> messages) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    HttpExchangeHook hook = this.hook;
    PostExchange exchange = new PostExchange(endpoint, request, messages, hook);
    TrackedBody body = new TrackedBody(Json.encode(request, JsonValue.CODEC));
    HttpRequest post = post(request, body, hook); // may throw, e.g. for a header value the hook got wrong
    running.add(exchange);
    try {
      exchange.send(post, body);
    } catch (RuntimeException e) {
      running.remove(exchange);
      throw e;
    }
    exchange.response.whenComplete((response, failure) -> running.remove(exchange));
    if (!JsonString.of(McpMethods.TOOLS_LIST).equals(request.get("method"))) {
      return exchange;
    }
    CompletionStage<JsonObject> filtered = exchange.response.thenApply(toolParams::learn);
    return new PendingRequest() {
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

  /**
   * Mirrors the {@code x-mcp-header} arguments of a tool not listed yet (a typed client declares its
   * tools so). A {@code tools/list} result that names the tool replaces what is declared here.
   *
   * @throws IllegalArgumentException when an annotation breaks the rules
   */
  @Override
  public void toolInputSchema(String tool, JsonObject inputSchema) {
    toolParams.declare(tool, inputSchema);
  }

  @Override
  public void sendNotification(JsonObject notification) {
    deliver(notification);
  }

  /**
   * Sends a message that gets no reply, as {@link #sendNotification} does; the stage completes once
   * the server has taken it (with its status) or the sending failed.
   */
  public CompletableFuture<HttpResponse<Void>> deliver(JsonObject notification) {
    HttpExchangeHook hook = this.hook;
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    return endpoint.http().sendAsync(post(notification, HttpRequest.BodyPublishers.ofByteArray(
        Json.encode(notification, JsonValue.CODEC)), hook), HttpResponse.BodyHandlers.discarding())
        .whenComplete((response, failure) -> {
          if (failure != null) {
            LOG.log(Level.WARNING, "a notification could not be sent: {0}", failure.toString());
          } else if (response.statusCode() != 202) {
            LOG.log(Level.WARNING, "the server answered a notification with HTTP {0}", response.statusCode());
          }
        });
  }

  /** Aborts the exchanges still running and tells the hook; later sends fail. */
  @Override
  public void close() {
    closed = true;
    running.forEach(exchange -> exchange.cancel("the transport was closed"));
    HttpExchangeHook installed = hook;
    if (installed != null) {
      installed.closed();
    }
  }

  /**
   * The POST this transport sends for {@code message}, with every header the specification asks
   * for (to inspect it, or to send it some other way).
   */
  public HttpRequest request(JsonObject message) {
    return post(message, HttpRequest.BodyPublishers.ofByteArray(Json.encode(message, JsonValue.CODEC)), hook);
  }

  private HttpRequest post(JsonObject message, HttpRequest.BodyPublisher body, HttpExchangeHook hook) {
    HttpRequest.Builder post = endpoint.request("POST").POST(body);
    post.setHeader("Accept", "application/json, text/event-stream");
    post.setHeader("Content-Type", "application/json");
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
      String member = McpHeaders.nameMember(method.asString());
      if (member != null && params instanceof JsonObject && ((JsonObject) params).get(member) instanceof JsonString) {
        String name = ((JsonObject) params).get(member).asString();
        post.setHeader(McpHeaders.NAME, HeaderValues.encode(name));
        JsonValue arguments = ((JsonObject) params).get("arguments");
        ParamHeaders mirrored = toolParams.of(name);
        if (method.asString().equals(McpMethods.TOOLS_CALL) && mirrored != null && arguments instanceof JsonObject) {
          mirrored.headers((JsonObject) arguments).forEach(post::setHeader);
        }
      }
    }
    if (hook != null) {
      hook.beforeSend(post);
    }
    return post.build();
  }

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
