package io.mcpgen.legacy.server;

import static io.mcpgen.testkit.TestServer.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.LegacySessionContract;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A 2025-era session's POST response streams resumed with {@code Last-Event-ID} (in-memory
 * exchanges): every event has an id of its stream; a client whose connection broke does not
 * cancel its request, and a GET naming the last event it saw gets the rest of that stream, the
 * response last, and then the stream ends; ids that name nothing resumable are refused.
 */
class ResumedResponseStreamTest {

  private static final int PROGRESS_EVENTS = 20;

  /** How many times the {@code ask} handler ran. */
  private final AtomicInteger rounds = new AtomicInteger();
  private StreamableHttpService service = service(StreamableHttpSettings.builder());

  @AfterEach
  void stop() {
    service.close();
  }

  @Test
  void everyEventOfAPostStreamHasAnIdOfThatStreamUniqueInTheSession() throws Exception {
    String session = initialize();
    SessionExchange first = call(session, 2, "ask");
    SessionExchange second = call(session, 3, "ask");
    JsonObject asked = awaitEvent(first, 0);
    awaitEvent(second, 0);
    answer(session, asked, true);
    assertEquals(200, first.awaitStatus());

    List<String> ids = first.ids();
    assertEquals(2, ids.size(), first.text());
    assertEquals(2, first.events().size(), "one id per event");
    assertEquals(stream(ids.get(0)), stream(ids.get(1)), "one stream");
    assertNotEquals(ids.get(0), ids.get(1));
    assertNotEquals(stream(ids.get(0)), stream(second.ids().get(0)), "another request's stream is another stream");
  }

  @Test
  void aClientThatLeavesDoesNotCancelAndAResumeGetsTheRestAndTheResponse() throws Exception {
    String session = initialize();
    SessionExchange post = call(session, 9, "ask");
    JsonObject asked = awaitEvent(post, 0);
    String seen = post.ids().get(0);
    post.clientGone = true; // the next keep-alive finds it
    assertEquals(-1, post.awaitStatus());

    // The answer still reaches the request: leaving is not cancelling. Its result waits, kept.
    answer(session, asked, true);
    awaitRounds(2);
    SessionExchange resumed = SessionExchange.of("GET", "Mcp-Session-Id", session, "Last-Event-ID", seen);
    service.serve(resumed);
    assertEquals(200, resumed.awaitStatus(), "the stream ends after the response");
    assertEquals(1, resumed.events().size(), resumed.text());
    JsonObject response = Json.parse(resumed.events().get(0)).asObject();
    assertEquals(9, response.get("id").asNumber().intValue());
    assertEquals("true", TestServer.resultText(response));
    assertEquals(stream(seen), stream(resumed.ids().get(0)), "the id says the stream it resumed");
  }

  @Test
  void aResumeBeforeTheResponseStaysOpenForItAndTakesTheServersRequestsToo() throws Exception {
    String session = initialize();
    SessionExchange post = call(session, 4, "ask");
    awaitEvent(post, 0);
    post.clientGone = true;
    assertEquals(-1, post.awaitStatus());

    // Resumed from before the first event: the elicitation is sent again, then the rest as it comes.
    String before = post.ids().get(0);
    before = before.substring(0, before.lastIndexOf('.') + 1) + "0";
    SessionExchange resumed = SessionExchange.of("GET", "Mcp-Session-Id", session, "Last-Event-ID", before);
    service.serve(resumed);
    JsonObject asked = awaitEvent(resumed, 0);
    assertEquals("elicitation/create", asked.get("method").asString());
    assertTrue(!resumed.ended.isDone(), "open until the response");
    answer(session, asked, false);
    assertEquals(200, resumed.awaitStatus());
    JsonObject response = Json.parse(resumed.events().get(1)).asObject();
    assertEquals("false", TestServer.resultText(response));
  }

  @Test
  void anIdOfNoStreamOfTheSessionIs404AndOneThatIsNoEventIdAt400() throws Exception {
    String session = initialize();
    SessionExchange post = call(session, 5, "ask");
    awaitEvent(post, 0);
    String seen = post.ids().get(0);
    String tag = seen.substring(0, seen.indexOf('.'));

    assertEquals(404, get(session, tag + ".999.1"), "a stream never opened");
    assertEquals(404, get(session, seen.substring(0, seen.lastIndexOf('.') + 1) + "7"), "an event never written");
    for (String malformed : new String[] {"1", "garbage", tag + ".1", tag + ".x.1", "a.b.c.d"}) {
      assertEquals(400, get(session, malformed), malformed);
    }
  }

  @Test
  void anotherSessionsEventIdIsRefusedAndItsStreamUntouched() throws Exception {
    String owner = initialize();
    String other = initialize();
    SessionExchange post = call(owner, 6, "ask");
    JsonObject asked = awaitEvent(post, 0);
    String seen = post.ids().get(0);

    assertEquals(404, get(other, seen));
    assertTrue(!post.ended.isDone(), "the owner's stream goes on");
    answer(owner, asked, true);
    assertEquals(200, post.awaitStatus());
    assertEquals(2, post.events().size(), post.text());
  }

  @Test
  void aStreamThatPassesTheSessionsLimitWhileNoClientIsConnectedIsDroppedAndCannotBeResumed() throws Exception {
    service.close();
    service = service(StreamableHttpSettings.builder().sessionReplay(8, 1024 * 1024));
    String session = initialize();
    SessionExchange post = call(session, 7, "chatty");
    JsonObject asked = awaitEvent(post, 0);
    String seen = post.ids().get(0);
    post.clientGone = true;
    assertEquals(-1, post.awaitStatus());
    answer(session, asked, true); // then 20 progress notifications and the result: more than 8 events
    awaitRounds(1);

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int status;
    do { // the request ends shortly after the answer; until it has, a resume may still find the stream
      Thread.sleep(20);
      status = get(session, seen);
    } while (status != 404 && System.nanoTime() < deadline);
    assertEquals(404, status, "overflowed: its events are gone");

    // A request after it streams and is kept as before: the overflow ended that one stream only.
    SessionExchange next = call(session, 8, "ask");
    JsonObject again = awaitEvent(next, 0);
    answer(session, again, true);
    assertEquals(200, next.awaitStatus());
  }

  private StreamableHttpService service(StreamableHttpSettings.Builder settings) {
    return StreamableHttpService.create(engine(), settings.keepAliveInterval(Duration.ofMillis(50)).build());
  }

  private String initialize() throws Exception {
    SessionExchange init = SessionExchange.post(LegacySessionContract.request(1, "initialize", JsonObject.builder()
        .put("protocolVersion", "2025-11-25").put("capabilities", JsonObject.of("elicitation", JsonObject.empty()))
        .build()));
    service.serve(init);
    assertEquals(200, init.awaitStatus());
    return init.responseHeaders.get("Mcp-Session-Id");
  }

  private SessionExchange call(String session, long id, String tool) {
    SessionExchange call = SessionExchange.post(LegacySessionContract.request(id, "tools/call", JsonObject.builder()
        .put("name", tool).put("arguments", JsonObject.empty())
        .put("_meta", JsonObject.of("progressToken", JsonString.of("p" + id))).build()), "Mcp-Session-Id", session);
    service.serve(call);
    return call;
  }

  private void answer(String session, JsonObject asked, boolean confirmed) throws Exception {
    SessionExchange answer = SessionExchange.post(JsonObject.builder().put("jsonrpc", "2.0").put("id", asked.get("id"))
        .put("result", JsonObject.builder().put("action", "accept")
            .put("content", JsonObject.of("confirmed", JsonBoolean.of(confirmed))).build()).build(),
        "Mcp-Session-Id", session);
    service.serve(answer);
    assertEquals(202, answer.awaitStatus());
  }

  private int get(String session, String lastEventId) throws Exception {
    SessionExchange get = SessionExchange.of("GET", "Mcp-Session-Id", session, "Last-Event-ID", lastEventId);
    service.serve(get);
    if (get.status == 200) {
      get.clientGone = true;
      return 200;
    }
    return get.awaitStatus();
  }

  private void awaitRounds(int count) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (rounds.get() < count && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertEquals(count, rounds.get());
  }

  private static JsonObject awaitEvent(SessionExchange exchange, int index) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (exchange.events().size() <= index && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    return Json.parse(exchange.events().get(index)).asObject();
  }

  /** The stream part of an event id: all but the event number. */
  private static String stream(String id) {
    return id.substring(0, id.lastIndexOf('.'));
  }

  private McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("resumed-stream-tests")
        .key("k1", "resumed stream tests use this key!!".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .sessions(new LegacyEraProvider())
        .requestState(codec)
        .tool(tool("ask"), McpHandler.sequential((call, exchange) -> {
          rounds.incrementAndGet();
          return text(String.valueOf(exchange.elicit("confirm", TestServer.confirm()).bool("confirmed")));
        }))
        // Asks first (so its stream starts), then reports progress many times before its result.
        .tool(tool("chatty"), round -> {
          if (round.answer("go", TestServer.confirm()) == null) {
            return RoundResult.inputRequired(Map.of("go", TestServer.confirm()));
          }
          rounds.incrementAndGet();
          for (int i = 1; i <= PROGRESS_EVENTS; i++) {
            round.progress(JsonNumber.of(i), JsonNumber.of(PROGRESS_EVENTS), null);
          }
          return RoundResult.complete(text("done"));
        })
        .build();
  }

  private static JsonObject tool(String name) {
    return JsonObject.builder().put("name", name).put("inputSchema", JsonObject.of("type", JsonString.of("object")))
        .build();
  }
}
