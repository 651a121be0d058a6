package io.mcpgen.runtime.server;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import io.mcpgen.runtime.testing.Wire;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The engine targets reach what they mean to fuzz: their seeds drive real flows to the end (so
 * a fuzzer mutating them starts deep in the engine), and the reply check fails on bad replies.
 */
class FuzzSetupTest {

  private final McpServerEngine server = FuzzServer.build();

  private static byte[] seed(String target, String name) throws IOException {
    try (InputStream in = FuzzSetupTest.class.getResourceAsStream(target + "/" + name)) {
      return in.readAllBytes();
    }
  }

  @Test
  void theAllAnswersSeedCompletesTheFlowWithTheRealState() throws IOException {
    JsonObject first = Fixtures.request(1, "tools/call", "{\"name\":\"profile\",\"arguments\":{\"topic\":\"MCP\"}}",
        FuzzServer.ALL);
    JsonObject interim = Wire.result(Wire.send(server, first));
    assertEquals(Set.of("age", "summary", "workspace"), interim.get("inputRequests").asObject().names());
    JsonObject answers = Json.parse(seed("InputResponsesFuzzTestInputs/everyRetryGetsAWellFormedReply",
        "all-answers")).asObject();
    JsonObject done = Wire.result(Wire.send(server, Rounds.retry(first, 2, interim, answers, FuzzServer.ALL)));
    assertEquals(Fixtures.textResult("age 42, short, [file:///home/me/project]").get("content"), done.get("content"));
  }

  @Test
  void theEngineSeedsReachTheToolsAndTheStateCheck() throws Exception {
    String target = "EngineFuzzTestInputs/everyMessageGetsAWellFormedReply";
    JsonObject echo = Wire.result(server.handle(seed(target, "tools-call-echo"), RequestContext.anonymous())
        .toCompletableFuture().get());
    assertTrue(echo.get("content").toString().contains("\\\"x\\\":1"), echo.toString());
    JsonObject profile = Wire.result(server.handle(seed(target, "tools-call-profile"), RequestContext.anonymous())
        .toCompletableFuture().get());
    assertTrue(profile.has("requestState"), profile.toString());
    JsonObject badState = Wire.error(server.handle(seed(target, "tools-call-bad-state"), RequestContext.anonymous())
        .toCompletableFuture().get());
    assertEquals(-32602, badState.get("code").asNumber().intValue(), badState.toString());
  }

  @Test
  void theReplyCheckRefusesInternalErrorsAndResultsWithoutAnId() {
    assertDoesNotThrow(() -> FuzzServer.assertWellFormed(ServerReply.response(
        Fixtures.json("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}"), 200), "x"));
    assertThrows(AssertionError.class, () -> FuzzServer.assertWellFormed(ServerReply.response(
        Fixtures.json("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}"), 200),
        "x"));
    assertThrows(AssertionError.class, () -> FuzzServer.assertWellFormed(ServerReply.response(
        Fixtures.json("{\"jsonrpc\":\"2.0\",\"result\":{}}"), 200), "x"));
    assertThrows(AssertionError.class, () -> FuzzServer.assertWellFormed(ServerReply.response(
        Fixtures.json("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{},\"error\":{\"code\":1,\"message\":\"m\"}}"), 200),
        "x"));
  }
}
