package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.log.LogText;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;

/**
 * The response to one POSTed request: a single {@code application/json} body, unless something has
 * to be sent before the result (a notification, or a keep-alive during a long round), in which
 * case it becomes a {@code text/event-stream} whose last event is the result; the stream then
 * closes. A failed write means the client went away, which cancels the round.
 *
 * <p>A session's response stream is resumable instead ({@link ResumableStream}): its events carry
 * ids and are kept, and a client that goes away cancels nothing; the rest of the stream waits for
 * it to resume.
 */
final class ResponseChannel {

  private static final System.Logger LOG = System.getLogger(ResponseChannel.class.getName());
  private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] EVENT_START = "event: message\ndata: ".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] EVENT_END = "\n\n".getBytes(StandardCharsets.US_ASCII);

  private enum State { PENDING, STREAMING, DONE }

  private final HttpServerExchange exchange;
  private final boolean streamAllowed;
  private final boolean jsonAllowed;
  private final Runnable onDisconnect;
  /** Where the events go once streaming, for a session's request; null for a stateless one. */
  private final ResumableStream resumable;
  private State state = State.PENDING;
  private OutputStream stream;

  /**
   * @param streamAllowed false when the client's {@code Accept} excludes event streams: then
   *     notifications are dropped and only the result is sent
   * @param jsonAllowed false when it excludes JSON: then a 200 result is sent as an event stream
   *     too (an error with another status keeps its status, as a JSON body)
   * @param onDisconnect called (once) when a write fails
   */
  ResponseChannel(HttpServerExchange exchange, boolean streamAllowed, boolean jsonAllowed, Runnable onDisconnect) {
    this(exchange, streamAllowed, jsonAllowed, onDisconnect, null);
  }

  /**
   * A channel whose event stream, once started, is {@code resumable} (null: an ordinary one); a
   * lost connection then leaves the rest of the stream to a resuming client.
   */
  ResponseChannel(HttpServerExchange exchange, boolean streamAllowed, boolean jsonAllowed, Runnable onDisconnect,
      ResumableStream resumable) {
    this.exchange = exchange;
    this.streamAllowed = streamAllowed;
    this.jsonAllowed = jsonAllowed;
    this.onDisconnect = onDisconnect;
    this.resumable = resumable;
  }

  /** Sends a notification of the round, switching to an event stream if needed. */
  void notification(JsonObject notification) {
    synchronized (this) {
      if (state == State.DONE || !streamAllowed) {
        return;
      }
      try {
        startStream();
        writeEvent(notification, false);
        return;
      } catch (IOException e) {
        lost(e);
      } catch (RuntimeException | Error e) { // e.g. no memory to encode it: the response cannot go on
        broken(e);
      }
    }
    onDisconnect.run(); // outside the lock: cancelling waits for a notification being written
  }

  /** Writes a keep-alive comment, switching to an event stream if needed; finds a client that left. */
  void keepAlive() {
    synchronized (this) {
      if (state == State.DONE || !streamAllowed) {
        return;
      }
      try {
        startStream();
        if (resumable != null) {
          resumable.keepAlive();
          return;
        }
        stream.write(KEEP_ALIVE);
        stream.flush();
        return;
      } catch (IOException e) {
        lost(e);
      } catch (RuntimeException | Error e) {
        broken(e);
      }
    }
    onDisconnect.run();
  }

  /**
   * A probe that finds a client that left, on a server that learns of it only from a write: a
   * keep-alive comment, which makes a round that has written nothing yet an event stream (as its
   * first keep-alive would, later), so that a silent round's client is noticed too.
   */
  void probe() {
    keepAlive();
  }

  /**
   * Something failed while the reply was being made or written (out of memory, a bug): answered
   * {@code -32603} if nothing was sent yet, the exchange ended either way.
   */
  void failed(Throwable failure) {
    synchronized (this) {
      if (state == State.DONE) {
        return;
      }
      broken(failure);
    }
    onDisconnect.run();
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
        writeEvent(message, true);
        state = State.DONE;
        if (resumable == null) {
          exchange.end();
        }
      } else {
        state = State.DONE;
        exchange.setHeader("Content-Type", "application/json");
        exchange.send(status, Json.encode(message, JsonValue.CODEC), false);
      }
    } catch (IOException e) {
      LOG.log(Level.DEBUG, "the client left before the response was written", LogText.sanitized(e));
      finishLost();
    } catch (RuntimeException | Error e) { // e.g. no memory to encode it
      broken(e);
    }
  }

  /** Answers a notification: 202 with no body. */
  synchronized void accepted() {
    if (state != State.PENDING) {
      finishLost();
      return;
    }
    state = State.DONE;
    try {
      exchange.send(202, null, false);
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.DEBUG, "the client left before 202 was written", LogText.sanitized(e));
      exchange.abort();
    }
  }

  /** Ends the exchange with nothing more written (the round was cancelled). */
  synchronized void abandon() {
    if (state != State.DONE) {
      finishLost();
    }
  }

  /** Client-gone news from the server: the exchange is over, nothing more may be written. */
  void clientGone() {
    synchronized (this) {
      if (state == State.DONE) {
        return;
      }
      if (state == State.STREAMING && resumable != null) {
        resumable.lost(exchange); // the stream goes on without a connection, for the client to resume
        return;
      }
      finishLost();
    }
    onDisconnect.run();
  }

  synchronized boolean isDone() {
    return state == State.DONE;
  }

  private void startStream() throws IOException {
    if (state == State.STREAMING) {
      return;
    }
    exchange.setHeader("Content-Type", "text/event-stream");
    exchange.setHeader("Cache-Control", "no-cache");
    exchange.setHeader("X-Accel-Buffering", "no");
    stream = exchange.openStream(200);
    state = State.STREAMING;
    if (resumable != null) {
      resumable.connect(exchange, stream);
    }
  }

  private void writeEvent(JsonObject message, boolean last) throws IOException {
    byte[] data = Json.encode(message, JsonValue.CODEC); // compact: one line, so one data field
    if (resumable != null) {
      resumable.send(data, last); // a lost connection is the stream's to handle, not a disconnect
      return;
    }
    stream.write(EVENT_START);
    stream.write(data);
    stream.write(EVENT_END);
    stream.flush();
  }

  private void lost(IOException e) {
    LOG.log(Level.DEBUG, "the client closed the response stream", LogText.sanitized(e));
    finishLost();
  }

  private void broken(Throwable failure) {
    LOG.log(Level.ERROR, "the response could not be made", LogText.sanitized(failure));
    boolean unanswered = state == State.PENDING;
    state = State.DONE;
    if (!unanswered && resumable != null) {
      resumable.abandon();
      return;
    }
    if (!unanswered) {
      exchange.abort(); // cut off: the connection goes, so no client takes the body for whole
      return;
    }
    try {
      // As the service answers any failure of its own: a -32603 without id, the connection closed.
      HttpErrors.send(exchange, 200, ErrorCodes.INTERNAL_ERROR, "Internal error", true);
    } catch (Throwable again) { // still no memory for even that
      exchange.abort();
    }
  }

  /** The exchange ends without a complete response: the connection goes, so no client takes a cut-off body for whole. */
  private void finishLost() {
    state = State.DONE;
    exchange.abort();
  }
}
