package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.runtime.transport.http.client.SseDecoder;
import io.mcpgen.testkit.TestServer;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Event-stream responses: notifications first, the result (final or interim) as the last event,
 * then the stream closes; JSON when nothing comes before the result; keep-alives during a long
 * round; and a client that closes the stream cancels the round.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SseResponseContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();


  private final TestServer TOOLS = new TestServer();
  private HttpServerUnderTest server;
  private URI endpoint;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(TOOLS.engine(),
        StreamableHttpSettings.builder().keepAliveInterval(Duration.ofMillis(50)).build());
    endpoint = server.endpoint();
  }

  @AfterAll
  public void stop() {
    server.close();
  }

  @Test
  public void progressComesFirstThenTheResultAsTheLastEventAndTheStreamCloses() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(1, "progress_then_result", JsonObject.empty(),
        withProgressToken("p1"))));
    assertEquals(200, response.statusCode());
    assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("no", response.headers().firstValue("X-Accel-Buffering").orElse(""));
    // ofString completed: the server closed the stream after the result.
    List<JsonObject> events = events(response.body());
    assertEquals(3, events.size(), response.body());
    assertEquals(JsonString.of("notifications/progress"), events.get(0).get("method"));
    assertEquals(1, events.get(0).get("params").asObject().get("progress").asNumber().intValue());
    assertEquals(2, events.get(1).get("params").asObject().get("progress").asNumber().intValue());
    assertEquals("done", TestServer.resultText(events.get(2)));
    assertEquals(1, events.get(2).get("id").asNumber().intValue());
  }

  @Test
  public void anInterimResultAfterProgressIsTheLastEventToo() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(2, "progress_then_ask", JsonObject.empty(),
        withProgressToken("p2"))));
    List<JsonObject> events = events(response.body());
    assertEquals(2, events.size(), response.body());
    JsonObject result = events.get(1).get("result").asObject();
    assertEquals(JsonString.of("input_required"), result.get("resultType"));
    assertTrue(result.get("inputRequests").asObject().has("confirm"));
  }

  @Test
  public void withoutNotificationsTheAnswerIsPlainJson() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(3, "progress_then_result", JsonObject.empty())));
    assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("done", TestServer.resultText(Http.json(response)));
  }

  @Test
  public void aClientThatAcceptsOnlyJsonGetsJsonAndNoNotifications() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(4, "progress_then_result", JsonObject.empty(),
        withProgressToken("p4")), Set.of(), "Accept", "application/json"));
    assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("done", TestServer.resultText(Http.json(response)));
  }

  @Test
  public void aClientThatAcceptsOnlyEventStreamsGetsItsResultAsAnEvent() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(7, "echo",
        JsonObject.of("text", JsonString.of("streamed"))), Set.of(), "Accept", "text/event-stream"));
    assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals("streamed", TestServer.resultText(events(response.body()).get(0)));
  }

  @Test
  public void aLongRoundGetsKeepAliveCommentsUntilItsResult() throws Exception {
    TOOLS.gate = new CountDownLatch(1);
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    CompletableFuture<HttpResponse<Void>> sent = Http.CLIENT.sendAsync(
        Http.post(endpoint, call(5, "gate", JsonObject.empty())),
        HttpResponse.BodyHandlers.fromLineSubscriber(new LineCollector(lines)));
    assertEquals("gate", TOOLS.started.poll(10, TimeUnit.SECONDS));
    assertEquals(":", lines.poll(10, TimeUnit.SECONDS)); // a keep-alive comment while the handler waits
    TOOLS.gate.countDown();
    HttpResponse<Void> response = sent.get(10, TimeUnit.SECONDS);
    assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse(""));
    List<String> all = new ArrayList<>(lines);
    assertTrue(all.size() >= 3, all.toString()); // the final event's lines
    String last = all.stream().filter(line -> line.startsWith("data: ")).reduce((a, b) -> b).orElseThrow();
    assertEquals("passed", TestServer.resultText(Json.parse(last.substring(6)).asObject()));
  }

  @Test
  public void closingTheStreamCancelsTheRound() throws Exception {
    HttpResponse<InputStream> response = Http.CLIENT.send(Http.post(endpoint, call(6, "wait_for_cancel",
        JsonObject.of("tag", JsonString.of("disconnect")), withProgressToken("p6"))),
        HttpResponse.BodyHandlers.ofInputStream());
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      String first = reader.readLine();
      assertNotNull(first);
      assertEquals("wait_for_cancel", TOOLS.started.poll(10, TimeUnit.SECONDS));
    } // closing the body closes the connection
    assertEquals("disconnect", TOOLS.cancelled.poll(10, TimeUnit.SECONDS));
  }

  private static JsonObject withProgressToken(String token) {
    return TestServer.meta().put(McpMeta.PROGRESS_TOKEN, token).build();
  }

  static List<JsonObject> events(String stream) throws Exception {
    List<JsonObject> events = new ArrayList<>();
    new SseDecoder(1 << 20, data -> events.add(Json.parse(data).asObject()))
        .feed(ByteBuffer.wrap(stream.getBytes(StandardCharsets.UTF_8)));
    return events;
  }

  /** Collects the lines of a streamed body as they come. */
  private static final class LineCollector implements Flow.Subscriber<String> {
    private final BlockingQueue<String> lines;

    LineCollector(BlockingQueue<String> lines) {
      this.lines = lines;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      subscription.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(String line) {
      lines.add(line);
    }

    @Override
    public void onError(Throwable throwable) {
      lines.add("error: " + throwable);
    }

    @Override
    public void onComplete() {
      // the stream closed
    }
  }
}
