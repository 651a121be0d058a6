package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A client that closes its connection while its request runs: the server notices when the
 * connection closes, not at its next keep-alive (15 s apart, and the first write after a close
 * still succeeds), and the handler's thread, blocked in {@code Thread.sleep}, is interrupted. Each
 * test prints the time from the close to the interrupt; the bound only keeps a failure from
 * hanging, well under one keep-alive interval.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ClientGoneContract {

  /** Far below the keep-alive interval: only detection of the close itself meets it. */
  private static final long BOUND_SECONDS = 8;
  private static final Duration KEEP_ALIVE = Duration.ofSeconds(15);

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();

  /** The container's name, for the figure printed. */
  protected abstract String serverName();

  private final TestServer tools = new TestServer();
  private HttpServerUnderTest server;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(tools.engine(),
        StreamableHttpSettings.builder().keepAliveInterval(KEEP_ALIVE).build());
  }

  @AfterAll
  public void stop() {
    server.close();
  }

  @Test
  public void aClientThatClosesBeforeAnyResponseGetsItsHandlerInterrupted() throws Exception {
    assertInterruptedAfterClose("silent", false);
  }

  @Test
  public void aClientThatClosesAnOpenEventStreamGetsItsHandlerInterrupted() throws Exception {
    assertInterruptedAfterClose("streaming", true);
  }

  @Test
  public void watchingForACloseKeepsTheConnectionForTheNextRequest() throws Exception {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(20_000);
      JsonObject json = call(2, "echo", JsonObject.of("text", JsonString.of("first")));
      JsonObject stream = call(3, "progress_then_result", JsonObject.empty(),
          TestServer.meta().put(McpMeta.PROGRESS_TOKEN, "p3").build());
      JsonObject again = call(4, "echo", JsonObject.of("text", JsonString.of("third")));
      for (JsonObject message : List.of(json, stream, again)) {
        byte[] body = Http.bytes(message);
        OutputStream out = socket.getOutputStream();
        out.write(head(Http.post(server.endpoint(), message), body.length).getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
        String response = message == stream ? readChunked(socket.getInputStream())
            : Http.readResponse(socket.getInputStream()).body();
        assertTrue(response.contains(message == stream ? "done" : message.get("params").asObject()
            .get("arguments").asObject().get("text").asString()), response);
      }
    }
  }

  private void assertInterruptedAfterClose(String tag, boolean stream) throws Exception {
    JsonObject arguments = stream
        ? JsonObject.builder().put("tag", tag).put("progress", JsonBoolean.TRUE).build()
        : JsonObject.of("tag", JsonString.of(tag));
    JsonObject meta = TestServer.meta().put(McpMeta.PROGRESS_TOKEN, tag).build();
    JsonObject message = call(1, "sleep", arguments, meta);
    HttpRequest request = Http.post(server.endpoint(), message);
    long closedAt;
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      byte[] body = Http.bytes(message);
      out.write(head(request, body.length).getBytes(StandardCharsets.ISO_8859_1));
      out.write(body);
      out.flush();
      assertEquals("sleep", tools.started.poll(10, TimeUnit.SECONDS));
      if (stream) {
        assertTrue(readUntil(socket.getInputStream(), "notifications/progress"), "no progress event came");
      }
      closedAt = System.nanoTime();
    }
    // A silent round is probed too (it becomes an event stream): well before the 15 s keep-alive.
    long bound = BOUND_SECONDS;
    String interrupted = tools.interrupted.poll(bound, TimeUnit.SECONDS);
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - closedAt);
    System.out.printf("client gone (%s, %s): handler interrupted after %d ms%n", serverName(), tag,
        interrupted == null ? -1 : millis);
    assertEquals(tag, interrupted, "the handler was not interrupted within " + bound + " s of the close");
  }

  /** The request's head as the JDK client would write it, for a socket this test closes itself. */
  private static String head(HttpRequest request, int length) {
    StringBuilder head = new StringBuilder("POST ").append(request.uri().getRawPath()).append(" HTTP/1.1\r\n")
        .append("Host: 127.0.0.1:").append(request.uri().getPort()).append("\r\n")
        .append("Content-Length: ").append(length).append("\r\n");
    for (Map.Entry<String, List<String>> header : request.headers().map().entrySet()) {
      for (String value : header.getValue()) {
        head.append(header.getKey()).append(": ").append(value).append("\r\n");
      }
    }
    return head.append("\r\n").toString();
  }

  /** A chunked response through its last chunk: what a client waits for before reusing the connection. */
  private static String readChunked(InputStream in) throws Exception {
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    int b;
    while ((b = in.read()) != -1) {
      seen.write(b);
      if (seen.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n0\r\n\r\n")) {
        return seen.toString(StandardCharsets.UTF_8);
      }
    }
    throw new AssertionError("the connection closed after " + seen.toString(StandardCharsets.UTF_8));
  }

  private static boolean readUntil(InputStream in, String text) throws Exception {
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    int b;
    while ((b = in.read()) != -1) {
      seen.write(b);
      if (b == '\n' && seen.toString(StandardCharsets.UTF_8).contains(text)) {
        return true;
      }
    }
    return false;
  }
}
