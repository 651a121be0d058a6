package io.mcpgen.testkit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A 2025-era client over Streamable HTTP on the same endpoint as 2026-07-28 clients:
 * {@code initialize} opens a session ({@code Mcp-Session-Id}), the session's requests carry it,
 * input requests travel on the POST's event stream and their answers come back as POSTs, GET
 * opens the session's stream, DELETE ends the session, and an unknown id gets 404. A POST's
 * event stream whose connection broke is resumed by a GET with {@code Last-Event-ID}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class LegacySessionContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();

  private final TestServer tools = new TestServer();
  private HttpServerUnderTest server;
  private URI endpoint;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(tools.engine(), StreamableHttpSettings.builder()
        .keepAliveInterval(Duration.ofSeconds(30)).build());
    endpoint = server.endpoint();
  }

  @AfterAll
  public void stop() {
    server.close();
  }

  @Test
  public void initializeOpensASessionWhoseIdIsVisibleAsciiAndItsRequestsAreServed() throws Exception {
    HttpResponse<String> init = Http.send(post(null, initialize(JsonObject.empty())));
    assertEquals(200, init.statusCode());
    String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
    assertTrue(session.chars().allMatch(c -> c >= 0x21 && c <= 0x7e) && session.length() >= 32, session);
    JsonObject result = Http.json(init).get("result").asObject();
    assertEquals("2025-11-25", result.get("protocolVersion").asString());
    assertFalse(result.has("resultType"));

    HttpResponse<String> initialized = Http.send(post(session, JsonObject.builder().put("jsonrpc", "2.0")
        .put("method", "notifications/initialized").build()));
    assertEquals(202, initialized.statusCode());
    HttpResponse<String> ping = Http.send(post(session, request(2, "ping", null)));
    assertEquals(JsonObject.empty(), Http.json(ping).get("result"));
    HttpResponse<String> echo = Http.send(post(session, request(3, "tools/call", JsonObject.builder()
        .put("name", "echo").put("arguments", JsonObject.of("text", JsonString.of("hi"))).build())));
    assertEquals(200, echo.statusCode());
    assertEquals("hi", TestServer.resultText(Http.json(echo)));
    assertFalse(Http.json(echo).get("result").asObject().has("resultType"));
  }

  @Test
  public void anInputRequestTravelsOnThePostStreamAndTheAnswerComesBackAsAPost() throws Exception {
    String session = open(JsonObject.of("elicitation", JsonObject.empty()));
    HttpResponse<InputStream> call = Http.CLIENT.send(post(session, request(5, "tools/call", JsonObject.builder()
        .put("name", "ask").put("arguments", JsonObject.empty()).build())), HttpResponse.BodyHandlers.ofInputStream());
    assertEquals("text/event-stream", call.headers().firstValue("Content-Type").orElse(""));
    try (BufferedReader events = new BufferedReader(new InputStreamReader(call.body(), StandardCharsets.UTF_8))) {
      JsonObject asked = nextEvent(events);
      assertEquals("elicitation/create", asked.get("method").asString());
      HttpResponse<String> answered = Http.send(post(session, JsonObject.builder().put("jsonrpc", "2.0")
          .put("id", asked.get("id")).put("result", JsonObject.builder().put("action", "accept")
              .put("content", JsonObject.of("confirmed", JsonBoolean.TRUE)).build()).build()));
      assertEquals(202, answered.statusCode());
      JsonObject result = nextEvent(events);
      assertEquals(5L, result.get("id").asNumber().longValue());
      assertEquals("true", TestServer.resultText(result));
    }
  }

  @Test
  public void aBrokenPostStreamIsResumedByAGetWithLastEventIdUpToTheResponse() throws Exception {
    String session = open(JsonObject.of("elicitation", JsonObject.empty()));
    HttpResponse<InputStream> call = Http.CLIENT.send(post(session, request(6, "tools/call", JsonObject.builder()
        .put("name", "ask").put("arguments", JsonObject.empty()).build())), HttpResponse.BodyHandlers.ofInputStream());
    String lastEventId;
    JsonObject asked;
    try (BufferedReader events = new BufferedReader(new InputStreamReader(call.body(), StandardCharsets.UTF_8))) {
      String[] event = nextEventWithId(events);
      lastEventId = event[0];
      asked = Json.parse(event[1]).asObject();
    } // the connection breaks with the request waiting for its answer
    assertEquals("elicitation/create", asked.get("method").asString());
    HttpResponse<String> answered = Http.send(post(session, JsonObject.builder().put("jsonrpc", "2.0")
        .put("id", asked.get("id")).put("result", JsonObject.builder().put("action", "accept")
            .put("content", JsonObject.of("confirmed", JsonBoolean.TRUE)).build()).build()));
    assertEquals(202, answered.statusCode());

    HttpRequest.Builder resume = HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", session)
        .header("Accept", "text/event-stream").GET();
    assertEquals(400, Http.send(resume.copy().header("Last-Event-ID", "not an event id").build()).statusCode());
    HttpResponse<InputStream> resumed = Http.CLIENT.send(resume.header("Last-Event-ID", lastEventId).build(),
        HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, resumed.statusCode());
    try (BufferedReader events = new BufferedReader(new InputStreamReader(resumed.body(), StandardCharsets.UTF_8))) {
      String[] event = nextEventWithId(events);
      JsonObject result = Json.parse(event[1]).asObject();
      assertEquals(6L, result.get("id").asNumber().longValue(), "the response, not the elicitation again");
      assertEquals("true", TestServer.resultText(result));
      assertEquals(lastEventId.substring(0, lastEventId.lastIndexOf('.')), event[0].substring(0,
          event[0].lastIndexOf('.')), "an event of the same stream");
      assertEquals(null, nextEventWithId(events), "the resumed stream ends after the response");
    }
  }

  @Test
  public void deleteEndsTheSessionAndItsIdThenGets404() throws Exception {
    String session = open(JsonObject.empty());
    HttpResponse<String> deleted = Http.send(HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", session)
        .DELETE().build());
    assertEquals(204, deleted.statusCode());
    assertEquals(404, Http.send(post(session, request(2, "ping", null))).statusCode());
    assertEquals(404, Http.send(HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", session)
        .DELETE().build()).statusCode());
  }

  @Test
  public void anUnknownSessionGets404AndNoSessionAt2025RequestGets400() throws Exception {
    assertEquals(404, Http.send(post("no-such-session", request(2, "ping", null))).statusCode());
    assertEquals(404, Http.send(HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", "no-such-session")
        .header("Accept", "text/event-stream").GET().build()).statusCode());
    HttpResponse<String> sessionless = Http.send(post(null, request(2, "tools/list", null)));
    assertEquals(400, sessionless.statusCode());
  }

  @Test
  public void getOpensTheSessionsEventStream() throws Exception {
    String session = open(JsonObject.empty());
    HttpRequest get = HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", session)
        .header("Accept", "text/event-stream").GET().build();
    HttpResponse<InputStream> stream = Http.CLIENT.send(get, HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, stream.statusCode());
    assertEquals("text/event-stream", stream.headers().firstValue("Content-Type").orElse(""));
    stream.body().close();
    // Without a session, GET is still not offered.
    assertEquals(405, Http.send(HttpRequest.newBuilder(endpoint).header("Accept", "text/event-stream").GET()
        .build()).statusCode());
  }

  @Test
  public void a2026RequestWithASessionHeaderStaysStateless() throws Exception {
    String session = open(JsonObject.empty());
    HttpRequest stateless = Http.post(endpoint, TestServer.call(9, "echo", JsonObject.of("text", JsonString.of("x"))),
        java.util.Set.of(), "Mcp-Session-Id", session);
    JsonObject reply = Http.json(Http.send(stateless));
    assertEquals("complete", reply.get("result").asObject().get("resultType").asString());
  }

  private String open(JsonObject capabilities) throws Exception {
    HttpResponse<String> init = Http.send(post(null, initialize(capabilities)));
    assertEquals(200, init.statusCode(), init.body());
    return init.headers().firstValue("Mcp-Session-Id").orElseThrow();
  }

  /** The next event's data, read within 10 s. */
  private static JsonObject nextEvent(BufferedReader events) throws Exception {
    return CompletableFuture.supplyAsync(() -> {
      try {
        String line;
        while ((line = events.readLine()) != null) {
          if (line.startsWith("data:") && line.length() > 5) {
            return Json.parse(line.substring(5).trim()).asObject();
          }
        }
        throw new AssertionError("the stream ended");
      } catch (java.io.IOException e) {
        throw new AssertionError(e);
      }
    }).get(10, TimeUnit.SECONDS);
  }

  /** The next event's id and data, read within 10 s; null when the stream ends first. */
  private static String[] nextEventWithId(BufferedReader events) throws Exception {
    return CompletableFuture.supplyAsync(() -> {
      try {
        String id = null;
        String line;
        while ((line = events.readLine()) != null) {
          if (line.startsWith("id:")) {
            id = line.substring(3).trim();
          } else if (line.startsWith("data:") && line.length() > 5) {
            return new String[] {id, line.substring(5).trim()};
          }
        }
        return null;
      } catch (java.io.IOException e) {
        throw new AssertionError(e);
      }
    }).get(10, TimeUnit.SECONDS);
  }

  private HttpRequest post(String session, JsonObject message) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .POST(HttpRequest.BodyPublishers.ofByteArray(Http.bytes(message)));
    if (session != null) {
      builder.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25");
    }
    return builder.build();
  }

  /** A 2025-era {@code initialize} request (id 1) declaring {@code capabilities}. */
  public static JsonObject initialize(JsonObject capabilities) {
    return request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", capabilities)
        .put("clientInfo", JsonObject.builder().put("name", "v1").put("version", "1").build()).build());
  }

  /** A JSON-RPC request without the 2026-07-28 {@code _meta}, as a 2025-era client sends it. */
  public static JsonObject request(long id, String method, JsonObject params) {
    JsonObject.Builder request = JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method);
    if (params != null) {
      request.put("params", params);
    }
    return request.build();
  }
}
