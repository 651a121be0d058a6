package io.mcpgen.runtime.transport.http.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.ScheduledFuture;

/**
 * The event stream of the response to one POSTed request of a session, which outlives its
 * connections: every event carries an id ({@link EventIds}) and is kept (within the session's
 * bound, {@link ResponseStreams}), so a client whose connection broke can resume it with a GET
 * carrying {@code Last-Event-ID}: it gets the events after that id, then the rest as they come,
 * and the connection ends after the response, as the POST's would have. While no connection is
 * open the events are kept for the client to resume. One connection at a time: a resuming GET
 * takes the stream over from the one before it, so no event goes out twice on live connections.
 */
final class ResumableStream {

  private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.US_ASCII);

  private record Event(long number, byte[] frame) {}

  final long number;
  private final ResponseStreams owner;
  /** Everything below is guarded by {@code owner}. */
  private final ArrayDeque<Event> events = new ArrayDeque<>();
  private long written;
  private long firstKept = 1;
  private HttpServerExchange exchange;
  private OutputStream out;
  private ScheduledFuture<?> keepAlives;
  private boolean ended;
  private boolean overflowed;

  ResumableStream(ResponseStreams owner, long number) {
    this.owner = owner;
    this.number = number;
  }

  /** The POST's own connection, its event stream just opened. */
  void connect(HttpServerExchange post, OutputStream stream) {
    synchronized (owner) {
      exchange = post;
      out = stream;
    }
  }

  /**
   * Sends one message ({@code data}: its compact JSON) as the next event, and keeps it; {@code last}
   * for the response, after which the connection ends and the stream takes nothing more.
   */
  void send(byte[] data, boolean last) {
    synchronized (owner) {
      if (ended) {
        return;
      }
      long id = ++written;
      byte[] frame = frame(owner.ids.id(number, id), data);
      if (!overflowed) {
        events.addLast(new Event(id, frame));
        owner.added(this, frame.length);
      }
      if (out != null) {
        write(frame);
      }
      if (last) {
        ended = true;
        endConnection();
      }
    }
  }

  /** A keep-alive comment on the open connection, if any; finds a client that left. */
  void keepAlive() {
    synchronized (owner) {
      if (out != null) {
        write(KEEP_ALIVE);
      }
    }
  }

  /** Keeps the handle of the keep-alive task of a resuming connection, to stop it with the connection. */
  void keepAlives(ScheduledFuture<?> task) {
    synchronized (owner) {
      if (keepAlives != null) {
        keepAlives.cancel(false);
      }
      keepAlives = task;
      if (out == null) {
        task.cancel(false); // the connection has already ended
      }
    }
  }

  /** Forgets {@code gone}'s connection if it is still the current one (its client went away). */
  void lost(HttpServerExchange gone) {
    synchronized (owner) {
      if (exchange == gone) {
        dropConnection();
      }
    }
  }

  /**
   * Resumes the stream on {@code next} after event {@code after}: writes the events after it, then
   * stays open for the rest. When the stream had already ended, {@link #endReplayed} ends it.
   *
   * @return false, with nothing written, when the events after {@code after} are no longer all kept
   *     (or {@code after} was never written)
   */
  boolean resume(HttpServerExchange next, long after) throws IOException {
    synchronized (owner) {
      if (overflowed || after > written || after + 1 < firstKept) {
        return false;
      }
      dropConnection(); // the connection before, if any: this one takes over
      next.setHeader("Content-Type", "text/event-stream");
      next.setHeader("Cache-Control", "no-cache");
      next.setHeader("X-Accel-Buffering", "no");
      exchange = next;
      out = next.openStream(200);
      for (Event event : events) {
        if (event.number() > after && !write(event.frame())) {
          return true;
        }
      }
      out.flush();
      return true;
    }
  }

  /**
   * Ends {@code resumed}, if it is still the connection, when the stream has ended (its response
   * replayed). Called off the server's own thread: there a flush waits until the replay went out,
   * where a servlet container's thread could not wait, and ending at once would lose it.
   */
  void endReplayed(HttpServerExchange resumed) {
    synchronized (owner) {
      if (ended && exchange == resumed && write(new byte[0])) {
        endConnection();
      }
    }
  }

  /** Ends the stream with no more events (the response could not be made): the connection is cut off. */
  void abandon() {
    synchronized (owner) {
      ended = true;
      dropConnection();
    }
  }

  /** The session ended: the connection is cut off. */
  void close() {
    synchronized (owner) {
      ended = true;
      dropConnection();
      forgetAll();
    }
  }

  // For the owner, under its lock.

  boolean connected() {
    return out != null;
  }

  boolean ended() {
    return ended;
  }

  /** Forgets the oldest kept event; false when none is kept. */
  boolean forgetOldest() {
    Event oldest = events.pollFirst();
    if (oldest == null) {
      return false;
    }
    firstKept = oldest.number() + 1;
    owner.removed(1, oldest.frame().length);
    return true;
  }

  /** Forgets every kept event. */
  void forgetAll() {
    long size = 0;
    for (Event event : events) {
      size += event.frame().length;
    }
    owner.removed(events.size(), size);
    events.clear();
    firstKept = written + 1;
  }

  /** The stream did not fit while no client was connected: it keeps nothing and can no longer be resumed. */
  void overflow() {
    forgetAll();
    overflowed = true;
  }

  private boolean write(byte[] bytes) {
    try {
      out.write(bytes);
      out.flush();
      return true;
    } catch (IOException gone) {
      dropConnection();
      return false;
    }
  }

  /** The response went out: the connection ends cleanly. */
  private void endConnection() {
    stopKeepAlives();
    if (exchange != null) {
      exchange.end();
    }
    exchange = null;
    out = null;
  }

  /** The connection goes without the rest of the stream: the client resumes it on another. */
  private void dropConnection() {
    stopKeepAlives();
    if (exchange != null) {
      exchange.abort();
    }
    exchange = null;
    out = null;
  }

  private void stopKeepAlives() {
    if (keepAlives != null) {
      keepAlives.cancel(false);
      keepAlives = null;
    }
  }

  private static byte[] frame(String id, byte[] data) {
    byte[] head = ("id: " + id + "\nevent: message\ndata: ").getBytes(StandardCharsets.US_ASCII);
    byte[] frame = new byte[head.length + data.length + 2];
    System.arraycopy(head, 0, frame, 0, head.length);
    System.arraycopy(data, 0, frame, head.length, data.length);
    frame[frame.length - 2] = '\n';
    frame[frame.length - 1] = '\n';
    return frame;
  }
}
