package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** Reading {@code resultType} (checklist C-1 to C-3). */
class ResultTypeTest {

  private static McpClientEngine client(ScriptedServer server) {
    return McpClientEngine.builder(InMemoryTransport.connect(server)).build();
  }

  private static Throwable failure(java.util.concurrent.CompletableFuture<?> future) {
    return assertThrows(CompletionException.class, future::join).getCause();
  }

  @Test
  void aResultWithoutResultTypeIsComplete() {
    JsonObject legacy = json("{\"content\":[{\"type\":\"text\",\"text\":\"72F\"}],\"isError\":false}");
    CallOutcome outcome = client(ScriptedServer.answering(legacy)).callTool("get_weather", null).join();
    assertEquals(new CallOutcome.Complete(legacy, 1), outcome);
  }

  @Test
  void anUnknownResultTypeIsALocalProtocolErrorAndNeverComplete() {
    ScriptedServer server = ScriptedServer.answering(json("{\"resultType\":\"task\",\"content\":[]}"));
    Throwable failure = failure(client(server).callTool("t", null));
    assertInstanceOf(ProtocolViolationException.class, failure);
    assertEquals(json("{\"resultType\":\"task\",\"content\":[]}"), ((McpLocalException) failure).lastResult());
    assertEquals(1, server.requests().size());
  }

  @Test
  void aCompleteResultWithoutItsContentIsMalformedNotAnInterimResult() {
    Throwable failure = failure(client(ScriptedServer.answering(json("{\"resultType\":\"complete\"}"))).callTool("t", null));
    assertInstanceOf(ProtocolViolationException.class, failure);
    assertInstanceOf(ProtocolViolationException.class,
        failure(client(ScriptedServer.answering(json("{\"resultType\":\"complete\"}"))).getPrompt("p", null)));
    assertInstanceOf(ProtocolViolationException.class,
        failure(client(ScriptedServer.answering(json("{\"resultType\":\"complete\"}"))).readResource("file:///x")));
  }

  @Test
  void anInterimResultWithNeitherQuestionsNorStateIsAProtocolError() {
    assertInstanceOf(ProtocolViolationException.class, failure(client(ScriptedServer.answering(
        json("{\"resultType\":\"input_required\"}"))).callTool("t", null)));
    assertInstanceOf(ProtocolViolationException.class, failure(client(ScriptedServer.answering(
        json("{\"resultType\":\"input_required\",\"inputRequests\":{}}"))).callTool("t", null)));
    assertInstanceOf(ProtocolViolationException.class, failure(client(ScriptedServer.answering(
        json("{\"resultType\":\"input_required\",\"requestState\":42}"))).callTool("t", null)));
  }

  @Test
  void aPlainRequestAnsweredWithInputRequiredIsAProtocolError() {
    ScriptedServer server = ScriptedServer.answering(json("{\"resultType\":\"input_required\",\"requestState\":\"s\"}"));
    assertInstanceOf(ProtocolViolationException.class, failure(client(server).listTools()));
    JsonObject tools = json("{\"tools\":[],\"ttlMs\":0,\"cacheScope\":\"public\"}");
    assertEquals(tools, client(ScriptedServer.answering(tools)).listTools().join());
  }

  @Test
  void theCallRefusesToAskForInputOnOtherMethods() {
    McpClientEngine client = client(ScriptedServer.answering(json("{}")));
    assertThrows(IllegalArgumentException.class, () -> client.call("tools/list", json("{}"), CallOptions.defaults()));
  }
}
