package io.mcpgen.runtime.transport.stdio.client;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.transport.stdio.LineReader;
import io.mcpgen.runtime.transport.stdio.LineWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A client connection over a pair of byte streams carrying one JSON message per line: the stdio
 * framing, usable over a child process ({@link StdioClientTransport}), a socket or pipes.
 *
 * <p>Responses are matched to requests by id. Request-scoped notifications go to the request
 * they belong to: progress by its {@code progressToken}; log messages, which carry nothing to
 * match on over a shared channel, to every running request that asked for them with a
 * {@code logLevel}, and when none did, to the listener of the server's messages (a 2025-era
 * session's log messages, whose requests carry no {@code logLevel}). Cancelling a request sends {@code notifications/cancelled} with its id and
 * drops any response that still comes. When the server's output ends, every running request fails
 * with an {@link IOException}.
 */
public final class StreamClientTransport implements ClientTransport {

  private static final System.Logger LOG = System.getLogger(StreamClientTransport.class.getName());

  private final LineWriter writer;
  private final ConcurrentHashMap<RequestId, Exchange> pending = new ConcurrentHashMap<>();
  private final Supplier<String> endOfStream;
  private volatile IOException broken;
  /** Set in a 2025-era session: answers the requests the server sends. */
  /** Where the server's messages outside any request go (a session's requests); null drops them. */
  private volatile Consumer<JsonObject> serverMessages;
  private volatile boolean closed;

  /**
   * Starts reading {@code fromServer} on a daemon thread.
   *
   * @param endOfStream says why the server's output ended (e.g. its exit code), for the errors
   *     of requests still running then
   */
  StreamClientTransport(InputStream fromServer, OutputStream toServer, int maxMessageBytes,
      Supplier<String> endOfStream) {
    this.writer = new LineWriter(Objects.requireNonNull(toServer, "toServer"));
    this.endOfStream = endOfStream;
    LineReader reader = new LineReader(Objects.requireNonNull(fromServer, "fromServer"), maxMessageBytes);
    Thread thread = new Thread(() -> readLoop(reader), "mcp-stream-client-reader");
    thread.setDaemon(true);
    thread.start();
  }

  /** A connection over these streams; messages longer than 16 MiB are dropped. */
  public static StreamClientTransport over(InputStream fromServer, OutputStream toServer) {
    return new StreamClientTransport(fromServer, toServer, 16 * 1024 * 1024, () -> "the server's output ended");
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    RequestId id = RequestId.from(request.get("id"));
    Exchange exchange = new Exchange(id, notifications, meta(request));
    if (pending.putIfAbsent(id, exchange) != null) {
      throw new IllegalArgumentException("a request with id " + id + " is already running");
    }
    IOException failed = broken;
    if (failed == null) {
      try {
        writer.write(request);
      } catch (IOException e) {
        failed = e;
      }
    }
    if (failed != null) {
      pending.remove(id, exchange);
      exchange.response.completeExceptionally(failed);
    }
    return exchange;
  }

  @Override
  public void sendNotification(JsonObject notification) {
    if (closed) {
      throw new IllegalStateException("the transport is closed");
    }
    try {
      writer.write(notification);
    } catch (IOException e) {
      throw new IllegalStateException("could not write to the server: " + e.getMessage(), e);
    }
  }

  /**
   * The server's requests go to {@code listener} (a session-based era's; the session is the
   * connection itself, and its responses are written with {@link #sendNotification}).
   */
  @Override
  public void onServerMessage(Consumer<JsonObject> listener) {
    this.serverMessages = Objects.requireNonNull(listener, "listener");
  }

  /** Stops sending: closes the stream to the server (for a child process, its stdin). */
  @Override
  public void close() {
    closed = true;
    try {
      writer.close();
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "closing the stream to the server failed", e);
    }
  }

  /** Fails every running request; later sends fail at once. */
  void failAll(IOException cause) {
    if (broken == null) {
      broken = cause;
    }
    pending.values().forEach(exchange -> exchange.response.completeExceptionally(cause));
    pending.clear();
  }

  /** How many requests wait for a response. */
  public int pendingRequests() {
    return pending.size();
  }

  private void readLoop(LineReader reader) {
    try {
      LineReader.Line line;
      while ((line = reader.next()) != null) {
        if (line.tooLong()) {
          LOG.log(Level.WARNING, "dropped a message from the server that was too long");
        } else if (!line.isBlank()) {
          received(line.bytes());
        }
      }
      failAll(new IOException(endOfStream.get()));
    } catch (IOException e) {
      failAll(new IOException(endOfStream.get() + ": " + e.getMessage(), e));
    } catch (RuntimeException e) {
      LOG.log(Level.ERROR, "the reader stopped", e);
      failAll(new IOException("the transport failed: " + e, e));
    }
  }

  private void received(byte[] bytes) {
    JsonValue message;
    try {
      message = Json.parse(bytes);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the server wrote a line that is not JSON; ignored");
      return;
    }
    if (!(message instanceof JsonObject)) {
      LOG.log(Level.WARNING, "the server wrote something that is not a JSON-RPC message; ignored");
      return;
    }
    JsonObject object = (JsonObject) message;
    if (object.has("method")) {
      Consumer<JsonObject> listener = serverMessages;
      if (object.has("id") && listener != null) {
        deliver(listener, object);
      } else if (object.has("id")) {
        LOG.log(Level.WARNING, "the server sent a request, which MCP 2026-07-28 forbids; ignored");
      } else {
        route(object);
      }
      return;
    }
    JsonValue id = object.get("id");
    Exchange exchange = id != null && RequestId.isValid(id) ? pending.remove(RequestId.from(id)) : null;
    if (exchange != null) {
      exchange.response.complete(object);
    } else {
      LOG.log(Level.DEBUG, "a response to no running request (late, cancelled or unknown): {0}", id);
    }
  }

  /** A server's request, to its listener, which must not hold up the reader (it answers asynchronously). */
  private static void deliver(Consumer<JsonObject> listener, JsonObject request) {
    try {
      listener.accept(request);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the listener of the server's requests failed", e);
    }
  }

  private void route(JsonObject notification) {
    JsonValue method = notification.get("method");
    JsonValue params = notification.get("params");
    if (!(params instanceof JsonObject)) {
      return;
    }
    if (JsonString.of(McpMethods.NOTIFICATION_PROGRESS).equals(method)) {
      JsonValue token = ((JsonObject) params).get("progressToken");
      for (Exchange exchange : pending.values()) {
        if (token != null && token.equals(exchange.meta.get(McpMeta.PROGRESS_TOKEN))) {
          exchange.deliver(notification);
        }
      }
    } else if (JsonString.of(McpMethods.NOTIFICATION_MESSAGE).equals(method)) {
      boolean delivered = false;
      for (Exchange exchange : pending.values()) {
        if (exchange.meta.has(McpMeta.LOG_LEVEL)) {
          exchange.deliver(notification);
          delivered = true;
        }
      }
      Consumer<JsonObject> listener = serverMessages;
      if (!delivered && listener != null) {
        deliver(listener, notification);
      }
    }
  }

  private static JsonObject meta(JsonObject request) {
    JsonValue params = request.get("params");
    JsonValue meta = params instanceof JsonObject ? ((JsonObject) params).get("_meta") : null;
    return meta instanceof JsonObject ? (JsonObject) meta : JsonObject.empty();
  }

  /** One request waiting for its response. */
  private final class Exchange implements PendingRequest {
    final RequestId id;
    final Consumer<JsonObject> listener;
    final JsonObject meta;
    final CompletableFuture<JsonObject> response = new CompletableFuture<>();

    Exchange(RequestId id, Consumer<JsonObject> listener, JsonObject meta) {
      this.id = id;
      this.listener = listener;
      this.meta = meta;
    }

    void deliver(JsonObject notification) {
      if (response.isDone()) {
        return;
      }
      try {
        listener.accept(notification);
      } catch (RuntimeException e) {
        LOG.log(Level.WARNING, "a notification listener failed", e);
      }
    }

    @Override
    public CompletionStage<JsonObject> response() {
      return response;
    }

    @Override
    public void cancel(String reason) {
      if (!pending.remove(id, this)) {
        return; // answered already: the specification says to cancel only requests still running
      }
      response.completeExceptionally(new CancellationException(reason));
      try {
        writer.write(new JsonRpcNotification(McpMethods.NOTIFICATION_CANCELLED, JsonObject.builder()
            .put("requestId", id.toJson())
            .put("reason", reason == null ? "cancelled" : reason)
            .build()).toJson());
      } catch (IOException e) {
        LOG.log(Level.DEBUG, "could not send notifications/cancelled", e);
      }
    }
  }
}
