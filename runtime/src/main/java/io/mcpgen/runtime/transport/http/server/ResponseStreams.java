package io.mcpgen.runtime.transport.http.server;

import java.lang.System.Logger.Level;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The POST response streams of one session that a client may resume with {@code Last-Event-ID},
 * and the bound on what they keep: at most {@code maxEvents} events and {@code maxBytes} bytes
 * for the whole session. Room is made first by forgetting streams that have ended (oldest first),
 * then by forgetting the oldest events of the stream being written while a client is connected to
 * it (they went out). A stream with no client connected that still does not fit overflows: its
 * events are dropped, it takes no more, and it can no longer be resumed; that is logged once per
 * session. One lock, this object's, guards every stream of the session.
 */
final class ResponseStreams {

  private static final System.Logger LOG = System.getLogger(ResponseStreams.class.getName());

  final EventIds ids;
  private final int maxEvents;
  private final long maxBytes;
  /** The streams that keep events, oldest first; guarded by {@code this}. */
  private final Map<Long, ResumableStream> kept = new LinkedHashMap<>();
  private long nextStream = EventIds.SESSION_STREAM + 1;
  private int events;
  private long bytes;
  private boolean overflowLogged;
  private boolean closed;

  ResponseStreams(EventIds ids, int maxEvents, long maxBytes) {
    this.ids = ids;
    this.maxEvents = maxEvents;
    this.maxBytes = maxBytes;
  }

  /** A new stream for the response to one POSTed request; kept once its first event is written. */
  synchronized ResumableStream open() {
    return new ResumableStream(this, nextStream++);
  }

  /** The kept stream numbered {@code stream}; null when there is none (never was, forgotten or overflowed). */
  synchronized ResumableStream find(long stream) {
    return kept.get(stream);
  }

  /** Ends every stream's connection and forgets them all: the session ended. */
  synchronized void close() {
    closed = true;
    for (ResumableStream stream : List.copyOf(kept.values())) {
      stream.close();
    }
    kept.clear();
  }

  /** How many events the session's streams keep now. */
  synchronized int keptEvents() {
    return events;
  }

  /** How many bytes the session's streams keep now. */
  synchronized long keptBytes() {
    return bytes;
  }

  // What follows is called by the streams, under this object's lock.

  /** {@code stream} kept an event of {@code size} bytes: makes room as the class describes. */
  void added(ResumableStream stream, int size) {
    events++;
    bytes += size;
    if (closed) {
      stream.forgetAll(); // a request that outlived its session: nobody can resume it
      return;
    }
    kept.putIfAbsent(stream.number, stream);
    while (events > maxEvents || bytes > maxBytes) {
      ResumableStream ended = oldestEnded(stream);
      if (ended != null) {
        ended.forgetAll();
        kept.remove(ended.number);
      } else if (stream.connected()) {
        if (!stream.forgetOldest()) {
          return; // the rest is held by other requests' streams, which make their own room
        }
      } else {
        stream.overflow();
        kept.remove(stream.number);
        if (!overflowLogged) {
          overflowLogged = true;
          LOG.log(Level.WARNING, "a 2025-era session's response stream passed the session's limit of {0} events or "
              + "{1} bytes kept for a client to resume while no client was connected to it: its events were dropped "
              + "and it can no longer be resumed (logged once per session)", maxEvents, maxBytes);
        }
        return;
      }
    }
  }

  /** {@code stream} forgot events of {@code size} bytes in all. */
  void removed(int count, long size) {
    events -= count;
    bytes -= size;
  }

  private ResumableStream oldestEnded(ResumableStream except) {
    for (ResumableStream candidate : kept.values()) {
      if (candidate != except && candidate.ended()) {
        return candidate;
      }
    }
    return null;
  }
}
