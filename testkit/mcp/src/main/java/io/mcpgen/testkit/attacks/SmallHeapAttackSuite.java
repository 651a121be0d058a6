package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile-client suite at a small heap, against a server in a JVM of its own started with
 * {@code -Xmx256m} ({@link ForkedServer}), so its heap, its connections and its log are measured
 * apart from the attacker. The cases are those of issue 32: 60 request heads declaring a large
 * body that never comes; 40 clients that send a 3 MB call and never read the 3 MB reply; 1,000
 * 2025-era {@code initialize} from one address; 2,000 requests with a bad or a duplicate
 * {@code Host}.
 *
 * <p>Every case starts a fresh server, warms it and takes its idle figures; during the attack a
 * legitimate call must be answered within 5 s; once the attackers have closed, the server must
 * have seen no {@link OutOfMemoryError} (the JVM's own record, the server's log, or a thread it
 * ended), hold no connection in CLOSE-WAIT (within 10 s), have its heap after GC within 24 MB of
 * its idle figure, and have logged fewer than 50 lines during the case. While the heads of the
 * first case are held, the heap after GC must already be within that margin (a declared length
 * reserves nothing); a 2025-era {@code initialize} from another loopback address must open a
 * session while the first address holds its thousand; no request with a bad {@code Host} may be
 * served. Each case prints its
 * figures on a line starting with {@code [attack <server> <case>]} and reports every check that
 * failed at once; the server's log is kept as {@code target/attack-logs/<server>-<case>.log}.
 *
 * <p>A module extends this class with a launcher: a class whose {@code main(String[] args)}
 * starts the server with its default settings serving {@link EchoEndpoint} (or the same
 * {@code echo} tool), on loopback, with the 2025 era on, then calls
 * {@link TargetControl#announce} with {@code args[0]} as the ready file.
 */
public abstract class SmallHeapAttackSuite {

  static final int DECLARED_HEADS = 60;
  /** Under the default 4 MiB body cap, so it is not refused at once. */
  static final long DECLARED_BODY_BYTES = 4_000_000;
  static final int NON_READERS = 40;
  static final int LARGE_TEXT = 3 * 1024 * 1024;
  static final int SESSION_OPENINGS = 1_000;
  static final int BAD_HOSTS = 2_000;
  static final int ATTACK_CONNECTIONS = 4;
  static final long ANSWER_WITHIN_MILLIS = 5_000;
  static final long CLOSE_WAIT_GONE_WITHIN_MILLIS = 10_000;
  static final long HEAP_MARGIN_BYTES = 24L * 1024 * 1024;
  static final int LOG_LINES_BELOW = 50;
  static final long STATS_WITHIN_MILLIS = 20_000;
  static final int TINY_RECEIVE_BUFFER = 4096;
  /** Where each case's server log is kept (the module's build folder when run by Maven). */
  static final Path KEPT_LOGS = Path.of("target", "attack-logs");
  /** Another loopback address (Linux routes all of 127/8 to lo): a second client the server can tell apart. */
  static final String OTHER_CLIENT_ADDRESS = "127.0.0.2";

  @TempDir
  Path directory;

  private final List<Socket> sockets = new CopyOnWriteArrayList<>();
  private ExecutorService threads;
  private ForkedServer server;
  private RawHttp http;
  private ForkedServer.Stats idle;
  private int logLinesBefore;

  /** The launcher's class name: its {@code main} starts the server (see the class comment). */
  protected abstract String launcher();

  /** The server's name in the printed figures. */
  protected abstract String serverName();

  @BeforeEach
  void startServer() throws Exception {
    threads = Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "attacker");
      thread.setDaemon(true);
      return thread;
    });
    server = ForkedServer.start(launcher(), directory);
    http = new RawHttp(server.endpoint());
    for (int i = 0; i < 3; i++) {
      RawHttp.Response warm = http.echo("hello", 20_000);
      assertEquals(200, warm.status(), "a quiet server answers an echo: " + warm.head());
    }
    RawHttp.Response large = http.echo(new String(new char[LARGE_TEXT]).replace('\0', 'w'), 30_000);
    assertEquals(200, large.status(), "a quiet server answers a 3 MB echo: " + large.head());
    idle = server.stats(STATS_WITHIN_MILLIS);
    assertNotNull(idle, "the quiet server answers on its side channel");
    logLinesBefore = server.logLines().size();
  }

  @AfterEach
  void stopServer(TestInfo test) throws Exception {
    for (Socket socket : sockets) {
      closeQuietly(socket);
    }
    threads.shutdownNow();
    threads.awaitTermination(10, TimeUnit.SECONDS);
    if (server != null) {
      server.close();
      String attack = test.getTestMethod().map(Method::getName).orElse("case");
      Files.createDirectories(KEPT_LOGS);
      Files.copy(server.log(), KEPT_LOGS.resolve(serverName() + "-" + attack + ".log"),
          StandardCopyOption.REPLACE_EXISTING);
    }
  }

  @Test
  @Timeout(150)
  void sixtyHeadsDeclaringALargeBodyThatNeverComes() throws Exception {
    List<Socket> heads = new ArrayList<>();
    for (int i = 0; i < DECLARED_HEADS; i++) {
      Socket socket = open(0);
      socket.getOutputStream().write(http.head(DECLARED_BODY_BYTES, false));
      socket.getOutputStream().flush();
      heads.add(socket);
    }
    Thread.sleep(1_000); // every head is in
    Timed call = legitimateCall();
    ForkedServer.Stats during = server.stats(STATS_WITHIN_MILLIS);
    heads.forEach(SmallHeapAttackSuite::closeQuietly);
    Aftermath after = aftermath();
    report("declared-length", "%d heads declaring %d bytes, no body; heap after GC while held %s; a legitimate call %s; %s",
        DECLARED_HEADS, DECLARED_BODY_BYTES, heap(during), call, after);
    verdict(call.problem(), heldWithinMargin(during), after.problems());
  }

  @Test
  @Timeout(150)
  void fortyClientsSendALargeCallAndNeverReadTheReply() throws Exception {
    byte[] body = RawHttp.echoCall(7, LARGE_TEXT);
    List<Socket> readers = new ArrayList<>();
    List<Future<?>> sent = new ArrayList<>();
    for (int i = 0; i < NON_READERS; i++) {
      Socket socket = open(TINY_RECEIVE_BUFFER);
      readers.add(socket);
      sent.add(threads.submit(() -> {
        OutputStream out = socket.getOutputStream();
        out.write(http.head(body.length, false));
        out.write(body);
        out.flush();
        return null;
      }));
    }
    int taken = waitFor(sent, 20_000);
    Thread.sleep(1_000);
    Timed call = legitimateCall();
    ForkedServer.Stats during = server.stats(STATS_WITHIN_MILLIS);
    readers.forEach(SmallHeapAttackSuite::closeQuietly);
    Aftermath after = aftermath();
    report("non-readers", "%d clients, %d of their 3 MB bodies taken in; heap after GC meanwhile %s; a legitimate call %s; %s",
        NON_READERS, taken, heap(during), call, after);
    verdict(call.problem(), after.problems());
  }

  @Test
  @Timeout(150)
  void oneAddressOpensAThousand2025Sessions() throws Exception {
    Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
    AtomicInteger next = new AtomicInteger();
    List<Future<?>> openers = new ArrayList<>();
    for (int c = 0; c < ATTACK_CONNECTIONS; c++) {
      openers.add(threads.submit(() -> {
        openSessions(next, statuses);
        return null;
      }));
    }
    int finished = waitFor(openers, 60_000);
    ForkedServer.Stats during = server.stats(STATS_WITHIN_MILLIS);
    Timed call = legitimateCall();
    long start = System.nanoTime();
    RawHttp.Response other = http.exchange(http.plainPost(RawHttp.legacyInitialize(1), http.hostLine(), true),
        InetAddress.getByName(OTHER_CLIENT_ADDRESS), ANSWER_WITHIN_MILLIS);
    Timed otherClient = new Timed(other, (System.nanoTime() - start) / 1_000_000, "Mcp-Session-Id");
    Aftermath after = aftermath();
    report("session-fill", "%d initialize from 127.0.0.1 on %d connections (%d finished): %s; sessions open %s; "
            + "a 2025 initialize from %s %s; a legitimate call %s; %s",
        SESSION_OPENINGS, ATTACK_CONNECTIONS, finished, counts(statuses),
        during == null ? "(no answer)" : String.valueOf(during.openSessions()), OTHER_CLIENT_ADDRESS, otherClient,
        call, after);
    verdict(otherClient.problem(), call.problem(), after.problems());
  }

  @Test
  @Timeout(150)
  void twoThousandRequestsWithABadOrDuplicateHost() throws Exception {
    Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
    AtomicInteger next = new AtomicInteger();
    AtomicInteger done = new AtomicInteger();
    List<Future<?>> flood = new ArrayList<>();
    for (int c = 0; c < ATTACK_CONNECTIONS; c++) {
      flood.add(threads.submit(() -> {
        sendBadHosts(next, done, statuses);
        return null;
      }));
    }
    long halfway = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (done.get() < BAD_HOSTS / 2 && System.nanoTime() < halfway) {
      Thread.sleep(20);
    }
    Timed call = legitimateCall();
    int finished = waitFor(flood, 60_000);
    Aftermath after = aftermath();
    report("bad-host", "%d requests with a bad or duplicate Host on %d connections at a time (%d finished): %s; "
            + "a legitimate call %s; %s",
        BAD_HOSTS, ATTACK_CONNECTIONS, finished, counts(statuses), call, after);
    List<String> served = new ArrayList<>();
    statuses.forEach((status, count) -> {
      if (status >= 200 && status < 300) {
        served.add(count + " requests with a bad Host were served (" + status + ")");
      }
    });
    verdict(call.problem(), String.join("; ", served), after.problems());
  }

  /**
   * While nothing but heads has arrived, the heap after GC stays within the margin of its idle
   * figure: a declared length must not reserve heap before the bytes come.
   */
  private String heldWithinMargin(ForkedServer.Stats during) {
    if (during == null) {
      return "no answer on the side channel while the heads were held";
    }
    return during.heapAfterGc() <= idle.heapAfterGc() + HEAP_MARGIN_BYTES ? ""
        : String.format(Locale.ROOT, "heads without a body held %.1f MB after GC (idle %.1f MB, margin %d MB)",
            mb(during.heapAfterGc()), mb(idle.heapAfterGc()), HEAP_MARGIN_BYTES >> 20);
  }

  /** Opens sessions on one keep-alive connection (a new one whenever the server closes it). */
  private void openSessions(AtomicInteger next, Map<Integer, AtomicInteger> statuses) throws IOException {
    Socket socket = null;
    try {
      for (int i = next.getAndIncrement(); i < SESSION_OPENINGS; i = next.getAndIncrement()) {
        if (socket == null) {
          socket = open(0);
        }
        socket.getOutputStream().write(http.plainPost(RawHttp.legacyInitialize(i), http.hostLine(), false));
        socket.getOutputStream().flush();
        RawHttp.Response response = readQuietly(socket);
        statuses.computeIfAbsent(response.status(), s -> new AtomicInteger()).incrementAndGet();
        if (response.status() == -1 || response.head().toLowerCase(Locale.ROOT).contains("connection: close")) {
          closeQuietly(socket);
          socket = null;
        }
      }
    } finally {
      if (socket != null) {
        closeQuietly(socket);
      }
    }
  }

  /** Sends bad-Host requests, each on a connection of its own, and counts the answers. */
  private void sendBadHosts(AtomicInteger next, AtomicInteger done, Map<Integer, AtomicInteger> statuses)
      throws IOException {
    byte[] body = RawHttp.echoCall(3, "bad host");
    for (int i = next.getAndIncrement(); i < BAD_HOSTS; i = next.getAndIncrement()) {
      Socket socket = open(0);
      try {
        socket.getOutputStream().write(http.plainPost(body, badHost(i), true));
        socket.getOutputStream().flush();
        RawHttp.Response response = readQuietly(socket);
        statuses.computeIfAbsent(response.status(), s -> new AtomicInteger()).incrementAndGet();
      } finally {
        closeQuietly(socket);
        sockets.remove(socket);
        done.incrementAndGet();
      }
    }
  }

  /** A TAB, U+0085 (NEL), U+009B (CSI) in the {@code Host} value, or two {@code Host} lines, in turn. */
  private byte[] badHost(int i) {
    String authority = http.address().getHostString() + ":" + http.address().getPort();
    String line;
    switch (i % 4) {
      case 0:
        line = "Host: " + authority + "\tevil\r\n";
        break;
      case 1:
        line = "Host: " + authority + "\u0085evil\r\n";
        break;
      case 2:
        line = "Host: " + authority + "\u009b31mevil\r\n";
        break;
      default:
        line = "Host: " + authority + "\r\nHost: evil.example\r\n";
        break;
    }
    return line.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Once the attackers are gone: waits (at most 10 s) for the server's CLOSE-WAIT connections to
   * go, then takes its figures and the lines it logged during the case.
   */
  private Aftermath aftermath() throws IOException, InterruptedException {
    long start = System.nanoTime();
    long end = start + TimeUnit.MILLISECONDS.toNanos(CLOSE_WAIT_GONE_WITHIN_MILLIS);
    int closeWait = CloseWait.count(server.port());
    while (closeWait > 0 && System.nanoTime() < end) {
      Thread.sleep(200);
      closeWait = CloseWait.count(server.port());
    }
    long waited = (System.nanoTime() - start) / 1_000_000;
    ForkedServer.Stats stats = server.stats(STATS_WITHIN_MILLIS);
    List<String> lines = server.logLines();
    List<String> logged = lines.subList(Math.min(logLinesBefore, lines.size()), lines.size());
    return new Aftermath(closeWait, waited, idle, stats, server.ranOutOfHeap(), server.alive(), logged);
  }

  /** The figures once the attackers have closed, and what they break of the demands. */
  private record Aftermath(int closeWait, long waitedMillis, ForkedServer.Stats idle, ForkedServer.Stats stats,
      boolean ranOutOfHeap, boolean alive, List<String> logged) {

    long outOfMemoryLines() {
      return logged.stream().filter(line -> line.contains("OutOfMemoryError")).count();
    }

    boolean outOfMemory() {
      return ranOutOfHeap || outOfMemoryLines() > 0 || (stats != null && stats.escapedOutOfMemory() > 0);
    }

    String problems() {
      List<String> problems = new ArrayList<>();
      if (!alive) {
        problems.add("the server process died");
      }
      if (outOfMemory()) {
        problems.add("OutOfMemoryError (JVM record " + ranOutOfHeap + ", " + outOfMemoryLines() + " log lines, "
            + (stats == null ? "?" : stats.escapedOutOfMemory()) + " threads ended by it)");
      }
      if (!CloseWait.countable()) {
        problems.add("cannot read /proc/net/tcp to count CLOSE-WAIT connections");
      } else if (closeWait > 0) {
        problems.add(closeWait + " connections still in CLOSE-WAIT " + CLOSE_WAIT_GONE_WITHIN_MILLIS
            + " ms after the attackers closed");
      }
      if (stats == null) {
        problems.add("no answer on the side channel within " + STATS_WITHIN_MILLIS + " ms");
      } else if (stats.heapAfterGc() > idle.heapAfterGc() + HEAP_MARGIN_BYTES) {
        problems.add(String.format(Locale.ROOT, "heap after GC %.1f MB, idle %.1f MB (margin %d MB)",
            mb(stats.heapAfterGc()), mb(idle.heapAfterGc()), HEAP_MARGIN_BYTES >> 20));
      }
      if (logged.size() >= LOG_LINES_BELOW) {
        problems.add(logged.size() + " log lines (at most " + (LOG_LINES_BELOW - 1) + "), the first: "
            + String.join(" | ", logged.subList(0, Math.min(5, logged.size()))));
      }
      return String.join("; ", problems);
    }

    @Override
    public String toString() {
      return String.format(Locale.ROOT, "after close: CLOSE-WAIT %d (after %d ms), heap after GC %.1f MB -> %s,"
              + " OutOfMemoryError %s, log %d lines, %s",
          closeWait, waitedMillis, mb(idle.heapAfterGc()), heap(stats), outOfMemory() ? "seen" : "none",
          logged.size(), alive ? "alive" : "dead");
    }
  }

  private Timed legitimateCall() throws IOException {
    long start = System.nanoTime();
    RawHttp.Response response = http.echo("legitimate", ANSWER_WITHIN_MILLIS);
    return new Timed(response, (System.nanoTime() - start) / 1_000_000, null);
  }

  /** A legitimate request's outcome and how long it took. */
  private static final class Timed {
    final RawHttp.Response response;
    final long millis;
    /** A header the answer must carry, or null for an echo that must hold "legitimate". */
    final String header;

    Timed(RawHttp.Response response, long millis, String header) {
      this.response = response;
      this.millis = millis;
      this.header = header;
    }

    /** Empty when answered well and in time, else what went wrong. */
    String problem() {
      if (response.status() == -1) {
        return "a legitimate request got no answer within " + ANSWER_WITHIN_MILLIS + " ms";
      }
      if (response.status() != 200) {
        return "a legitimate request got " + response.status() + ": " + response.body();
      }
      if (millis > ANSWER_WITHIN_MILLIS) {
        return "a legitimate request was answered after " + millis + " ms";
      }
      boolean complete = header == null ? response.body().contains("legitimate")
          : response.head().toLowerCase(Locale.ROOT).contains(header.toLowerCase(Locale.ROOT) + ":");
      return complete ? "" : "a legitimate request got an incomplete answer: " + response.head() + response.body();
    }

    @Override
    public String toString() {
      return response.status() == -1 ? "got no answer within " + ANSWER_WITHIN_MILLIS + " ms"
          : "answered " + response.status() + " in " + millis + " ms";
    }
  }

  private static void verdict(String... problems) {
    List<String> failed = new ArrayList<>();
    for (String problem : problems) {
      if (!problem.isEmpty()) {
        failed.add(problem);
      }
    }
    if (!failed.isEmpty()) {
      fail(String.join("; ", failed));
    }
  }

  private Socket open(int receiveBuffer) throws IOException {
    Socket socket = new Socket();
    sockets.add(socket);
    if (receiveBuffer > 0) {
      socket.setReceiveBufferSize(receiveBuffer); // before connecting, so the window stays small
    }
    socket.connect(http.address(), 5_000);
    return socket;
  }

  /** One response within the legitimate call's deadline; status -1 for none or a broken one. */
  private static RawHttp.Response readQuietly(Socket socket) {
    try {
      return RawHttp.read(socket, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ANSWER_WITHIN_MILLIS));
    } catch (IOException | RuntimeException noAnswer) {
      return new RawHttp.Response(-1, "", "");
    }
  }

  private static String counts(Map<Integer, AtomicInteger> statuses) {
    Map<Integer, Integer> sorted = new TreeMap<>();
    statuses.forEach((status, count) -> sorted.put(status, count.get()));
    List<String> parts = new ArrayList<>();
    sorted.forEach((status, count) -> parts.add((status == -1 ? "no answer" : String.valueOf(status)) + " x " + count));
    return String.join(", ", parts);
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

  /** An orderly close (FIN; the kernel sends a reset instead when unread bytes are waiting). */
  private static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException ignored) {
      // already gone
    }
  }

  private static double mb(long bytes) {
    return bytes / 1048576.0;
  }

  private static String heap(ForkedServer.Stats stats) {
    return stats == null ? "(no answer)" : String.format(Locale.ROOT, "%.1f MB", mb(stats.heapAfterGc()));
  }

  private void report(String attack, String format, Object... args) {
    System.out.println("[attack " + serverName() + " " + attack + "] " + String.format(Locale.ROOT, format, args)
        + " (server started in " + server.startMillis() + " ms)");
  }
}
