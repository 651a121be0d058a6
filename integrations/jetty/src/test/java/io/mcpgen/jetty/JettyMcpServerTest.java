package io.mcpgen.jetty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonNumber;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.mrtr.client.CallOptions;
import io.mcpgen.runtime.mrtr.client.CallOutcome;
import io.mcpgen.runtime.mrtr.client.McpClient;
import io.mcpgen.runtime.mrtr.client.ProgressUpdate;
import io.mcpgen.runtime.mrtr.server.McpHandler;
import io.mcpgen.runtime.mrtr.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.StreamableHttpClientTransport;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
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
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Jetty server's own behaviour: TLS, graceful shutdown, the head read deadline, routing. */
class JettyMcpServerTest {

  private final CountDownLatch gateOpen = new CountDownLatch(1);
  private final CountDownLatch gateReached = new CountDownLatch(1);

  private McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("jetty-tests")
        .key("k1", "the jetty tests' own 32-byte key!".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("jetty-tests", "1")
        .requestState(codec)
        .tool(tool("echo"), McpHandler.simple(call -> text(call.arguments().get("text").asString())))
        .tool(tool("paced"), McpHandler.simple(call -> {
          call.progress(JsonNumber.of(1), null, "first");
          Thread.sleep(1_500); // far longer than the first event's 100-odd bytes take at 1 KiB/s
          call.progress(JsonNumber.of(2), null, "second");
          return text("paced");
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
      try (McpClient client = McpClient.builder(StreamableHttpClientTransport.builder(server.endpointUri())
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
    McpClient client = McpClient.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build();
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
        McpClient client = McpClient.builder(StreamableHttpClientTransport.connect(server.endpointUri())).build()) {
      List<ProgressUpdate> progress = new CopyOnWriteArrayList<>();
      CallOutcome outcome = client.callTool("paced", JsonObject.empty(),
          CallOptions.builder().onProgress(progress::add).build()).get(30, TimeUnit.SECONDS);
      assertEquals("paced", resultText(outcome.resultOrThrow()));
      assertEquals(2, progress.size());
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
