package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The memory a server's requests hold: a declared {@code Content-Length} reserves nothing before
 * its bytes come, the memory budget answers 503 with {@code Retry-After} to what does not fit
 * (before reading a declared body), replies not read by their clients hold the budget, and all of
 * it comes back once those clients leave. Each test starts its own server; the server runs in the
 * test JVM, whose heap the first test measures.
 */
public abstract class MemoryBudgetContract {

  private static final int MIB = 1024 * 1024;
  private static final Duration SETTLE = Duration.ofSeconds(20);

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();

  private final TestServer tools = new TestServer();
  private final List<Socket> sockets = new ArrayList<>();
  private HttpServerUnderTest server;

  @AfterEach
  public void stop() throws IOException {
    for (Socket socket : sockets) {
      socket.close();
    }
    if (server != null) {
      server.close();
    }
  }

  private URI start(StreamableHttpSettings.Builder settings) throws Exception {
    server = servers().start(tools.engine(), settings.bodyReadTimeout(Duration.ofSeconds(30)).build());
    return server.endpoint();
  }

  @Test
  public void headsDeclaringTheLargestBodyHoldNoHeapBeforeTheirBytesCome() throws Exception {
    URI endpoint = start(StreamableHttpSettings.builder().maxBodyBytes(4L * MIB).memoryBudget(Long.MAX_VALUE));
    long before = heapAfterGc();
    byte[] body = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of("never sent"))));
    for (int i = 0; i < 24; i++) {
      Socket head = open();
      head.getOutputStream().write(head(endpoint, body, 4 * MIB));
      head.getOutputStream().write(body, 0, 10); // a few bytes: the server has surely started reading
      head.getOutputStream().flush();
    }
    assertLegitimateCallAnswers(endpoint);
    long grown = 0;
    for (int sample = 0; sample < 6; sample++) { // the heads are read on other threads: look a few times
      Thread.sleep(200);
      grown = Math.max(grown, heapAfterGc() - before);
    }
    // Before, each head reserved its declared 4 MiB at once (1 MiB on the servlet adapter): 96 MiB
    // (24 MiB) for 24 heads. Now each costs the few bytes that came.
    assertTrue(grown < 10L * MIB, "24 heads declaring 4 MiB grew the heap by " + grown / MIB + " MiB");
  }

  @Test
  public void aDeclaredLengthBeyondTheBudgetIsAnswered503WithRetryAfterBeforeItsBodyIsRead() throws Exception {
    URI endpoint = start(StreamableHttpSettings.builder().maxBodyBytes(4L * MIB).memoryBudget(MIB));
    byte[] body = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of("x"))));
    Socket socket = open();
    socket.setSoTimeout(10_000);
    // 300 kB would cost 1.2 MB while it runs: more than the 1 MiB budget.
    socket.getOutputStream().write(head(endpoint, body, 300_000));
    socket.getOutputStream().flush(); // and no body at all: the answer cannot wait for it
    Http.Raw response = Http.readResponse(socket.getInputStream());
    assertEquals(503, response.status(), response.head());
    assertTrue(response.head().toLowerCase(Locale.ROOT).contains("retry-after: 1"), response.head());
    assertTrue(response.body().contains("\"code\":-32603"), response.body());
    assertEquals(-1, socket.getInputStream().read(), "the connection is closed: its body is left unread");
    awaitNothingInUse();
    assertLegitimateCallAnswers(endpoint);
  }

  @Test
  public void aChunkedBodyIsAnswered503WhenItNoLongerFits() throws Exception {
    URI endpoint = start(StreamableHttpSettings.builder().maxBodyBytes(4L * MIB).memoryBudget(MIB));
    String text = "x".repeat(2 * MIB);
    byte[] body = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of(text))));
    Socket socket = open();
    socket.setSoTimeout(10_000);
    OutputStream out = socket.getOutputStream();
    out.write(head(endpoint, body, -1));
    ExecutorService writer = Executors.newSingleThreadExecutor();
    try {
      writer.submit(() -> {
        for (int offset = 0; offset < body.length; offset += 65_536) {
          int length = Math.min(65_536, body.length - offset);
          out.write((Integer.toHexString(length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
          out.write(body, offset, length);
          out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return null; // the server may close before the end: the write then fails, which is expected
      });
      Http.Raw response = Http.readResponse(socket.getInputStream());
      assertEquals(503, response.status(), response.head());
      assertTrue(response.head().toLowerCase(Locale.ROOT).contains("retry-after: 1"), response.head());
    } finally {
      writer.shutdownNow();
    }
    socket.close();
    awaitNothingInUse();
    assertLegitimateCallAnswers(endpoint);
  }

  @Test
  public void aReplyNotReadHoldsTheBudgetUntilItsClientLeaves() throws Exception {
    URI endpoint = start(StreamableHttpSettings.builder().maxBodyBytes(12L * MIB).memoryBudget(48L * MIB));
    // 10 MB: more than the kernel's buffers between the two ends take, so the reply stays in the server.
    byte[] large = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of("x".repeat(10 * MIB)))));
    Socket reader = new Socket();
    reader.setReceiveBufferSize(4096);
    reader.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
    sockets.add(reader);
    reader.getOutputStream().write(head(endpoint, large, large.length));
    reader.getOutputStream().write(large);
    reader.getOutputStream().flush();
    reader.setSoTimeout(20_000);
    assertEquals(200, statusOf(reader.getInputStream())); // its reply has begun; the status line is all it reads
    long held = server.memoryInUse();
    assertTrue(held >= 10L * MIB, "the unwritten reply (10 MiB of text) is held: " + held);

    // Another such call would cost 40 MB of the 38 left: refused, unread. A small one still fits.
    Socket second = open();
    second.setSoTimeout(10_000);
    second.getOutputStream().write(head(endpoint, large, large.length));
    second.getOutputStream().flush();
    Http.Raw refused = Http.readResponse(second.getInputStream());
    assertEquals(503, refused.status(), refused.head());
    assertTrue(refused.head().toLowerCase(Locale.ROOT).contains("retry-after: 1"), refused.head());
    assertLegitimateCallAnswers(endpoint);

    reader.close();
    awaitNothingInUse();
    assertLegitimateCallAnswers(endpoint);
  }

  @Test
  public void repliesNotReadHoldTheBudgetAndComeBackWhenTheirClientsLeave() throws Exception {
    long budget = 24L * MIB;
    URI endpoint = start(StreamableHttpSettings.builder().maxBodyBytes(4L * MIB).memoryBudget(budget));
    AtomicLong highest = new AtomicLong();
    AtomicBoolean watching = new AtomicBoolean(true);
    Thread watcher = new Thread(() -> {
      while (watching.get()) {
        highest.accumulateAndGet(server.memoryInUse(), Math::max);
        Thread.onSpinWait();
      }
    });
    watcher.setDaemon(true);
    watcher.start();
    String text = "x".repeat(3 * MIB);
    byte[] body = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of(text))));
    List<Socket> attackers = new ArrayList<>();
    ExecutorService senders = Executors.newFixedThreadPool(8);
    try {
      List<Future<?>> sent = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        Socket attacker = new Socket();
        attacker.setReceiveBufferSize(4096); // a small window: its reply stays in the server
        attacker.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
        sockets.add(attacker);
        attackers.add(attacker);
        sent.add(senders.submit(() -> {
          OutputStream out = attacker.getOutputStream();
          out.write(head(endpoint, body, body.length));
          out.write(body);
          out.flush();
          return null; // a 503 may close the connection before the body is all sent
        }));
      }
      for (Future<?> each : sent) {
        try {
          each.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException refusedEarly) {
          // the server answered 503 and closed before the whole body went out
        }
      }
      assertLegitimateCallAnswers(endpoint);
      assertTrue(server.memoryInUse() <= budget, "in use " + server.memoryInUse());
      int answered = 0;
      int refused = 0;
      for (Socket attacker : attackers) { // now they read, the status line only: every request got a reply or a 503
        attacker.setSoTimeout(30_000);
        int status = statusOf(attacker.getInputStream());
        if (status == 503) {
          refused++;
        } else {
          assertEquals(200, status);
          answered++;
        }
      }
      assertTrue(refused > 0, "the budget refused some of the 40");
      assertTrue(answered > 0, "and answered others");
    } finally {
      senders.shutdownNow();
      watching.set(false);
    }
    watcher.join(5_000);
    assertTrue(highest.get() <= budget, "memory in use rose to " + highest.get() + ", past the budget " + budget);
    for (Socket attacker : attackers) {
      attacker.close();
    }
    awaitNothingInUse();
    assertLegitimateCallAnswers(endpoint);
  }

  @Test
  public void aRequestRunningWhenTheServerStopsGivesItsHoldBack() throws Exception {
    URI endpoint = start(StreamableHttpSettings.builder().memoryBudget(64L * MIB));
    tools.gate = new CountDownLatch(1);
    CompletableFuture<HttpResponse<String>> running = Http.CLIENT.sendAsync(
        Http.post(endpoint, call(1, "gate", JsonObject.empty())), HttpResponse.BodyHandlers.ofString());
    try {
      assertEquals("gate", tools.started.poll(10, TimeUnit.SECONDS));
      assertTrue(server.memoryInUse() > 0, "the running request holds its estimate");
      HttpServerUnderTest stopping = server;
      server = null; // stopped here, not after the test
      stopping.close();
      long deadline = System.nanoTime() + SETTLE.toNanos();
      while (stopping.memoryInUse() != 0 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertEquals(0, stopping.memoryInUse(), "stopping the server gave the running request's hold back");
    } finally {
      tools.gate.countDown();
      running.cancel(true);
    }
  }

  private Socket open() throws IOException {
    Socket socket = new Socket("127.0.0.1", server.port());
    sockets.add(socket);
    return socket;
  }

  /** The head a conforming client sends for {@code body}, with this {@code Content-Length} (or chunked when -1). */
  private static byte[] head(URI endpoint, byte[] body, long length) {
    HttpRequest request = Http.post(endpoint, call(1, "echo", JsonObject.of("text", JsonString.of("x"))));
    StringBuilder head = new StringBuilder("POST ").append(endpoint.getPath()).append(" HTTP/1.1\r\n")
        .append("Host: 127.0.0.1:").append(endpoint.getPort()).append("\r\n");
    for (Map.Entry<String, List<String>> header : request.headers().map().entrySet()) {
      if (!header.getKey().equalsIgnoreCase("content-length")) {
        header.getValue().forEach(value -> head.append(header.getKey()).append(": ").append(value).append("\r\n"));
      }
    }
    head.append(length < 0 ? "Transfer-Encoding: chunked" : "Content-Length: " + length).append("\r\n\r\n");
    return head.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  /** The status code of a response, reading its status line only. */
  private static int statusOf(InputStream in) throws IOException {
    byte[] line = in.readNBytes(12); // "HTTP/1.1 200"
    return line.length < 12 ? -1 : Integer.parseInt(new String(line, 9, 3, StandardCharsets.US_ASCII));
  }

  private static void assertLegitimateCallAnswers(URI endpoint) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(Http.post(endpoint, call(7, "echo",
        JsonObject.of("text", JsonString.of("still here")))), (name, value) -> true).timeout(Duration.ofSeconds(5))
        .build();
    HttpResponse<String> response = Http.send(request);
    assertEquals(200, response.statusCode(), response.body());
    assertEquals("still here", TestServer.resultText(Http.json(response)));
  }

  private void awaitNothingInUse() throws InterruptedException {
    long deadline = System.nanoTime() + SETTLE.toNanos();
    while (server.memoryInUse() != 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    assertEquals(0, server.memoryInUse(), "every hold was released once its exchange ended");
  }

  private static long heapAfterGc() {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return memory.getHeapMemoryUsage().getUsed();
  }
}
