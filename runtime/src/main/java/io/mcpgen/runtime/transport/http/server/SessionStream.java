package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.ScheduledFuture;

/**
 * The GET stream of one 2025-era session: where the server sends what belongs to no request (a
 * {@code notifications/resources/updated}). Every event gets an id (of stream
 * {@link EventIds#SESSION_STREAM}), and the last
 * {@value #REPLAY} events are kept, so a client that reconnects with {@code Last-Event-ID}
 * gets what it missed on this stream and nothing of another. One connection at a time: a new GET
 * takes the stream over, so no message goes out twice.
 */
final class SessionStream {

  static final int REPLAY = 32;
  private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.US_ASCII);

  private record Event(long id, byte[] data) {}

  private final ArrayDeque<Event> recent = new ArrayDeque<>();
  private final EventIds ids;
  private long nextId;
  private HttpServerExchange exchange;
  private OutputStream out;
  private ScheduledFuture<?> keepAlives;

  SessionStream(EventIds ids) {
    this.ids = ids;
  }

  /**
   * Opens the stream on {@code next} and replays the events after event {@code after} (all kept
   * ones when some after it are no longer kept), none when {@code after} is negative (a GET that
   * resumes nothing).
   */
  synchronized void attach(HttpServerExchange next, long after) throws IOException {
    detach();
    next.setHeader("Content-Type", "text/event-stream");
    next.setHeader("Cache-Control", "no-cache");
    next.setHeader("X-Accel-Buffering", "no");
    OutputStream opened = next.openStream(200);
    exchange = next;
    out = opened;
    if (after >= 0) {
      for (Event event : recent) {
        if (event.id() > after && !write(event)) {
          return;
        }
      }
    }
    out.flush();
  }

  /** Keeps the handle of the keep-alive task of the current connection, to stop it with the connection. */
  synchronized void keepAlives(ScheduledFuture<?> task) {
    if (keepAlives != null) {
      keepAlives.cancel(false);
    }
    keepAlives = task;
  }

  /** Sends a message, or keeps it for a reconnecting client when no connection is open. */
  synchronized void send(JsonObject message) {
    Event event = new Event(++nextId, Json.encode(message, JsonValue.CODEC));
    recent.addLast(event);
    if (recent.size() > REPLAY) {
      recent.removeFirst();
    }
    if (out != null) {
      write(event);
    }
  }

  synchronized void keepAlive() {
    if (out == null) {
      return;
    }
    try {
      out.write(KEEP_ALIVE);
      out.flush();
    } catch (IOException gone) {
      lost();
    }
  }

  synchronized boolean isOpen() {
    return out != null;
  }

  /** Forgets {@code gone}'s connection if it is still the current one (its client went away). */
  synchronized void detach(HttpServerExchange gone) {
    if (exchange == gone) {
      lost();
    }
  }

  /** Ends the current connection, if any (the session ended, or another GET took over). */
  synchronized void detach() {
    if (keepAlives != null) {
      keepAlives.cancel(false);
      keepAlives = null;
    }
    if (exchange != null) {
      exchange.end();
    }
    exchange = null;
    out = null;
  }

  private boolean write(Event event) {
    try {
      out.write(("id: " + ids.id(EventIds.SESSION_STREAM, event.id()) + "\nevent: message\ndata: ").getBytes(StandardCharsets.US_ASCII));
      out.write(event.data());
      out.write("\n\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      return true;
    } catch (IOException gone) {
      lost();
      return false;
    }
  }

  private void lost() {
    if (keepAlives != null) {
      keepAlives.cancel(false);
      keepAlives = null;
    }
    if (exchange != null) {
      exchange.abort();
    }
    exchange = null;
    out = null;
  }
}
