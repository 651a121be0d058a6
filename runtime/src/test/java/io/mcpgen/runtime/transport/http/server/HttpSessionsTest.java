package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import java.lang.ref.WeakReference;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The session registry on a clock the test moves: the caps, idle expiry, eviction to make room, principals, and nothing kept. */
class HttpSessionsTest {

  private static final HttpSessions.ReplayLimit LIMIT = new HttpSessions.ReplayLimit(16, 4096);
  private final AtomicLong now = new AtomicLong(1_000_000_000L);
  private final List<String> events = new ArrayList<>();
  private final HttpSessions.Listener listener = new HttpSessions.Listener() {
    @Override
    public void evicted(SessionOwner owner, SessionOwner opener) {
      events.add("evicted " + owner.shown() + " for " + opener.shown());
    }

    @Override
    public void refused(SessionOwner opener) {
      events.add("refused " + opener.shown());
    }
  };
  private final HttpSessions sessions = new HttpSessions(new Era(), 3, 3, Duration.ofMinutes(1), now::get, listener, LIMIT);
  private static final SessionOwner ANONYMOUS = SessionOwner.of(null, null);

  @Test
  void noMoreThanTheCapAreOpenAndIdleOnesMakeRoom() {
    List<HttpSessions.Session> open = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      open.add(sessions.open(ANONYMOUS));
    }
    for (HttpSessions.Session session : open) {
      ((Era.Open) session.session).running = 1;
    }
    assertNull(sessions.open(ANONYMOUS), "a fourth session beyond the cap, none idle to end");
    for (HttpSessions.Session session : open) {
      ((Era.Open) session.session).running = 0;
    }
    now.addAndGet(Duration.ofSeconds(61).toNanos());
    HttpSessions.Session fresh = sessions.open(ANONYMOUS);
    assertNotNull(fresh, "the idle ones ended to make room");
    assertEquals(1, sessions.size());
    for (HttpSessions.Session ended : open) {
      assertTrue(((Era.Open) ended.session).closed);
      assertNull(sessions.find(ended.id, null));
    }
  }

  @Test
  void useKeepsASessionAliveAndItsIdleTimeEndsIt() {
    HttpSessions.Session session = sessions.open(ANONYMOUS);
    now.addAndGet(Duration.ofSeconds(50).toNanos());
    assertSame(session, sessions.find(session.id, null));
    now.addAndGet(Duration.ofSeconds(50).toNanos());
    assertEquals(0, sessions.expire(), "used 50 s ago: not idle yet");
    now.addAndGet(Duration.ofSeconds(11).toNanos());
    assertEquals(1, sessions.expire());
    assertNull(sessions.find(session.id, null));
  }

  @Test
  void aSessionIsNobodysButItsPrincipals() {
    HttpSessions.Session alice = sessions.open(SessionOwner.of("alice", null));
    assertNull(sessions.find(alice.id, "mallory"));
    assertNull(sessions.find(alice.id, null));
    assertSame(alice, sessions.find(alice.id, "alice"));
  }

  @Test
  void idsAreLongRandomAndVisibleAscii() {
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < 3; i++) {
      String id = sessions.open(ANONYMOUS).id;
      assertTrue(id.length() >= 43 && id.chars().allMatch(c -> c >= 0x21 && c <= 0x7e), id);
      ids.add(id);
    }
    assertEquals(3, ids.size());
  }

  @Test
  void anEndedSessionIsNotKeptAnywhere() throws Exception {
    List<WeakReference<Object>> ended = new ArrayList<>();
    for (int round = 0; round < 10; round++) {
      for (int i = 0; i < 3; i++) {
        HttpSessions.Session session = sessions.open(ANONYMOUS);
        ended.add(new WeakReference<>(session));
        ended.add(new WeakReference<>(session.session));
      }
      now.addAndGet(Duration.ofMinutes(2).toNanos());
      assertEquals(3, sessions.expire());
    }
    assertEquals(0, sessions.size());
    for (int attempt = 0; attempt < 50 && ended.stream().anyMatch(ref -> ref.get() != null); attempt++) {
      System.gc();
      Thread.sleep(20);
    }
    assertTrue(ended.stream().allMatch(ref -> ref.get() == null), "an ended session is still reachable");
  }

  @Test
  void aPrincipalAtItsLimitMakesRoomByEndingItsOwnLeastRecentlyUsedIdleSession() throws Exception {
    HttpSessions table = new HttpSessions(new Era(), 100, 3, Duration.ofMinutes(30), now::get, listener, LIMIT);
    SessionOwner mallory = owner("10.0.0.66");
    List<HttpSessions.Session> own = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      own.add(table.open(mallory));
      now.addAndGet(Duration.ofSeconds(1).toNanos());
    }
    assertSame(own.get(0), table.find(own.get(0).id, null), "used again: now the most recent");
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    ((Era.Open) own.get(1).session).running = 1; // busy: never ended to make room

    HttpSessions.Session fourth = table.open(mallory);
    assertNotNull(fourth);
    assertEquals(3, table.held(mallory), "still at its limit, never beyond");
    assertTrue(((Era.Open) own.get(2).session).closed, "the least recently used idle one ended");
    assertNull(table.find(own.get(2).id, null), "an evicted session's id is unknown from then on (404)");
    assertFalse(((Era.Open) own.get(1).session).closed, "a session running a request is kept");
    assertEquals(List.of("evicted address 10.0.0.66 for address 10.0.0.66"), events);

    ((Era.Open) own.get(0).session).running = 1;
    ((Era.Open) fourth.session).running = 1;
    assertNull(table.open(mallory), "every session of it busy: refused");
    assertEquals("refused address 10.0.0.66", events.get(events.size() - 1));
    assertNotNull(table.open(owner("10.0.0.7")), "another address is not held to mallory's limit");
  }

  @Test
  void noOneCanKeepAFullTableAgainstAnotherPrincipal() throws Exception {
    HttpSessions table = new HttpSessions(new Era(), 10, 10, Duration.ofMinutes(30), now::get, listener, LIMIT);
    SessionOwner mallory = owner("10.0.0.66");
    List<HttpSessions.Session> hers = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      hers.add(table.open(mallory));
      now.addAndGet(Duration.ofSeconds(1).toNanos());
    }
    for (HttpSessions.Session session : hers) {
      assertSame(session, table.find(session.id, null), "she keeps every one of them alive");
    }
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    SessionOwner alice = SessionOwner.of("alice", InetAddress.getByName("10.0.0.66")); // same address, own principal
    HttpSessions.Session alices = table.open(alice);
    assertNotNull(alices, "the full table made room");
    assertTrue(((Era.Open) hers.get(0).session).closed, "the largest holder's least recently used session ended");
    assertEquals(9, table.held(mallory));

    // She opens more: each of hers ends one of her own, never alice's (alice holds fewer).
    for (int i = 0; i < 50; i++) {
      assertNotNull(table.open(mallory));
      now.addAndGet(Duration.ofMillis(10).toNanos());
    }
    assertSame(alices, table.find(alices.id, "alice"));
    assertEquals(1, table.held(alice));

    // Two others arrive: room is made from mallory's share again.
    assertNotNull(table.open(owner("10.0.0.8")));
    assertNotNull(table.open(SessionOwner.of("bob", null)));
    assertEquals(7, table.held(mallory));
    assertEquals(10, table.size());
  }

  @Test
  void betweenEqualHoldersTheOlderIdleSessionGoesAndAnOpenerNeverTakesFromOneHoldingNoMore() throws Exception {
    HttpSessions table = new HttpSessions(new Era(), 4, 4, Duration.ofMinutes(30), now::get, listener, LIMIT);
    SessionOwner a = owner("10.0.0.1");
    SessionOwner b = owner("10.0.0.2");
    HttpSessions.Session a1 = table.open(a);
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    HttpSessions.Session b1 = table.open(b);
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    HttpSessions.Session a2 = table.open(a);
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    HttpSessions.Session b2 = table.open(b);
    now.addAndGet(Duration.ofSeconds(1).toNanos());
    assertSame(a1, table.find(a1.id, null)); // a1 is now the most recent of all
    HttpSessions.Session c1 = table.open(owner("10.0.0.3"));
    assertNotNull(c1);
    assertTrue(((Era.Open) b1.session).closed, "a and b hold two each: the older idle session of either goes");
    assertFalse(((Era.Open) a2.session).closed);

    // b holds one and would hold two, as many as a: it takes from no one but itself.
    HttpSessions.Session b3 = table.open(b);
    assertNotNull(b3);
    assertTrue(((Era.Open) b2.session).closed);
    assertEquals(2, table.held(a));
    assertEquals(1, table.held(b));
    assertFalse(((Era.Open) c1.session).closed);
  }

  @Test
  void anonymousClientsCountByAddressAndIpv6ByItsSlash64() throws Exception {
    assertEquals(owner("2001:db8:1:2::1"), owner("2001:db8:1:2:ffff:1:2:3"));
    assertNotEquals(owner("2001:db8:1:2::1"), owner("2001:db8:1:3::1"));
    assertNotEquals(owner("10.0.0.1"), owner("10.0.0.2"));
    assertEquals("address 2001:db8:1:2:0:0:0:0/64", owner("2001:db8:1:2::1").shown());
    assertEquals(SessionOwner.of("alice", InetAddress.getByName("10.0.0.1")), SessionOwner.of("alice", null),
        "a principal counts as itself wherever it connects from");
  }

  private static SessionOwner owner(String address) throws Exception {
    return SessionOwner.of(null, InetAddress.getByName(address));
  }

  /** An era whose sessions only remember whether they were closed: the registry is what is tested. */
  private static final class Era implements SessionEra {

    @Override
    public List<String> versions() {
      return List.of("2025-11-25");
    }

    @Override
    public boolean opens(JsonObject message) {
      return true;
    }

    @Override
    public boolean belongsToSession(JsonObject message) {
      return true;
    }

    @Override
    public Session openSession(Consumer<JsonObject> outbound) {
      return new Open();
    }

    static final class Open implements Session {
      volatile boolean closed;
      volatile int running;

      @Override
      public CompletionStage<ServerReply> handle(JsonObject message, RequestContext context,
          Consumer<JsonObject> toClient, Executor resume) {
        return CompletableFuture.completedFuture(ServerReply.accepted());
      }

      @Override
      public boolean acceptResponse(JsonObject response) {
        return false;
      }

      @Override
      public boolean isOpen() {
        return !closed;
      }

      @Override
      public int runningRequests() {
        return running;
      }

      @Override
      public void close() {
        closed = true;
      }
    }
  }
}
