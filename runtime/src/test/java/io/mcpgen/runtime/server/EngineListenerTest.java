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
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.state.RejectionReason;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the engine tells its {@link EngineListener}: one event per round, and every refused requestState. */
class EngineListenerTest {

  private static final String ALL = "{\"elicitation\":{\"form\":{},\"url\":{}},\"sampling\":{},\"roots\":{}}";

  private final List<RoundEvent> rounds = new ArrayList<>();
  private final List<RejectionReason> rejections = new ArrayList<>();

  private final EngineListener recorder = new EngineListener() {
    @Override
    public void roundEnded(RoundEvent event) {
      rounds.add(event);
    }

    @Override
    public void requestStateRejected(RejectionReason reason) {
      rejections.add(reason);
    }
  };

  private McpServerEngine engine(EngineListener listener) {
    return McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .listener(listener)
        .tool(Fixtures.tool("ask"), McpHandler.declared(new DeclaredInputsHandler() {
          @Override
          public InputDeclarations declare(RoundContext call) {
            return InputDeclarations.builder()
                .require("name", InputRequest.form("Name?", Fixtures.schema("name", "string")))
                .require("pay", InputRequest.url("Pay", "https://pay.example.com/1"))
                .require("summary", SamplingRequest.ofText("Summarize", 10))
                .require("workspace", InputRequest.roots())
                .build();
          }

          @Override
          public JsonObject run(RoundContext call, Answers answers) {
            return Fixtures.textResult("done");
          }
        }))
        .tool(Fixtures.tool("fail"), round -> RoundResult.complete(json(
            "{\"content\":[{\"type\":\"text\",\"text\":\"no\"}],\"isError\":true}")))
        .build();
  }

  private final McpServerEngine server = engine(recorder);
  private final JsonObject first = request(1, "tools/call", "{\"name\":\"ask\",\"arguments\":{}}", ALL);

  private static JsonObject answers() {
    return JsonObject.builder()
        .put("name", json("{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}"))
        .put("pay", json("{\"action\":\"accept\"}"))
        .put("summary", json("{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"s\"},\"model\":\"m\"}"))
        .put("workspace", json("{\"roots\":[{\"uri\":\"file:///w\"}]}"))
        .build();
  }

  @Test
  void aTwoRoundCallIsReportedAsOneRoundAskingEachKindThenOneThatCompletes() {
    JsonObject interim = result(send(server, first));
    result(send(server, Rounds.retry(first, 2, interim, answers(), ALL)));

    assertEquals(2, rounds.size());
    RoundEvent asked = rounds.get(0);
    assertEquals("tools/call", asked.method());
    assertEquals("ask", asked.name());
    assertEquals(1, asked.round());
    assertEquals(RoundEvent.Outcome.INPUT_REQUIRED, asked.outcome());
    assertFalse(asked.callEnded());
    assertEquals(List.of(RoundEvent.InputKind.ELICITATION_FORM, RoundEvent.InputKind.ELICITATION_URL,
        RoundEvent.InputKind.SAMPLING, RoundEvent.InputKind.ROOTS), asked.inputRequests());
    RoundEvent done = rounds.get(1);
    assertEquals(2, done.round());
    assertEquals(RoundEvent.Outcome.COMPLETE, done.outcome());
    assertTrue(done.callEnded());
    assertEquals(List.of(), done.inputRequests());
    assertFalse(done.elapsed().isNegative());
    assertEquals(List.of(), rejections);
  }

  @Test
  void eachRoundStartsWithItsMetaOnTheThreadThatEndsIt() {
    List<String> seen = new ArrayList<>();
    McpServerEngine traced = engine(new EngineListener() {
      @Override
      public void roundStarted(RoundStart start) {
        seen.add("start " + start.name() + " " + start.round() + " " + start.meta().get("traceparent") + " on "
            + Thread.currentThread().getName());
      }

      @Override
      public void roundEnded(RoundEvent event) {
        seen.add("end " + event.name() + " " + event.round() + " " + event.outcome() + " on "
            + Thread.currentThread().getName());
      }
    });
    JsonObject params = first.get("params").asObject();
    JsonObject call = first.with("params", params.with("_meta", params.get("_meta").asObject()
        .with("traceparent", JsonString.of("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"))));
    JsonObject interim = result(send(traced, call));
    result(send(traced, Rounds.retry(call, 2, interim, answers(), ALL)));

    assertEquals(4, seen.size());
    assertTrue(seen.get(0).startsWith("start ask 1 \"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\" on "));
    assertTrue(seen.get(1).startsWith("end ask 1 INPUT_REQUIRED on "));
    assertEquals(seen.get(0).substring(seen.get(0).lastIndexOf(" on ")), seen.get(1).substring(seen.get(1).lastIndexOf(" on ")));
    assertTrue(seen.get(2).startsWith("start ask 2 "));
    assertTrue(seen.get(3).startsWith("end ask 2 COMPLETE on "));
  }

  @Test
  void aToolErrorResultAndAJsonRpcErrorAreTheirOwnOutcomes() {
    result(send(server, request(1, "tools/call", "{\"name\":\"fail\",\"arguments\":{}}", ALL)));
    // Answers of the wrong shape for a question that was asked: -32602 from the round.
    JsonObject interim = result(send(server, first));
    error(send(server, Rounds.retry(first, 3, interim, json("{\"name\":{\"action\":\"maybe\"}}"), ALL)));

    assertEquals(RoundEvent.Outcome.TOOL_ERROR, rounds.get(0).outcome());
    assertEquals(RoundEvent.Outcome.INPUT_REQUIRED, rounds.get(1).outcome());
    assertEquals(2, rounds.size(), "a round refused before its handler ran is not a round");
  }

  @Test
  void aTamperedOrForeignRequestStateIsReportedWithItsReason() {
    JsonObject interim = result(send(server, first));
    String token = Rounds.state(interim);
    JsonObject tampered = Rounds.retry(first, 2, interim, answers(), ALL);
    JsonObject params = tampered.get("params").asObject();
    String flipped = withLastBitFlipped(token);
    error(send(server, tampered.with("params", params.with("requestState", JsonString.of(flipped)))));
    error(send(server, tampered.with("params", params.with("requestState", json("{}")))));
    McpServerEngine otherKey = McpServerEngine.builder()
        .requestState(io.mcpgen.runtime.state.RequestStateCodec.builder().audience("orders")
            .key("k2", Fixtures.secret('b')).build())
        .listener(recorder)
        .tool(Fixtures.tool("ask"), round -> RoundResult.complete(Fixtures.textResult("x")))
        .build();
    error(send(otherKey, tampered));

    assertEquals(List.of(RejectionReason.BAD_TAG, RejectionReason.MALFORMED, RejectionReason.UNKNOWN_KEY),
        rejections);
  }

  /**
   * The token with one bit of its last byte (the tag's) flipped, spelled canonically again. Editing
   * the text instead can leave set bits in the unused low bits of the last character, which the
   * codec refuses as MALFORMED before it checks any tag (TamperingTest covers both kinds).
   */
  private static String withLastBitFlipped(String token) {
    byte[] bytes = Base64.getUrlDecoder().decode(token);
    bytes[bytes.length - 1] ^= 1;
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  @Test
  void aFailingListenerNeitherLosesTheReplyNorBreaksTheCall() {
    McpServerEngine failing = engine(new EngineListener() {
      @Override
      public void roundEnded(RoundEvent event) {
        throw new IllegalStateException("metrics backend down");
      }
    });
    JsonObject interim = result(failing.handle(first, RequestContext.anonymous()).toCompletableFuture().join());
    JsonObject done = result(send(failing, Rounds.retry(first, 2, interim, answers(), ALL)));
    assertEquals(Fixtures.textResult("done").get("content"), done.get("content"));
  }
}
