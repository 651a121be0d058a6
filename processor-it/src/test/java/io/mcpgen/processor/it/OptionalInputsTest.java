package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * What the conformance suite's {@code capability-check} expects, through a generated stub: optional
 * inputs are asked only when the request's client capabilities allow them, and a client that can
 * answer none gets the result at once, never {@code -32021}.
 */
class OptionalInputsTest {

  private final McpServerEngine engine = ConciergeMcpServer.builder(new Concierge() {
    @Override
    public String greet(Optional<Elicited<Guest>> guest, Optional<String> suggestion) {
      return "Hello " + guest.flatMap(answer -> answer.accepted()).map(Guest::name).orElse("guest")
          + suggestion.map(s -> ", try " + s).orElse("");
    }
  }).requestState(RequestStateCodec.builder().audience("concierge").key("test", new byte[32]).build()).build();

  private CallOutcome call(McpClientEngine.Builder client) {
    return McpClientEngine.await(client.defaults(CallOptions.builder().autoFulfill(false).build()).build()
        .callTool("greet", JsonObject.empty()));
  }

  private McpClientEngine.Builder client() {
    return McpClientEngine.builder(InMemoryTransport.connect(engine)).clientInfo("optional-inputs", "1.0");
  }

  @Test
  void aClientThatCanAnswerNothingGetsTheResultAtOnce() {
    JsonObject result = call(client()).resultOrThrow();
    assertEquals(Json.parse("[{\"type\":\"text\",\"text\":\"Hello guest\"}]"), result.get("content"));
  }

  @Test
  void aClientIsAskedOnlyWhatItDeclared() {
    CallOutcome samplingOnly = call(client().sampling((request, context) ->
        CompletableFuture.completedFuture(SamplingAnswer.ofText("x", "m"))));
    assertEquals(List.of("suggestion"), List.copyOf(assertInstanceOf(CallOutcome.InputRequired.class, samplingOnly)
        .pending().inputRequests().keySet()));
  }
}
