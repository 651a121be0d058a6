package io.mcpgen.oauth.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.Http;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.testkit.http.LegacySessionContract;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A tool's scopes are checked on the parsed call, in both eras and on every server: a token
 * holding the endpoint's required scope but not the tool's is refused 403
 * {@code insufficient_scope}, in a 2026-07-28 request and in a 2025-era session alike (whose
 * client sends no {@code Mcp-Method}/{@code Mcp-Name} headers), and no answer to the tool's
 * questions gets past the refusal.
 */
@Timeout(60)
class ToolScopesOnTheParsedCallTest {

  /** Both tokens speak for alice; only the first holds {@code admin}, which the {@code ask} tool needs. */
  private static final String ADMIN = "admin-token";
  private static final String BASIC = "basic-token";

  private static final ProtectedResource RESOURCE = ProtectedResource.builder("http://127.0.0.1/mcp")
      .authorizationServer("https://auth.example.com")
      .validator(token -> {
        switch (token) {
          case ADMIN:
            return new ValidatedToken("alice", Set.of("mcp", "admin"), null);
          case BASIC:
            return new ValidatedToken("alice", Set.of("mcp"), null);
          default:
            throw new InvalidTokenException("unknown token");
        }
      })
      .requiredScopes("mcp")
      .toolScopes("ask", "admin")
      .build();

  private static HttpServerUnderTest start(McpServers servers) throws Exception {
    return servers.start(new TestServer().engine(), StreamableHttpSettings.builder()
        .authenticator(RESOURCE).keepAliveInterval(Duration.ofSeconds(30)).build());
  }

  @ParameterizedTest
  @EnumSource(McpServers.class)
  void a2026CallWithoutTheToolsScopeIsRefusedAndItsAnswersReplayedUnderThatTokenToo(McpServers servers)
      throws Exception {
    try (HttpServerUnderTest server = start(servers)) {
      URI endpoint = server.endpoint();
      assertInsufficientScope(stateless(endpoint, BASIC, TestServer.call(1, "ask", JsonObject.empty())));
      assertEquals("hi", TestServer.resultText(Http.json(Http.send(stateless(endpoint, BASIC,
          TestServer.call(2, "echo", JsonObject.of("text", JsonString.of("hi"))))))));

      HttpResponse<String> asked = Http.send(stateless(endpoint, ADMIN, TestServer.call(3, "ask", JsonObject.empty())));
      assertEquals(200, asked.statusCode(), asked.body());
      JsonObject interim = Http.json(asked).get("result").asObject();
      assertEquals("input_required", interim.get("resultType").asString(), interim.toString());
      JsonObject answered = new io.mcpgen.runtime.jsonrpc.JsonRpcRequest(io.mcpgen.runtime.jsonrpc.RequestId.of(4),
          "tools/call", JsonObject.builder().put("name", "ask").put("arguments", JsonObject.empty())
              .put("requestState", interim.get("requestState"))
              .put("inputResponses", JsonObject.of("confirm", confirmed()))
              .put("_meta", TestServer.meta().build()).build()).toJson();

      // The same subject's state and answers, under a token without the tool's scope.
      assertInsufficientScope(stateless(endpoint, BASIC, answered));
      assertEquals("true", TestServer.resultText(Http.json(Http.send(stateless(endpoint, ADMIN, answered)))));
    }
  }

  @ParameterizedTest
  @EnumSource(McpServers.class)
  void a2025SessionCallWithoutTheToolsScopeIsRefusedAndNothingPostedAfterYieldsItsResult(McpServers servers)
      throws Exception {
    try (HttpServerUnderTest server = start(servers)) {
      URI endpoint = server.endpoint();
      String session = open(endpoint, BASIC);
      JsonObject call = LegacySessionContract.request(5, "tools/call", JsonObject.builder().put("name", "ask")
          .put("arguments", JsonObject.empty()).build());
      assertInsufficientScope(session(endpoint, BASIC, session, call));

      // An answer to the question the call would have asked (the session's requests count from 0 or 1).
      for (long id = 0; id <= 2; id++) {
        HttpResponse<String> answer = Http.send(session(endpoint, BASIC, session, JsonObject.builder()
            .put("jsonrpc", "2.0").put("id", id).put("result", confirmed()).build()));
        assertFalse(answer.body().contains("\"content\""), answer.body());
      }
      assertInsufficientScope(session(endpoint, BASIC, session, call));
      // A session opened with the broader token gives the narrower one nothing either.
      String opened = open(endpoint, ADMIN);
      assertInsufficientScope(session(endpoint, BASIC, opened, call));

      HttpResponse<String> echo = Http.send(session(endpoint, BASIC, session, LegacySessionContract.request(6,
          "tools/call", JsonObject.builder().put("name", "echo")
              .put("arguments", JsonObject.of("text", JsonString.of("hi"))).build())));
      assertEquals("hi", TestServer.resultText(Http.json(echo)), echo.body());
    }
  }

  @ParameterizedTest
  @EnumSource(McpServers.class)
  void a2025SessionCallWithTheToolsScopeAsksAndAnswers(McpServers servers) throws Exception {
    try (HttpServerUnderTest server = start(servers)) {
      URI endpoint = server.endpoint();
      String session = open(endpoint, ADMIN);
      HttpResponse<InputStream> call = Http.CLIENT.send(session(endpoint, ADMIN, session,
          LegacySessionContract.request(5, "tools/call", JsonObject.builder().put("name", "ask")
              .put("arguments", JsonObject.empty()).build())), HttpResponse.BodyHandlers.ofInputStream());
      assertEquals(200, call.statusCode());
      try (BufferedReader events = new BufferedReader(new InputStreamReader(call.body(), StandardCharsets.UTF_8))) {
        JsonObject asked = nextEvent(events);
        assertEquals("elicitation/create", asked.get("method").asString());
        HttpResponse<String> answered = Http.send(session(endpoint, ADMIN, session, JsonObject.builder()
            .put("jsonrpc", "2.0").put("id", asked.get("id")).put("result", confirmed()).build()));
        assertEquals(202, answered.statusCode());
        assertEquals("true", TestServer.resultText(nextEvent(events)));
      }
    }
  }

  private static JsonObject confirmed() {
    return JsonObject.builder().put("action", "accept")
        .put("content", JsonObject.of("confirmed", JsonBoolean.TRUE)).build();
  }

  /**
   * Sends the request and checks it is refused 403 {@code insufficient_scope}; a call let through
   * fails at once (its event stream, which would wait for an answer, is not read).
   */
  private static void assertInsufficientScope(HttpRequest request) throws Exception {
    HttpResponse<InputStream> refused = Http.CLIENT.send(request, HttpResponse.BodyHandlers.ofInputStream());
    if (refused.statusCode() != 403) {
      refused.body().close();
      throw new AssertionError("expected 403 insufficient_scope, got " + refused.statusCode() + " "
          + refused.headers().firstValue("Content-Type").orElse(""));
    }
    String body;
    try (InputStream in = refused.body()) {
      body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String challenge = refused.headers().firstValue("WWW-Authenticate").orElse("");
    assertTrue(challenge.startsWith("Bearer resource_metadata=\"" + RESOURCE.metadataUrl() + "\""), challenge);
    assertTrue(challenge.contains("scope=\"mcp admin\", error=\"insufficient_scope\""), challenge);
    assertFalse(body.contains("\"result\""), body);
  }

  /** A 2026-07-28 request with every header a conforming client sends, and the bearer token. */
  private static HttpRequest stateless(URI endpoint, String token, JsonObject message) {
    return Http.post(endpoint, message, Set.of(), "Authorization", "Bearer " + token);
  }

  /** Opens a 2025-era session declaring elicitation, and returns its id. */
  private static String open(URI endpoint, String token) throws Exception {
    HttpResponse<String> init = Http.send(session(endpoint, token, null,
        LegacySessionContract.initialize(JsonObject.of("elicitation", JsonObject.empty()))));
    assertEquals(200, init.statusCode(), init.body());
    String id = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
    assertEquals(202, Http.send(session(endpoint, token, id, JsonObject.builder().put("jsonrpc", "2.0")
        .put("method", "notifications/initialized").build())).statusCode());
    return id;
  }

  /** A POST as a 2025-era client sends it: no {@code Mcp-Method} or {@code Mcp-Name}. */
  private static HttpRequest session(URI endpoint, String token, String session, JsonObject message) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("Authorization", "Bearer " + token)
        .POST(HttpRequest.BodyPublishers.ofByteArray(Http.bytes(message)));
    if (session != null) {
      builder.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25");
    }
    return builder.build();
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
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    }).get(10, TimeUnit.SECONDS);
  }
}
