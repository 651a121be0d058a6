package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.mcpgen.runtime.server.McpEndpoint;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The hostile-client suite every HTTP server mcpgen ships must pass, on loopback, with the figures
 * of the production-HTTP issue: while 40 clients that never read hold 3 MB replies, and while 40
 * slow-loris connections trickle their headers (then their bodies), a legitimate call answers
 * within 5 s; 60 replies of 3 MB aborted by the client leave the open descriptors and the heap
 * after GC where they were; no {@link OutOfMemoryError}; a body declared as 100 MB is refused
 * (413, connection closed) without being read.
 *
 * <p>The server runs in the test JVM (so its descriptors and heap are this process's); a module
 * extends this class and starts its server with its default settings. Every wait is bounded; the
 * suite takes well under two minutes. Each test prints its figures on a line starting with
 * {@code [attack <server>]}.
 */
public abstract class HttpAttackSuite {

  /** A server under attack, serving the given endpoint on loopback. */
  public interface RunningServer extends AutoCloseable {
    /** The MCP endpoint's URL, e.g. {@code http://127.0.0.1:40123/mcp}. */
    URI endpointUri();

    @Override
    void close();
  }

  static final int ATTACKERS = 40;
  static final int LARGE_TEXT = 3 * 1024 * 1024;
  static final int ABORTED = 60;
  static final long ANSWER_WITHIN_MILLIS = 5_000;
  static final long DECLARED_BYTES = 100L * 1024 * 1024;
  /** Descriptors and heap may drift this much (pools, the JIT, the test's own sockets closing late). */
  static final long DESCRIPTOR_MARGIN = 8;
  static final long HEAP_MARGIN_BYTES = 24L * 1024 * 1024;
  /** A client that never reads advertises a window this small. */
  static final int TINY_RECEIVE_BUFFER = 4096;

  private final List<Socket> sockets = new CopyOnWriteArrayList<>();
  private ExecutorService threads;
  private OutOfMemoryWatch outOfMemory;
  private RunningServer server;
  private RawHttp http;

  /** Starts the server under attack with its default settings, serving {@code endpoint}. */
  protected abstract RunningServer start(McpEndpoint endpoint) throws Exception;

  /** The server's name in the printed figures. */
  protected abstract String serverName();

  @BeforeEach
  void startServer() throws Exception {
    outOfMemory = new OutOfMemoryWatch();
    threads = Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "attacker");
      thread.setDaemon(true);
      return thread;
    });
    server = start(EchoEndpoint.engine());
    http = new RawHttp(server.endpointUri());
    RawHttp.Response first = http.echo("hello", 20_000);
    assertEquals(200, first.status(), "a quiet server answers an echo: " + first.head());
  }

  @AfterEach
  void stopServer() throws Exception {
    try {
      for (Socket socket : sockets) {
        reset(socket);
      }
      threads.shutdownNow();
      threads.awaitTermination(10, TimeUnit.SECONDS);
      if (server != null) {
        server.close();
      }
      assertEquals(0, outOfMemory.count(), "OutOfMemoryErrors during the attack");
    } finally {
      outOfMemory.close();
    }
  }

  @Test
  @Timeout(90)
  void aLegitimateCallAnswersWhileFortyClientsRefuseToReadTheirLargeReplies() throws Exception {
    byte[] body = RawHttp.echoCall(7, LARGE_TEXT);
    List<Future<?>> sent = new ArrayList<>();
    for (int i = 0; i < ATTACKERS; i++) {
      Socket socket = open();
      sent.add(threads.submit(() -> {
        OutputStream out = socket.getOutputStream();
        out.write(http.head(body.length, false));
        out.write(body);
        out.flush();
        return null;
      }));
    }
    int taken = waitFor(sent, 15_000); // a server that takes them all in has replies stuck in writes
    Thread.sleep(1_000);
    Timed answer = legitimateCall();
    report("non-reading clients: %d of %d bodies taken in; a legitimate call %s", taken, ATTACKERS, answer);
    answer.assertAnsweredInTime();
  }

  @Test
  @Timeout(60)
  void aLegitimateCallAnswersWhileFortyConnectionsTrickleTheirHeaders() throws Exception {
    List<Socket> loris = new ArrayList<>();
    for (int i = 0; i < ATTACKERS; i++) {
      Socket socket = open();
      socket.getOutputStream().write((http.openHead() + "X-Trickle: ").getBytes(StandardCharsets.ISO_8859_1));
      loris.add(socket);
    }
    trickleAndCall(loris, "slow-loris headers");
  }

  @Test
  @Timeout(60)
  void aLegitimateCallAnswersWhileFortyConnectionsTrickleTheirBodies() throws Exception {
    List<Socket> loris = new ArrayList<>();
    for (int i = 0; i < ATTACKERS; i++) {
      Socket socket = open();
      socket.getOutputStream().write(http.head(4096, false));
      socket.getOutputStream().write('{');
      loris.add(socket);
    }
    trickleAndCall(loris, "slow-loris bodies");
  }

  @Test
  @Timeout(90)
  void sixtyAbortedLargeRepliesLeaveTheDescriptorsAndTheHeapWhereTheyWere() throws Exception {
    byte[] body = RawHttp.echoCall(9, LARGE_TEXT);
    abortInBatches(body, 5); // warm the server's pools and this test's code first
    for (int i = 0; i < 3; i++) {
      assertEquals(200, http.echo("warm", 20_000).status());
    }
    settle(Long.MAX_VALUE);
    long descriptorsBefore = ProcessGauge.countsDescriptors() ? ProcessGauge.openDescriptors() : 0;
    long heapBefore = ProcessGauge.heapAfterGc();

    int aborted = abortInBatches(body, ABORTED);
    settle(descriptorsBefore + DESCRIPTOR_MARGIN);
    Timed after = legitimateCall();
    long descriptorsAfter = ProcessGauge.countsDescriptors() ? ProcessGauge.openDescriptors() : 0;
    long heapAfter = ProcessGauge.heapAfterGc();
    report("aborted replies: %d aborted; descriptors %d -> %d; heap after GC %.1f MB -> %.1f MB; then a call %s",
        aborted, descriptorsBefore, descriptorsAfter, heapBefore / 1048576.0, heapAfter / 1048576.0, after);
    assertEquals(ABORTED, aborted, "every aborted exchange got as far as its reply");
    assertTrue(descriptorsAfter <= descriptorsBefore + DESCRIPTOR_MARGIN,
        "descriptors grew from " + descriptorsBefore + " to " + descriptorsAfter);
    assertTrue(heapAfter <= heapBefore + HEAP_MARGIN_BYTES,
        "heap after GC grew from " + heapBefore + " to " + heapAfter + " bytes");
    after.assertAnsweredInTime();
  }

  @Test
  @Timeout(60)
  void aBodyDeclaredAsHundredMegabytesIsRefusedAndTheConnectionClosedWithoutReadingIt() throws Exception {
    Socket socket = open();
    long start = System.nanoTime();
    socket.getOutputStream().write(http.head(DECLARED_BYTES, false));
    socket.getOutputStream().write('{');
    socket.getOutputStream().flush();
    RawHttp.Response refused = RawHttp.read(socket, start + ANSWER_WITHIN_MILLIS * 1_000_000);
    long refusedMillis = (System.nanoTime() - start) / 1_000_000;
    String closed = closedWithin(socket, ANSWER_WITHIN_MILLIS);
    report("100 MB declared body: status %d after %d ms; connection %s", refused.status(), refusedMillis, closed);
    assertEquals(413, refused.status(), "a declared 100 MB body is refused at once: " + refused.head());
    assertEquals("closed", closed, "the server must close, not wait for (or drain) the body");
  }

  /** Sends one byte a second on every connection while a legitimate call is made. */
  private void trickleAndCall(List<Socket> loris, String attack) throws Exception {
    AtomicInteger dropped = new AtomicInteger();
    Future<?> trickle = threads.submit(() -> {
      boolean[] gone = new boolean[loris.size()];
      for (int tick = 0; tick < 30 && !Thread.currentThread().isInterrupted(); tick++) {
        for (int i = 0; i < loris.size(); i++) {
          if (!gone[i]) {
            try {
              loris.get(i).getOutputStream().write('a');
              loris.get(i).getOutputStream().flush();
            } catch (IOException closedByServer) {
              gone[i] = true;
              dropped.incrementAndGet();
            }
          }
        }
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException stop) {
          return;
        }
      }
    });
    Thread.sleep(1_500); // every connection has started its request
    Timed answer = legitimateCall();
    trickle.cancel(true);
    report("%s: %d connections, %d dropped by the server so far; a legitimate call %s",
        attack, loris.size(), dropped.get(), answer);
    answer.assertAnsweredInTime();
  }

  /**
   * Posts {@code count} large echoes, each on a connection that reads the first byte of its reply
   * and then resets; ten at a time. Returns how many got a reply started.
   */
  private int abortInBatches(byte[] body, int count) throws Exception {
    AtomicInteger replied = new AtomicInteger();
    for (int done = 0; done < count; ) {
      List<Future<?>> batch = new ArrayList<>();
      for (int i = 0; i < 10 && done < count; i++, done++) {
        batch.add(threads.submit(() -> {
          Socket socket = open();
          try {
            socket.getOutputStream().write(http.head(body.length, false));
            socket.getOutputStream().write(body);
            socket.getOutputStream().flush();
            socket.setSoTimeout(20_000);
            if (socket.getInputStream().read() != -1) {
              replied.incrementAndGet();
            }
          } finally {
            reset(socket);
          }
          return null;
        }));
      }
      waitFor(batch, 60_000);
    }
    return replied.get();
  }

  /** Waits (at most 10 s) until the descriptors are down to {@code limit}, then lets the server idle. */
  private static void settle(long limit) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (ProcessGauge.countsDescriptors() && ProcessGauge.openDescriptors() > limit && System.nanoTime() < end) {
      Thread.sleep(200);
    }
    Thread.sleep(500);
  }

  private Timed legitimateCall() throws IOException {
    long start = System.nanoTime();
    RawHttp.Response response = http.echo("legitimate", ANSWER_WITHIN_MILLIS);
    return new Timed(response, (System.nanoTime() - start) / 1_000_000);
  }

  /** A legitimate call's outcome and how long it took. */
  private static final class Timed {
    final RawHttp.Response response;
    final long millis;

    Timed(RawHttp.Response response, long millis) {
      this.response = response;
      this.millis = millis;
    }

    void assertAnsweredInTime() {
      if (response.status() == -1) {
        fail("a legitimate call got no answer within " + ANSWER_WITHIN_MILLIS + " ms");
      }
      assertEquals(200, response.status(), response.head());
      assertTrue(response.body().contains("legitimate"), response.body());
      assertTrue(millis <= ANSWER_WITHIN_MILLIS, "answered after " + millis + " ms");
    }

    @Override
    public String toString() {
      return response.status() == -1 ? "got no answer within " + ANSWER_WITHIN_MILLIS + " ms"
          : "answered " + response.status() + " in " + millis + " ms";
    }
  }

  private Socket open() throws IOException {
    Socket socket = new Socket();
    sockets.add(socket);
    socket.setReceiveBufferSize(TINY_RECEIVE_BUFFER); // before connecting, so the window stays small
    socket.connect(http.address(), 5_000);
    return socket;
  }

  /** "closed" when the server closed the connection within the time, else what happened. */
  private static String closedWithin(Socket socket, long millis) throws IOException {
    long end = System.nanoTime() + millis * 1_000_000;
    InputStream in = socket.getInputStream();
    byte[] buffer = new byte[8192];
    try {
      while (System.nanoTime() < end) {
        socket.setSoTimeout((int) Math.max(1, (end - System.nanoTime()) / 1_000_000));
        if (in.read(buffer) == -1) {
          return "closed";
        }
      }
    } catch (SocketTimeoutException stillOpen) {
      return "still open after " + millis + " ms";
    } catch (IOException reset) {
      return "closed";
    }
    return "still open after " + millis + " ms";
  }

  private static int waitFor(List<Future<?>> futures, long millis) throws InterruptedException {
    long end = System.nanoTime() + millis * 1_000_000;
    int done = 0;
    for (Future<?> future : futures) {
      try {
        future.get(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
        done++;
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException notDone) {
        // counted as not done
      }
    }
    return done;
  }

  /** Closes with a reset (SO_LINGER 0): the abrupt end a crashed or hostile client gives. */
  private static void reset(Socket socket) {
    try {
      if (!socket.isClosed()) {
        socket.setSoLinger(true, 0);
      }
    } catch (IOException ignored) {
      // already gone
    }
    try {
      socket.close();
    } catch (IOException ignored) {
      // already gone
    }
  }

  private void report(String format, Object... args) {
    System.out.println("[attack " + serverName() + "] " + String.format(format, args));
  }
}
