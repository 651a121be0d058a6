package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.server.SessionEra;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The open sessions (of the endpoint's session-based era) of one service, by {@code Mcp-Session-Id}: capped in number, each
 * ended once it has idled past the timeout, each usable only by the principal that opened it.
 * Ids are 256 random bits, base64url (visible ASCII, as the specification asks).
 */
final class HttpSessions {

  /** One session as the HTTP transport keeps it. */
  static final class Session {
    final String id;
    final String principal;
    final SessionEra.Session session;
    final SessionStream stream = new SessionStream();
    private final AtomicLong lastUsed;

    Session(String id, String principal, SessionEra era, long now) {
      this.id = id;
      this.principal = principal;
      // Its messages of no request go on its GET stream, kept for a reconnect when none is open.
      this.session = era.openSession(stream::send);
      this.lastUsed = new AtomicLong(now);
    }

    void touch(long now) {
      lastUsed.accumulateAndGet(now, Math::max);
    }

    boolean idleSince(long cutoff) {
      return lastUsed.get() < cutoff && session.runningRequests() == 0;
    }

    void close() {
      session.close();
      stream.detach();
    }
  }

  private final ConcurrentHashMap<String, Session> byId = new ConcurrentHashMap<>();
  private final SecureRandom random = new SecureRandom();
  private final SessionEra era;
  private final int max;
  private final long idleNanos;
  private final LongSupplier clock;

  HttpSessions(SessionEra era, int max, Duration idleTimeout, LongSupplier clock) {
    this.era = era;
    this.max = max;
    this.idleNanos = idleTimeout.toNanos();
    this.clock = clock;
  }

  /** A new session for {@code principal}, or null when {@code max} are open (after ending idle ones). */
  Session open(String principal) {
    if (byId.size() >= max) {
      expire();
    }
    synchronized (this) {
      if (byId.size() >= max) {
        return null;
      }
      byte[] bits = new byte[32];
      random.nextBytes(bits);
      Session session = new Session(Base64.getUrlEncoder().withoutPadding().encodeToString(bits), principal, era, clock.getAsLong());
      byId.put(session.id, session);
      return session;
    }
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
    if (byId.remove(session.id, session)) {
      session.close();
      return true;
    }
    return false;
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

  Iterable<Session> all() {
    return byId.values();
  }

  void closeAll() {
    byId.values().forEach(this::end);
  }

  private static boolean samePrincipal(String owner, String caller) {
    if (owner == null || caller == null) {
      return owner == null && caller == null;
    }
    return MessageDigest.isEqual(owner.getBytes(StandardCharsets.UTF_8), caller.getBytes(StandardCharsets.UTF_8));
  }
}
