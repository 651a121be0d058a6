package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.server.SessionEra;
import java.lang.ref.WeakReference;
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

/** The session registry on a clock the test moves: the cap, idle expiry, principals, and nothing kept. */
class HttpSessionsTest {

  private final AtomicLong now = new AtomicLong(1_000_000_000L);
  private final HttpSessions sessions = new HttpSessions(new Era(), 3, Duration.ofMinutes(1), now::get);

  @Test
  void noMoreThanTheCapAreOpenAndIdleOnesMakeRoom() {
    List<HttpSessions.Session> open = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      open.add(sessions.open(null));
    }
    assertNull(sessions.open(null), "a fourth session beyond the cap");
    now.addAndGet(Duration.ofSeconds(61).toNanos());
    HttpSessions.Session fresh = sessions.open(null);
    assertNotNull(fresh, "the idle ones ended to make room");
    assertEquals(1, sessions.size());
    for (HttpSessions.Session ended : open) {
      assertTrue(((Era.Open) ended.session).closed);
      assertNull(sessions.find(ended.id, null));
    }
  }

  @Test
  void useKeepsASessionAliveAndItsIdleTimeEndsIt() {
    HttpSessions.Session session = sessions.open(null);
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
    HttpSessions.Session alice = sessions.open("alice");
    assertNull(sessions.find(alice.id, "mallory"));
    assertNull(sessions.find(alice.id, null));
    assertSame(alice, sessions.find(alice.id, "alice"));
  }

  @Test
  void idsAreLongRandomAndVisibleAscii() {
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < 3; i++) {
      String id = sessions.open(null).id;
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
        HttpSessions.Session session = sessions.open(null);
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
        return 0;
      }

      @Override
      public void close() {
        closed = true;
      }
    }
  }
}
