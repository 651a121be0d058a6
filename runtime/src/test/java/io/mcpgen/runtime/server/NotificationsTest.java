package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Request-scoped log and progress notifications across rounds (checklist §1.8, §3.5). */
class NotificationsTest {

  private final AtomicReference<RoundContext> lastRound = new AtomicReference<>();

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
      .tool(Fixtures.tool("chatty"), McpHandler.sequential((call, exchange) -> {
        lastRound.set(call);
        call.log(LogLevel.DEBUG, "db", JsonString.of("debug " + call.round()));
        call.log(LogLevel.ERROR, "db", json("{\"error\":\"Connection failed\",\"round\":" + call.round() + "}"));
        call.progress(JsonNumber.of(10), JsonNumber.of(100), "started");
        call.progress(JsonNumber.of(5), JsonNumber.of(100), "went backwards");
        call.progress(JsonNumber.of(50), null, null);
        exchange.elicitForm("ok", "Go on?", Fixtures.schema("ok", "boolean"));
        return Fixtures.textResult("done");
      }))
      .build();

  private static JsonObject withMeta(JsonObject request, String key, JsonValue value) {
    JsonObject params = request.get("params").asObject();
    return request.with("params", params.with("_meta", params.get("_meta").asObject().with(key, value)));
  }

  private static List<JsonObject> collect(List<JsonObject> sink, String method) {
    List<JsonObject> found = new ArrayList<>();
    for (JsonObject notification : sink) {
      if (method.equals(notification.get("method").asString())) {
        found.add(notification.get("params").asObject());
      }
    }
    return found;
  }

  @Test
  void logMessagesGoOnlyToRoundsThatAskedAtOrAboveTheirLevel() {
    List<JsonObject> round1 = new ArrayList<>();
    List<JsonObject> round2 = new ArrayList<>();
    JsonObject first = withMeta(request(1, "tools/call", "{\"name\":\"chatty\"}", "{\"elicitation\":{}}"),
        McpMeta.LOG_LEVEL, JsonString.of("warning"));
    JsonObject interim = result(send(server, first, RequestContext.builder().notifications(round1::add).build()));
    List<JsonObject> logs = collect(round1, "notifications/message");
    assertEquals(1, logs.size());
    assertEquals(json("{\"level\":\"error\",\"logger\":\"db\",\"data\":{\"error\":\"Connection failed\",\"round\":1}}"),
        logs.get(0));
    // Round 2 sets no logLevel: nothing may be logged to it, even though round 1 asked.
    send(server, Rounds.retry(first, 2, interim, json("{}"), "{\"elicitation\":{}}"),
        RequestContext.builder().notifications(round2::add).build());
    assertEquals(List.of(), collect(round2, "notifications/message"));
  }

  @Test
  void progressUsesTheRoundsOwnTokenOnlyIncreasesAndNeedsAToken() {
    List<JsonObject> withToken = new ArrayList<>();
    List<JsonObject> without = new ArrayList<>();
    JsonObject first = withMeta(request(1, "tools/call", "{\"name\":\"chatty\"}", "{\"elicitation\":{}}"),
        McpMeta.PROGRESS_TOKEN, JsonString.of("round-1-token"));
    JsonObject interim = result(send(server, first, RequestContext.builder().notifications(withToken::add).build()));
    assertEquals(List.of(
        json("{\"progressToken\":\"round-1-token\",\"progress\":10,\"total\":100,\"message\":\"started\"}"),
        json("{\"progressToken\":\"round-1-token\",\"progress\":50}")), collect(withToken, "notifications/progress"));
    send(server, Rounds.retry(first, 2, interim, json("{}"), "{\"elicitation\":{}}"),
        RequestContext.builder().notifications(without::add).build());
    assertEquals(List.of(), collect(without, "notifications/progress"));
  }

  @Test
  void nothingIsSentForARoundAfterItsReply() {
    List<JsonObject> sink = new ArrayList<>();
    JsonObject first = withMeta(withMeta(request(1, "tools/call", "{\"name\":\"chatty\"}", "{\"elicitation\":{}}"),
        McpMeta.PROGRESS_TOKEN, JsonString.of("t")), McpMeta.LOG_LEVEL, JsonString.of("debug"));
    send(server, first, RequestContext.builder().notifications(sink::add).build());
    int before = sink.size();
    lastRound.get().progress(JsonNumber.of(99), null, "late");
    lastRound.get().log(LogLevel.EMERGENCY, "late", JsonString.of("after the result"));
    assertEquals(before, sink.size());
    assertTrue(before > 0);
  }

  @Test
  void theServerNeverWritesARequest() {
    List<JsonObject> sink = new ArrayList<>();
    JsonObject first = withMeta(withMeta(request(1, "tools/call", "{\"name\":\"chatty\"}", "{\"elicitation\":{}}"),
        McpMeta.PROGRESS_TOKEN, JsonString.of("t")), McpMeta.LOG_LEVEL, JsonString.of("debug"));
    JsonObject interim = result(send(server, first, RequestContext.builder().notifications(sink::add).build()));
    JsonObject done = send(server, Rounds.retry(first, 2, interim, json("{\"ok\":{\"action\":\"accept\",\"content\":{\"ok\":true}}}"),
        "{\"elicitation\":{}}"), RequestContext.builder().notifications(sink::add).build()).body().orElseThrow();
    sink.add(done);
    for (JsonObject message : sink) {
      assertTrue(!(message.has("method") && message.has("id")), "the server wrote a request: " + message);
    }
  }
}
