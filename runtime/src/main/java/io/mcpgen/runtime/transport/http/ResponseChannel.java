package io.mcpgen.runtime.transport.http;

import com.sun.net.httpserver.HttpExchange;
import io.mcpgen.runtime.json.Json;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonValue;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;

/**
 * The response to one POSTed request: a single {@code application/json} body, unless something has
 * to be sent before the result (a notification, or a keep-alive during a long round), in which
 * case it becomes a {@code text/event-stream} whose last event is the result; the stream then
 * closes. A failed write means the client went away, which cancels the round.
 */
final class ResponseChannel {

  private static final System.Logger LOG = System.getLogger(ResponseChannel.class.getName());
  private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.US_ASCII);

  private enum State { PENDING, STREAMING, DONE }

  private final HttpExchange exchange;
  private final boolean streamAllowed;
  private final boolean jsonAllowed;
  private final Runnable onDisconnect;
  private State state = State.PENDING;
  private OutputStream stream;

  /**
   * @param streamAllowed false when the client's {@code Accept} excludes event streams: then
   *     notifications are dropped and only the result is sent
   * @param jsonAllowed false when it excludes JSON: then a 200 result is sent as an event stream
   *     too (an error with another status keeps its status, as a JSON body)
   * @param onDisconnect called (once) when a write fails
   */
  ResponseChannel(HttpExchange exchange, boolean streamAllowed, boolean jsonAllowed, Runnable onDisconnect) {
    this.exchange = exchange;
    this.streamAllowed = streamAllowed;
    this.jsonAllowed = jsonAllowed;
    this.onDisconnect = onDisconnect;
  }

  /** Sends a notification of the round, switching to an event stream if needed. */
  void notification(JsonObject notification) {
    boolean lost;
    synchronized (this) {
      if (state == State.DONE || !streamAllowed) {
        return;
      }
      try {
        startStream();
        writeEvent(notification);
        return;
      } catch (IOException e) {
        lost = lost(e);
      }
    }
    if (lost) {
      onDisconnect.run();
    }
  }

  /** Writes a keep-alive comment, switching to an event stream if needed; finds a client that left. */
  void keepAlive() {
    boolean lost;
    synchronized (this) {
      if (state == State.DONE || !streamAllowed) {
        return;
      }
      try {
        startStream();
        stream.write(KEEP_ALIVE);
        stream.flush();
        return;
      } catch (IOException e) {
        lost = lost(e);
      }
    }
    if (lost) {
      onDisconnect.run(); // outside the lock: cancelling waits for a notification being written
    }
  }

  /** Sends the round's final message with its status (the status is lost once streaming). */
  synchronized void respond(JsonObject message, int status) {
    if (state == State.DONE) {
      return;
    }
    try {
      if (state == State.PENDING && !jsonAllowed && streamAllowed && status == 200) {
        startStream();
      }
      if (state == State.STREAMING) {
        writeEvent(message);
        stream.close();
      } else {
        byte[] body = Json.encode(message, JsonValue.CODEC);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "the client left before the response was written", e);
    } finally {
      finish();
    }
  }

  /** Answers a notification: 202 with no body. */
  synchronized void accepted() {
    if (state != State.PENDING) {
      finish();
      return;
    }
    try {
      exchange.sendResponseHeaders(202, -1);
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "the client left before 202 was written", e);
    } finally {
      finish();
    }
  }

  /** Ends the exchange with nothing more written (the round was cancelled). */
  synchronized void abandon() {
    finish();
  }

  synchronized boolean isDone() {
    return state == State.DONE;
  }

  private void startStream() throws IOException {
    if (state == State.STREAMING) {
      return;
    }
    exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    exchange.getResponseHeaders().set("X-Accel-Buffering", "no");
    exchange.sendResponseHeaders(200, 0);
    stream = exchange.getResponseBody();
    state = State.STREAMING;
  }

  private void writeEvent(JsonObject message) throws IOException {
    byte[] data = Json.encode(message, JsonValue.CODEC); // compact: one line, so one data field
    stream.write("event: message\ndata: ".getBytes(StandardCharsets.US_ASCII));
    stream.write(data);
    stream.write("\n\n".getBytes(StandardCharsets.US_ASCII));
    stream.flush();
  }

  private boolean lost(IOException e) {
    LOG.log(Level.DEBUG, "the client closed the response stream", e);
    finish();
    return true;
  }

  private void finish() {
    state = State.DONE;
    exchange.close();
  }
}
