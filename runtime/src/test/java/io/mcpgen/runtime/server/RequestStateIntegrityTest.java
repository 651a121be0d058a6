package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.state.InMemoryReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.testing.FakeClock;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * requestState is attacker-controlled (checklist §1.5): whatever a client sends back, a state the
 * server did not mint for this very request, principal and time is refused with the one generic
 * error, before any handler code runs.
 */
class RequestStateIntegrityTest {

  private static final JsonObject INVALID_STATE = json("{\"reason\":\"invalid_request_state\"}");
  private static final String FORM = "{\"elicitation\":{}}";

  private final FakeClock clock = new FakeClock();
  private final AtomicInteger handlerRuns = new AtomicInteger();

  private McpServerEngine server(RequestStateCodec codec) {
    McpHandler twoQuestions = McpHandler.sequential((call, exchange) -> {
      handlerRuns.incrementAndGet();
      String login = exchange.elicitForm("login", "GitHub login?", Fixtures.schema("name", "string")).string("name");
      String repo = exchange.elicitForm("repo", "Which repository?", Fixtures.schema("repo", "string")).string("repo");
      return Fixtures.textResult(login + "/" + repo);
    });
    return McpServerEngine.builder()
        .requestState(codec)
        .tool(Fixtures.tool("a"), twoQuestions)
        .tool(Fixtures.tool("b"), twoQuestions)
        .prompt(json("{\"name\":\"a\"}"), twoQuestions)
        .build();
  }

  private final McpServerEngine server = server(Fixtures.codec(clock));
  private final JsonObject first = request(1, "tools/call", "{\"name\":\"a\",\"arguments\":{\"n\":1,\"x\":\"y\"}}", FORM);

  private JsonObject interim(McpServerEngine on, JsonObject request, RequestContext context) {
    return result(send(on, request, context));
  }

  private static JsonObject withState(JsonObject request, long id, String state) {
    JsonObject params = request.get("params").asObject().with("requestState", JsonString.of(state))
        .with("inputResponses", json("{\"login\":{\"action\":\"accept\",\"content\":{\"name\":\"octocat\"}}}"));
    return request.with("id", io.mcpgen.json.JsonNumber.of(id)).with("params", params);
  }

  private void assertRefused(ServerReply reply) {
    JsonObject error = error(reply);
    assertEquals(-32602, error.get("code").asNumber().intValue());
    assertEquals(INVALID_STATE, error.get("data"));
    assertEquals(200, reply.httpStatus());
  }

  /** Sends the retry and asserts the refusal, and that no handler code ran for it. */
  private void assertRefusedBeforeHandler(McpServerEngine on, JsonObject retry, RequestContext context) {
    int before = handlerRuns.get();
    assertRefused(send(on, retry, context));
    assertEquals(before, handlerRuns.get(), "a handler ran although the state was refused");
  }

  @Test
  void randomTruncatedOversizedAndNonBase64StatesAreRefusedAndNeverCrash() {
    String valid = Rounds.state(interim(server, first, RequestContext.anonymous()));
    List<String> attempts = new ArrayList<>(List.of("", "x", "====", "not base64 at all!", "\u00e9\u0000\uffff",
        valid.substring(0, valid.length() / 2), valid + "A", valid.substring(1), "A".repeat(200_000),
        valid.replace('-', '+').replace('_', '/') + "=="));
    Random random = new Random(20260728);
    for (int i = 0; i < 300; i++) {
      byte[] noise = new byte[random.nextInt(400)];
      random.nextBytes(noise);
      attempts.add(Base64.getUrlEncoder().withoutPadding().encodeToString(noise));
      char[] chars = new char[random.nextInt(100)];
      for (int c = 0; c < chars.length; c++) {
        chars[c] = (char) random.nextInt(0x3000);
      }
      attempts.add(new String(chars));
    }
    long id = 10;
    for (String attempt : attempts) {
      assertRefusedBeforeHandler(server, withState(first, id++, attempt), RequestContext.anonymous());
    }
  }

  @Test
  void flippingAnyBitOfTheStateGetsItRefused() {
    String valid = Rounds.state(interim(server, first, RequestContext.anonymous()));
    byte[] bytes = Base64.getUrlDecoder().decode(valid);
    for (int position = 0; position < bytes.length; position += 7) {
      byte[] tampered = bytes.clone();
      tampered[position] ^= 0x10;
      assertRefusedBeforeHandler(server, withState(first, 2, Base64.getUrlEncoder().withoutPadding().encodeToString(tampered)),
          RequestContext.anonymous());
    }
  }

  @Test
  void stateFromAnotherKeyOrAnotherDeploymentIsRefused() {
    McpServerEngine otherKey = server(RequestStateCodec.builder().audience("orders").key("k1", Fixtures.secret('b'))
        .clock(clock).build());
    McpServerEngine otherDeployment = server(RequestStateCodec.builder().audience("billing").key("k1", Fixtures.secret('a'))
        .clock(clock).build());
    String state = Rounds.state(interim(server, first, RequestContext.anonymous()));
    assertRefusedBeforeHandler(otherKey, withState(first, 2, state), RequestContext.anonymous());
    assertRefusedBeforeHandler(otherDeployment, withState(first, 3, state), RequestContext.anonymous());
  }

  @Test
  void stateMintedForOnePrincipalIsRefusedForAnother() {
    RequestContext alice = RequestContext.builder().principal("alice").build();
    String state = Rounds.state(interim(server, first, alice));
    assertRefusedBeforeHandler(server, withState(first, 2, state), RequestContext.builder().principal("bob").build());
    assertRefusedBeforeHandler(server, withState(first, 3, state), RequestContext.anonymous());
    assertEquals("input_required", result(send(server, withState(first, 4, state),
        RequestContext.builder().principal("alice").build())).get("resultType").asString());
  }

  @Test
  void noUnboundStateIsMintedForAnAnonymousCallerWhenTheCodecRequiresAPrincipal() {
    McpServerEngine strict = server(Fixtures.codecBuilder(clock).requirePrincipal(true).build());
    JsonObject anonymous = error(send(strict, first));
    assertEquals(-32603, anonymous.get("code").asNumber().intValue());
    assertEquals("input_required", result(send(strict, first, RequestContext.builder().principal("alice").build()))
        .get("resultType").asString());
  }

  @Test
  void stateIsRefusedOnceItsTimeToLiveHasPassed() {
    String state = Rounds.state(interim(server, first, RequestContext.anonymous()));
    clock.advance(RequestStateCodec.DEFAULT_TTL.minusMillis(1));
    assertEquals("input_required", result(send(server, withState(first, 2, state))).get("resultType").asString());
    clock.advance(Duration.ofMillis(2));
    assertRefusedBeforeHandler(server, withState(first, 3, state), RequestContext.anonymous());
  }

  @Test
  void stateIsBoundToTheMethodTheToolAndTheArguments() {
    String state = Rounds.state(interim(server, first, RequestContext.anonymous()));
    assertRefusedBeforeHandler(server, withState(request(2, "tools/call", "{\"name\":\"b\",\"arguments\":{\"n\":1,\"x\":\"y\"}}",
        FORM), 2, state), RequestContext.anonymous());
    assertRefusedBeforeHandler(server, withState(request(3, "tools/call", "{\"name\":\"a\",\"arguments\":{\"n\":2,\"x\":\"y\"}}",
        FORM), 3, state), RequestContext.anonymous());
    assertRefusedBeforeHandler(server, withState(request(4, "prompts/get", "{\"name\":\"a\"}", FORM), 4, state),
        RequestContext.anonymous());
  }

  @Test
  void reorderedArgumentsAndRespelledNumbersKeepTheBinding() {
    String state = Rounds.state(interim(server, first, RequestContext.anonymous()));
    JsonObject respelled = request(2, "tools/call", "{\"arguments\":{\"x\":\"y\",\"n\":1.0},\"name\":\"a\"}", FORM);
    assertEquals("input_required", result(send(server, withState(respelled, 2, state))).get("resultType").asString());
  }

  @Test
  void aReplayedStateIsRefusedWhenTheServerMakesStatesSingleUse() {
    McpServerEngine singleUse = server(Fixtures.codecBuilder(clock).replayGuard(new InMemoryReplayGuard(100, clock)).build());
    String state = Rounds.state(interim(singleUse, first, RequestContext.anonymous()));
    assertEquals("input_required", result(send(singleUse, withState(first, 2, state))).get("resultType").asString());
    assertRefusedBeforeHandler(singleUse, withState(first, 3, state), RequestContext.anonymous());
  }

  @Test
  void stateWithoutAnyPriorRoundIsRefused() {
    McpServerEngine noCodec = McpServerEngine.builder()
        .tool(Fixtures.tool("a"), McpHandler.simple(call -> {
          handlerRuns.incrementAndGet();
          return Fixtures.textResult("");
        }))
        .build();
    assertRefusedBeforeHandler(noCodec, withState(first, 2, "eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0"), RequestContext.anonymous());
  }

  @Test
  void aNonStringStateIsInvalidParams() {
    JsonObject retry = first.with("params", first.get("params").asObject().with("requestState", json("{}")));
    assertEquals(-32602, error(send(server, retry)).get("code").asNumber().intValue());
  }

  @Test
  void stateCarryingAnswersIsSealedSoTheClientCannotReadThem() {
    JsonObject round1 = interim(server, first, RequestContext.anonymous());
    JsonObject round2 = result(send(server, withState(first, 2, Rounds.state(round1))));
    assertTrue(round2.get("inputRequests").asObject().has("repo"));
    String decoded = new String(Base64.getUrlDecoder().decode(Rounds.state(round2)), StandardCharsets.ISO_8859_1);
    assertFalse(decoded.contains("octocat"), "the answer is readable in the state");
    assertFalse(decoded.contains("accept"), "the answer is readable in the state");
  }
}
