package io.mcpgen.jetty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.ProgressUpdate;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Jetty server's own behaviour: TLS, graceful shutdown, the head read deadline, routing. */
class JettyMcpServerTest {

  private final CountDownLatch gateOpen = new CountDownLatch(1);
  private final AtomicInteger floodSent = new AtomicInteger();
  private final CompletableFuture<Boolean> floodEnded = new CompletableFuture<>();
  private final CountDownLatch gateReached = new CountDownLatch(1);
  private final CountDownLatch asleep = new CountDownLatch(1);
  private final CompletableFuture<String> woken = new CompletableFuture<>();

  private McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("jetty-tests")
        .key("k1", "the jetty tests' own 32-byte key!".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("jetty-tests", "1")
        .requestState(codec)
        .tool(tool("echo"), McpHandler.simple(call -> text(call.arguments().get("text").asString())))
        .tool(tool("sleep"), McpHandler.simple(call -> {
          asleep.countDown();
          try {
            Thread.sleep(60_000);
            woken.complete("slept a minute");
          } catch (InterruptedException interrupted) {
            woken.complete("interrupted");
          }
          return text("woke");
        }))
        .tool(tool("paced"), McpHandler.simple(call -> {
          call.progress(JsonNumber.of(1), null, "first");
          Thread.sleep(1_500); // far longer than the first event's 100-odd bytes take at 1 KiB/s
          call.progress(JsonNumber.of(2), null, "second");
          return text("paced");
        }))
        .tool(tool("flood"), McpHandler.simple(call -> {
          // Progress until the client is gone: against a client that stops reading, a write blocks.
          String message = "x".repeat(8 * 1024);
          for (int i = 1; i <= 20_000 && !call.cancellation().isCancelled(); i++) {
            call.progress(JsonNumber.of(i), null, message);
            floodSent.incrementAndGet();
          }
          floodEnded.complete(call.cancellation().isCancelled());
          return text("flooded");
        }))
        .tool(tool("gate"), McpHandler.simple(call -> {
          gateReached.countDown();
          return text(gateOpen.await(20, TimeUnit.SECONDS) ? "passed" : "gate never opened");
        }))
        .build();
  }

  @Test
  @Timeout(60)
  void servesHttpsWithAKeyStoreMadeAtTestTime(@TempDir Path dir) throws Exception {
    Path keyStore = dir.resolve("server.p12");
    selfSignedKeyStore(keyStore, "test-pass");
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).tls(keyStore, "test-pass").start()) {
      assertEquals("https", server.endpointUri().getScheme());
      HttpClient https = HttpClient.newBuilder().sslContext(trusting(keyStore, "test-pass"))
          .version(HttpClient.Version.HTTP_1_1).build();
      try (McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.builder(server.endpointUri())
          .httpClient(https).build()).build()) {
        assertEquals("over TLS", resultText(client.callTool("echo", JsonObject.of("text", JsonString.of("over TLS")))
            .get(20, TimeUnit.SECONDS).resultOrThrow()));
      }
      // Plain HTTP on the TLS port gets no MCP answer.
      try (Socket socket = new Socket("127.0.0.1", server.port())) {
        socket.setSoTimeout(5_000);
        socket.getOutputStream().write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"
            .getBytes(StandardCharsets.ISO_8859_1));
        String reply = new String(socket.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1);
        assertTrue(!reply.startsWith("HTTP/1.1 2"), reply);
      } catch (IOException refused) {
        // the TLS layer dropped the connection: also no answer
      }
    }
  }

  @Test
  @Timeout(60)
  void closingLetsTheRequestInFlightFinishAndRefusesNewConnections() throws Exception {
    JettyMcpServer server = JettyMcpServer.builder(engine()).shutdownTimeout(Duration.ofSeconds(20)).start();
    int port = server.port();
    McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build();
    CompletableFuture<String> inFlight = client.callTool("gate", JsonObject.empty())
        .thenApply(outcome -> resultText(outcome.resultOrThrow()));
    assertTrue(gateReached.await(20, TimeUnit.SECONDS), "the call reached its handler");
    CompletableFuture<Void> closing = CompletableFuture.runAsync(server::close);
    Thread.sleep(500);
    assertTrue(!closing.isDone(), "close waits for the request in flight");
    assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close(),
        "no new connections while stopping");
    gateOpen.countDown();
    assertEquals("passed", inFlight.get(20, TimeUnit.SECONDS));
    closing.get(20, TimeUnit.SECONDS);
    client.close();
  }

  @Test
  @Timeout(60)
  void aRequestHeadThatTricklesPastTheDeadlineLosesItsConnection() throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).headerReadTimeout(Duration.ofSeconds(2)).start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      out.write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Trickle: ".getBytes(StandardCharsets.ISO_8859_1));
      socket.setSoTimeout(300);
      long start = System.nanoTime();
      boolean closed = false;
      for (int tick = 0; tick < 40 && !closed; tick++) { // at most 12 s of trickling
        try {
          out.write('a');
          closed = in.read() == -1;
        } catch (SocketTimeoutException stillOpen) {
          // the server is still reading the head
        } catch (IOException reset) {
          closed = true;
        }
      }
      long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
      assertTrue(closed, "the connection was still open after 12 s of trickling");
      assertTrue(seconds >= 1, "closed after " + seconds + " s: not before the deadline");
    }
  }

  @Test
  @Timeout(60)
  void anEventStreamThatPausesLongerThanTheMinimumResponseRateAllowsIsNotCutOff() throws Exception {
    // The pause is the server's own (a round at work), not a slow client: averaged since the
    // first event, the rate falls under 1 KiB/s, which must not fail the stream's next write.
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).minResponseDataRate(1024).start();
        McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build()) {
      List<ProgressUpdate> progress = new CopyOnWriteArrayList<>();
      CallOutcome outcome = client.callTool("paced", JsonObject.empty(),
          CallOptions.builder().onProgress(progress::add).build()).get(30, TimeUnit.SECONDS);
      assertEquals("paced", resultText(outcome.resultOrThrow()));
      assertEquals(2, progress.size());
    }
  }

  @Test
  @Timeout(60)
  void aCallTheClientCancelsInterruptsItsHandlerWithinAKeepAliveAndAProbe() throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).settings(fastKeepAlives()).start()) {
      assertCancellingInterruptsAtOnce(StreamableHttpClientTransport.connect(server.endpointUri()), "HTTP");
    }
  }

  @Test
  @Timeout(60)
  void aCallCancelledOverTlsInterruptsItsHandlerWithinAKeepAliveAndAProbe(@TempDir Path dir) throws Exception {
    Path keyStore = dir.resolve("server.p12");
    selfSignedKeyStore(keyStore, "test-pass");
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).settings(fastKeepAlives()).tls(keyStore, "test-pass")
        .start()) {
      HttpClient https = HttpClient.newBuilder().sslContext(trusting(keyStore, "test-pass"))
          .version(HttpClient.Version.HTTP_1_1).build();
      assertCancellingInterruptsAtOnce(StreamableHttpClientTransport.builder(server.endpointUri())
          .httpClient(https).build(), "HTTPS");
    }
  }

  /**
   * A silent round becomes an event stream at its first keep-alive and is probed from then on:
   * with 1 s keep-alives a client's close is seen within seconds (the default 15 s would make the
   * test wait that long).
   */
  private static StreamableHttpSettings fastKeepAlives() {
    return StreamableHttpSettings.builder().keepAliveInterval(Duration.ofSeconds(1)).build();
  }

  /** mcpgen's client closes the connection; the server sees it at the next keep-alive or probe. */
  private void assertCancellingInterruptsAtOnce(StreamableHttpClientTransport transport, String over)
      throws Exception {
    try (McpClientEngine client = McpClientEngine.builder(transport).build()) {
      Cancellation cancellation = Cancellation.create();
      CompletableFuture<CallOutcome> call = client.callTool("sleep", JsonObject.empty(),
          CallOptions.builder().cancellation(cancellation).build());
      assertTrue(asleep.await(10, TimeUnit.SECONDS));
      long cancelled = System.nanoTime();
      cancellation.cancel("the user gave up");
      assertEquals("interrupted", woken.get(8, TimeUnit.SECONDS));
      System.out.printf("client cancel to handler interrupt on JettyMcpServer over %s: %d ms%n", over,
          TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelled));
      assertThrows(Exception.class, () -> call.get(10, TimeUnit.SECONDS));
    }
  }

  @Test
  @Timeout(60)
  void aRequestRefusedOnItsHeadIsAnsweredWithoutWaitingForItsBody() throws Exception {
    // A body that fits the cap, declared but never sent: the server must not wait for (and hold)
    // it before refusing an unauthenticated client, or one with the wrong Origin or Content-Type.
    StreamableHttpSettings settings = StreamableHttpSettings.builder()
        .authenticator(headers -> {
          if (headers.first("Authorization") == null) {
            throw new AuthenticationException("a bearer token is required", "Bearer");
          }
          return "someone";
        })
        .bodyReadTimeout(Duration.ofSeconds(40)).build();
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).settings(settings).start()) {
      String head = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4000000\r\n";
      assertRefusedBeforeTheBody(server, head + "Content-Type: application/json\r\n", "HTTP/1.1 401");
      assertRefusedBeforeTheBody(server,
          head + "Authorization: Bearer t\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\n",
          "HTTP/1.1 403");
      assertRefusedBeforeTheBody(server, head + "Authorization: Bearer t\r\nContent-Type: text/plain\r\n",
          "HTTP/1.1 415");
    }
  }

  /** Sends {@code head} and one byte of its body; the status must come back, then the connection close. */
  private static void assertRefusedBeforeTheBody(JettyMcpServer server, String head, String status) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(10_000); // well under the body read timeout: a server waiting for the body fails here
      socket.getOutputStream().write((head + "\r\n{").getBytes(StandardCharsets.ISO_8859_1));
      InputStream in = socket.getInputStream();
      assertEquals(status, new String(in.readNBytes(12), StandardCharsets.ISO_8859_1));
      // The rest of the body is not read (nor waited for): the connection closes after the answer.
      while (in.read() != -1) {
        // the rest of the response
      }
    }
  }

  @Test
  @Timeout(90)
  void aClientThatStopsReadingAnEventStreamIsDroppedByTheWriteTimeoutWhileOthersAreServed() throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).writeTimeout(Duration.ofSeconds(10)).start();
        McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build();
        Socket stalled = new Socket()) {
      stalled.setReceiveBufferSize(4096);
      stalled.connect(new InetSocketAddress("127.0.0.1", server.port()));
      byte[] body = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"flood\","
          + "\"arguments\":{},\"_meta\":{\"progressToken\":\"p1\","
          + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
          + "\"io.modelcontextprotocol/clientCapabilities\":{},"
          + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"stalled\",\"version\":\"1\"}}}}")
          .getBytes(StandardCharsets.UTF_8);
      stalled.getOutputStream().write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n"
          + "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
          + "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: flood\r\n"
          + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      stalled.getOutputStream().write(body);
      // ... and never reads: wait until the event stream's writes no longer progress.
      int sent = -1;
      while (sent != floodSent.get() || sent == 0) {
        sent = floodSent.get();
        Thread.sleep(500);
      }
      assertTrue(!floodEnded.isDone(), "the flood is blocked on the stalled client");

      // Meanwhile a legitimate call is answered, before the write timeout has dropped the stalled one.
      assertEquals("meanwhile", resultText(client.callTool("echo", JsonObject.of("text", JsonString.of("meanwhile")))
          .get(30, TimeUnit.SECONDS).resultOrThrow()));
      assertTrue(!floodEnded.isDone(), "the legitimate call was answered while the stalled client was held");

      // The write timeout fails the blocked write: the round is cancelled and its thread returns ...
      assertTrue(floodEnded.get(60, TimeUnit.SECONDS), "the flood ended because its round was cancelled");
      // ... and the connection is closed: what was buffered drains, then end of stream (or a reset).
      stalled.setSoTimeout(10_000);
      InputStream in = stalled.getInputStream();
      try {
        while (in.read(new byte[65536]) != -1) {
          // what the kernel buffered before the server gave up
        }
      } catch (SocketTimeoutException stillOpen) {
        throw new AssertionError("the stalled client's connection is still open", stillOpen);
      } catch (IOException reset) {
        // dropped: also closed
      }
    }
  }

  @Test
  @Timeout(30)
  void anotherPathIsNotFound() throws Exception {
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).path("/mcp").start();
        Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(10_000);
      socket.getOutputStream().write("POST /other HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"
          .getBytes(StandardCharsets.ISO_8859_1));
      String status = new String(socket.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1);
      assertEquals("HTTP/1.1 404", status);
    }
  }

  /** A PKCS#12 key store with a self-signed certificate for 127.0.0.1, made by the running JDK's keytool. */
  private static void selfSignedKeyStore(Path keyStore, String password) throws Exception {
    Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
    Process process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "mcp", "-keyalg", "EC",
        "-groupname", "secp256r1", "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1,dns:localhost",
        "-validity", "2", "-storetype", "PKCS12", "-keystore", keyStore.toString(),
        "-storepass", password, "-keypass", password)
        .redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS), "keytool finished");
    assertEquals(0, process.exitValue(), output);
    assertTrue(Files.size(keyStore) > 0);
  }

  private static SSLContext trusting(Path keyStore, String password) throws Exception {
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keyStore)) {
      store.load(in, password.toCharArray());
    }
    TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trust.init(store);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(null, trust.getTrustManagers(), null);
    return context;
  }

  private static JsonObject tool(String name) {
    return JsonObject.builder().put("name", name)
        .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build();
  }

  private static JsonObject text(String text) {
    return JsonObject.of("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", text).build()));
  }

  private static String resultText(JsonObject result) {
    return result.get("content").asArray().get(0).asObject().get("text").asString();
  }
}
