package io.mcpgen.runtime.transport.http.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.LostRound;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.JsonRpcResult;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The HTTP client transport against a server that dies or resets at each point of an exchange:
 * it says whether a lost round can have reached the server, and the client re-sends accordingly.
 */
class LostRoundHttpTest {

  private static final String ASKING = "{\"resultType\":\"input_required\",\"inputRequests\":{\"who\":"
      + "{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Name?\",\"requestedSchema\":{\"type\":\"object\","
      + "\"properties\":{\"name\":{\"type\":\"string\"}}}}}},\"requestState\":\"state-1\"}";
  private static final String DONE = "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"done\"}]}";

  /** What the server does with one connection. */
  private enum Fate { ANSWER, RESET_BEFORE_READING, RESET_AFTER_REQUEST, STATUS_502, STATUS_503, STATUS_504,
    PARTIAL_BODY, STREAM_CUT }

  private final List<RawServer> servers = new CopyOnWriteArrayList<>();

  @AfterEach
  void stopServers() {
    servers.forEach(RawServer::close);
  }

  @Test
  void aRefusedConnectionNeverReachedTheServer() throws Exception {
    int port = closedPort();
    RoundLostException lost = lose(URI.create("http://127.0.0.1:" + port + "/mcp"), request("x"));
    assertFalse(lost.reachedServer(), lost.getMessage());
  }

  @Test
  void aResetBeforeTheBodyWasHandedOverNeverReachedTheServer() throws Exception {
    // Every connection is reset: the JDK client itself tries a POST it could not write once more.
    RawServer server = start(Fate.RESET_BEFORE_READING, Fate.RESET_BEFORE_READING, Fate.RESET_BEFORE_READING);
    // Far more than the socket buffers hold: the connection breaks before the client could hand it all over.
    RoundLostException lost = lose(server.endpoint(), request("x".repeat(32 * 1024 * 1024)));
    assertFalse(lost.reachedServer(), lost.getMessage());
    assertTrue(lost.getMessage().contains("before the request was sent"), lost.getMessage());
  }

  @Test
  void aResetAfterTheWholeRequestMayHaveReachedTheServer() throws Exception {
    RawServer server = start(Fate.RESET_AFTER_REQUEST);
    RoundLostException lost = lose(server.endpoint(), request("x"));
    assertTrue(lost.reachedServer(), lost.getMessage());
  }

  @Test
  void aResponseThatBreaksOffLosesOnlyTheReply() throws Exception {
    assertTrue(lose(start(Fate.PARTIAL_BODY).endpoint(), request("x")).reachedServer());
    assertTrue(lose(start(Fate.STREAM_CUT).endpoint(), request("x")).reachedServer());
  }

  @Test
  void gatewayStatusesSayWhetherTheServerMayHaveHandledIt() throws Exception {
    assertTrue(lose(start(Fate.STATUS_502).endpoint(), request("x")).reachedServer(), "502: the reply was lost");
    assertTrue(lose(start(Fate.STATUS_504).endpoint(), request("x")).reachedServer(), "504: the reply was lost");
    assertFalse(lose(start(Fate.STATUS_503).endpoint(), request("x")).reachedServer(), "503: turned away unhandled");
  }

  @Test
  void aServerThatDiesBetweenRoundsAndComesBackCompletesTheFlow() throws Exception {
    // Round 1 is answered; the server then dies (its port refuses) and is back before the re-send.
    RawServer first = start(Fate.ANSWER);
    int port = first.port();
    List<LostRound> losses = new CopyOnWriteArrayList<>();
    McpClientEngine client = client(first.endpoint(), CallOptions.builder().lostRoundBackoff(Duration.ofMillis(1))
        .onLostRound(loss -> {
          losses.add(loss);
          servers.add(RawServer.restart(port)); // the replica comes back on its port
        }).build());
    first.afterAnswers(1, () -> first.close());

    CallOutcome outcome = client.callTool("pay", JsonObject.empty()).get(60, TimeUnit.SECONDS);
    assertInstanceOf(CallOutcome.Complete.class, outcome);
    assertEquals(1, losses.size());
    assertFalse(losses.get(0).reachedServer());
    assertEquals(2, losses.get(0).round());
  }

  @Test
  void aResetAfterTheRequestFailsAToolNotSafeToRepeatUnlessTheCallOptsIn() throws Exception {
    RawServer server = start(Fate.ANSWER, Fate.RESET_AFTER_REQUEST);
    McpClientEngine client = client(server.endpoint(), CallOptions.builder().lostRoundBackoff(Duration.ZERO).build());
    ExecutionException failed = assertThrows(ExecutionException.class,
        () -> client.callTool("pay", JsonObject.empty()).get(60, TimeUnit.SECONDS));
    assertInstanceOf(TransportException.class, failed.getCause());
    assertEquals(2, server.requests.size(), "round 2 was not sent again");

    RawServer again = start(Fate.ANSWER, Fate.RESET_AFTER_REQUEST);
    McpClientEngine optedIn = client(again.endpoint(), CallOptions.builder().lostRoundBackoff(Duration.ZERO)
        .resendLostReplies(true).build());
    assertInstanceOf(CallOutcome.Complete.class, optedIn.callTool("pay", JsonObject.empty()).get(60, TimeUnit.SECONDS));
    assertEquals(3, again.requests.size(), "round 2 reached the server twice");
    assertEquals(JsonString.of("state-1"), Json.parse(again.requests.get(2)).asObject().get("params").asObject()
        .get("requestState"), "the re-send echoes the state");
  }

  private McpClientEngine client(URI endpoint, CallOptions options) {
    return McpClientEngine.builder(StreamableHttpClientTransport.connect(endpoint))
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept((JsonObject) Json.parse("{\"name\":\"Ada\"}"))))
        .defaults(options.toBuilder().roundTimeout(Duration.ofSeconds(60)).build())
        .build();
  }

  private static JsonObject request(String text) {
    return new JsonRpcRequest(RequestId.of(1), "tools/call", JsonObject.builder().put("name", "echo")
        .put("arguments", JsonObject.of("text", JsonString.of(text))).build()).toJson();
  }

  /** Sends one request straight through the transport and returns how it was lost. */
  private static RoundLostException lose(URI endpoint, JsonObject request) throws Exception {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(endpoint)) {
      CompletableFuture<JsonObject> response = transport.send(request, notification -> { }).response()
          .toCompletableFuture();
      ExecutionException failed = assertThrows(ExecutionException.class, () -> response.get(60, TimeUnit.SECONDS));
      return assertInstanceOf(RoundLostException.class, failed.getCause());
    }
  }

  private RawServer start(Fate... fates) throws IOException {
    RawServer server = new RawServer(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), fates);
    servers.add(server);
    return server;
  }

  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  /** One connection per request; each connection meets the next fate, then every one is answered. */
  private static final class RawServer implements AutoCloseable {
    private final ServerSocket socket;
    private final BlockingQueue<Fate> fates = new LinkedBlockingQueue<>();
    final List<String> requests = new CopyOnWriteArrayList<>();
    private volatile int closeAfter = -1;
    private volatile Runnable onAnswered = () -> { };
    private volatile int answered;

    RawServer(ServerSocket socket, Fate... fates) {
      this.socket = socket;
      this.fates.addAll(List.of(fates));
      Thread thread = new Thread(this::serve, "raw-http-server");
      thread.setDaemon(true);
      thread.start();
    }

    static RawServer restart(int port) {
      try {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        return new RawServer(socket);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    int port() {
      return socket.getLocalPort();
    }

    URI endpoint() {
      return URI.create("http://127.0.0.1:" + port() + "/mcp");
    }

    /** Runs {@code action} once {@code count} requests were answered (before the answer is written). */
    void afterAnswers(int count, Runnable action) {
      closeAfter = count;
      onAnswered = action;
    }

    private void serve() {
      while (!socket.isClosed()) {
        try (Socket connection = socket.accept()) {
          handle(connection, fates.isEmpty() ? Fate.ANSWER : fates.poll());
        } catch (IOException e) {
          // the connection ended or the server closed: next one
        }
      }
    }

    private void handle(Socket connection, Fate fate) throws IOException {
      if (fate == Fate.RESET_BEFORE_READING) {
        connection.setSoLinger(true, 0);
        return;
      }
      String body = readRequest(connection.getInputStream());
      requests.add(body);
      OutputStream out = connection.getOutputStream();
      switch (fate) {
        case RESET_AFTER_REQUEST:
          connection.setSoLinger(true, 0);
          return;
        case STATUS_502:
        case STATUS_503:
        case STATUS_504:
          int status = fate == Fate.STATUS_502 ? 502 : fate == Fate.STATUS_503 ? 503 : 504;
          write(out, status, "text/html", "<html>gateway says " + status + "</html>");
          return;
        case PARTIAL_BODY:
          out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"jsonrpc\":")
              .getBytes(StandardCharsets.US_ASCII));
          out.flush();
          connection.setSoLinger(true, 0);
          return;
        case STREAM_CUT:
          out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
              + "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\","
              + "\"data\":\"working\"}}\n\n").getBytes(StandardCharsets.UTF_8));
          out.flush();
          return;
        default:
          JsonObject request = Json.parse(body).asObject();
          String result = request.get("params").asObject().has("inputResponses") ? DONE : ASKING;
          int count = ++answered;
          if (count == closeAfter) {
            onAnswered.run();
          }
          write(out, 200, "application/json", Json.stringify(new JsonRpcResult(RequestId.from(request.get("id")),
              Json.parse(result).asObject()).toJson()));
      }
    }

    private static String readRequest(InputStream in) throws IOException {
      ByteArrayOutputStream head = new ByteArrayOutputStream();
      int matched = 0;
      while (matched < 4) {
        int b = in.read();
        if (b < 0) {
          throw new IOException("the client closed before the end of the headers");
        }
        head.write(b);
        matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
            ? matched + 1 : (b == '\r' ? 1 : 0);
      }
      int length = 0;
      for (String line : head.toString(StandardCharsets.US_ASCII).split("\r\n")) {
        if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
          length = Integer.parseInt(line.substring("content-length:".length()).trim());
        }
      }
      return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private static void write(OutputStream out, int status, String type, String body) throws IOException {
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      out.write(("HTTP/1.1 " + status + " X\r\nContent-Type: " + type + "\r\nContent-Length: " + bytes.length
          + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.write(bytes);
      out.flush();
    }

    @Override
    public void close() {
      try {
        socket.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }
}
