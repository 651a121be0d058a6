package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.server.SessionEra;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The open sessions (of the endpoint's session-based era) of one service, by {@code Mcp-Session-Id}: capped in number, each
 * ended once it has idled past the timeout, each usable only by the principal that opened it.
 * Ids are 256 random bits, base64url (visible ASCII, as the specification asks).
 *
 * <p>No one client can keep the table to itself: each {@link SessionOwner} (a principal, or an
 * anonymous client's address) holds at most {@code maxPerOwner} sessions, and an owner at its
 * limit gets room by ending its own least recently used idle session (one with no request
 * running). When the whole table is full, the least recently used idle session of the owner
 * holding the most is ended before anyone is refused. Only when nothing that may be ended is idle
 * is an opening refused.
 */
final class HttpSessions {

  /** What the table did to make room, or could not: for the service's log summary. */
  interface Listener {
    /** A session of {@code owner} ended to make room for a session of {@code opener}. */
    void evicted(SessionOwner owner, SessionOwner opener);

    /** A session for {@code opener} was refused: nothing could be ended. */
    void refused(SessionOwner opener);
  }

  /** One session as the HTTP transport keeps it. */
  static final class Session {
    final String id;
    final String principal;
    final SessionOwner owner;
    final SessionEra.Session session;
    /** The ids of the events of all its streams. */
    final EventIds ids;
    /** Its GET stream. */
    final SessionStream stream;
    /** Its POST response streams, resumable. */
    final ResponseStreams responses;
    private final AtomicLong lastUsed;

    Session(String id, SessionOwner owner, SessionEra era, long now, EventIds ids, ReplayLimit replay) {
      this.id = id;
      this.principal = owner.principal();
      this.owner = owner;
      this.ids = ids;
      this.stream = new SessionStream(ids);
      this.responses = new ResponseStreams(ids, replay.events(), replay.bytes());
      // Its messages of no request go on its GET stream, kept for a reconnect when none is open.
      this.session = era.openSession(stream::send);
      this.lastUsed = new AtomicLong(now);
    }

    void touch(long now) {
      lastUsed.accumulateAndGet(now, Math::max);
    }

    boolean idleSince(long cutoff) {
      return lastUsed.get() < cutoff && idle();
    }

    /** No request of it is running: it may be ended to make room. */
    boolean idle() {
      return session.runningRequests() == 0;
    }

    long lastUsed() {
      return lastUsed.get();
    }

    void close() {
      session.close();
      stream.detach();
      responses.close();
    }
  }

  private final ConcurrentHashMap<String, Session> byId = new ConcurrentHashMap<>();
  /** Guarded by {@code this}. */
  private final Map<SessionOwner, Set<Session>> byOwner = new HashMap<>();
  private final SecureRandom random = new SecureRandom();
  private final SessionEra era;
  private final int max;
  private final int maxPerOwner;
  private final long idleNanos;
  private final LongSupplier clock;
  private final Listener listener;
  private final ReplayLimit replay;

  /** What each session keeps of its POST response streams for a client to resume them. */
  record ReplayLimit(int events, long bytes) {}

  HttpSessions(SessionEra era, int max, int maxPerOwner, Duration idleTimeout, LongSupplier clock, Listener listener,
      ReplayLimit replay) {
    this.era = era;
    this.replay = replay;
    this.max = max;
    this.maxPerOwner = maxPerOwner;
    this.idleNanos = idleTimeout.toNanos();
    this.clock = clock;
    this.listener = listener;
  }

  /**
   * A new session for {@code owner}, after ending what must end to make room (idle ones past the
   * timeout, then as the class describes); null when no room could be made.
   */
  Session open(SessionOwner owner) {
    if (byId.size() >= max) {
      expire();
    }
    Session evicted;
    Session opened;
    synchronized (this) {
      Set<Session> own = byOwner.getOrDefault(owner, Set.of());
      if (own.size() >= maxPerOwner) {
        evicted = leastRecentlyUsedIdle(own);
      } else if (byId.size() >= max) {
        evicted = fromTheLargestOwner(owner, own.size() + 1);
      } else {
        evicted = null;
      }
      boolean full = own.size() >= maxPerOwner || byId.size() >= max;
      if (full && evicted == null) {
        opened = null;
      } else {
        if (evicted != null) {
          forget(evicted);
        }
        byte[] bits = new byte[32];
        random.nextBytes(bits);
        opened = new Session(Base64.getUrlEncoder().withoutPadding().encodeToString(bits), owner, era,
            clock.getAsLong(), new EventIds(random), replay);
        byId.put(opened.id, opened);
        byOwner.computeIfAbsent(owner, key -> new LinkedHashSet<>()).add(opened);
      }
    }
    if (evicted != null) {
      evicted.close(); // outside the lock: closing runs the era's code
      listener.evicted(evicted.owner, owner);
    }
    if (opened == null) {
      listener.refused(owner);
    }
    return opened;
  }

  /** The session with this id opened by this principal, touched; null when there is none. */
  Session find(String id, String principal) {
    Session session = byId.get(id);
    if (session == null || !samePrincipal(session.principal, principal)) {
      return null; // another principal's session is nobody's to them: the same 404
    }
    long now = clock.getAsLong();
    if (session.idleSince(now - idleNanos)) {
      end(session);
      return null;
    }
    session.touch(now);
    return session;
  }

  /** Ends a session; false when it had already ended. */
  boolean end(Session session) {
    boolean ended;
    synchronized (this) {
      ended = forget(session);
    }
    if (ended) {
      session.close();
    }
    return ended;
  }

  /** Ends every session idle past the timeout; returns how many. */
  int expire() {
    long cutoff = clock.getAsLong() - idleNanos;
    int ended = 0;
    for (Session session : byId.values()) {
      if (session.idleSince(cutoff) && end(session)) {
        ended++;
      }
    }
    return ended;
  }

  int size() {
    return byId.size();
  }

  /** How many sessions {@code owner} holds. */
  synchronized int held(SessionOwner owner) {
    return byOwner.getOrDefault(owner, Set.of()).size();
  }

  Iterable<Session> all() {
    return byId.values();
  }

  void closeAll() {
    byId.values().forEach(this::end);
  }

  /** Removes a session from both indexes (under the lock); false when it was no longer there. */
  private boolean forget(Session session) {
    if (!byId.remove(session.id, session)) {
      return false;
    }
    Set<Session> own = byOwner.get(session.owner);
    if (own != null) {
      own.remove(session);
      if (own.isEmpty()) {
        byOwner.remove(session.owner);
      }
    }
    return true;
  }

  /**
   * With the table full: the least recently used idle session of the owner holding the most
   * sessions that has one idle, counting the opener as holding {@code openerWouldHold}; the
   * opener's own on a tie, so an opener never takes from an owner holding no more than it would.
   */
  private Session fromTheLargestOwner(SessionOwner opener, int openerWouldHold) {
    Session chosen = null;
    int chosenHeld = -1;
    boolean chosenOwn = false;
    for (Map.Entry<SessionOwner, Set<Session>> entry : byOwner.entrySet()) {
      boolean own = entry.getKey().equals(opener);
      int held = own ? openerWouldHold : entry.getValue().size();
      if (held < chosenHeld || (held == chosenHeld && chosenOwn)) {
        continue;
      }
      Session candidate = leastRecentlyUsedIdle(entry.getValue());
      if (candidate == null) {
        continue;
      }
      if (held == chosenHeld && !own && candidate.lastUsed() >= chosen.lastUsed()) {
        continue; // equal holdings of others: the older idle session goes
      }
      chosen = candidate;
      chosenHeld = held;
      chosenOwn = own;
    }
    return chosen;
  }

  private static Session leastRecentlyUsedIdle(Set<Session> sessions) {
    Session oldest = null;
    for (Session session : sessions) {
      if (session.idle() && (oldest == null || session.lastUsed() < oldest.lastUsed())) {
        oldest = session;
      }
    }
    return oldest;
  }

  private static boolean samePrincipal(String owner, String caller) {
    if (owner == null || caller == null) {
      return owner == null && caller == null;
    }
    return MessageDigest.isEqual(owner.getBytes(StandardCharsets.UTF_8), caller.getBytes(StandardCharsets.UTF_8));
  }
}
