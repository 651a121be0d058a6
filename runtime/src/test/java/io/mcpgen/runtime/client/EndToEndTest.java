package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.server.Answers;
import io.mcpgen.runtime.server.DeclaredInputsHandler;
import io.mcpgen.runtime.server.InputDeclarations;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.WireTap;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The client loop against the real engine, over the in-memory transport. */
class EndToEndTest {

  private static final DeclaredInputsHandler TRIP_PLANNER = new DeclaredInputsHandler() {
    @Override
    public InputDeclarations declare(RoundContext call) {
      return InputDeclarations.builder()
          .require("traveller", InputRequest.form("Who travels to " + call.arguments().get("to").asString() + "?",
              Fixtures.schema("name", "string")))
          .require("tips", SamplingRequest.ofText("Tips for " + call.arguments().get("to").asString(), 50))
          .require("workspace", InputRequest.roots())
          .build();
    }

    @Override
    public JsonObject run(RoundContext call, Answers answers) {
      return Fixtures.textResult(answers.elicitation("traveller").string("name") + " / " + answers.sampling("tips").text()
          + " / " + answers.roots("workspace").uris().get(0));
    }
  };

  private static McpServerEngine server(String name) {
    return McpServerEngine.builder()
        .serverInfo(name, "1")
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("plan"), McpHandler.declared(TRIP_PLANNER))
        .prompt(json("{\"name\":\"brief\"}"), McpHandler.sequential((call, exchange) -> {
          String topic = exchange.elicitForm("topic", "Topic?", Fixtures.schema("topic", "string")).string("topic");
          return json("{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Brief on " + topic + "\"}}]}");
        }))
        .resourceTemplate(json("{\"uriTemplate\":\"file:///secrets/{name}\",\"name\":\"secrets\"}"),
            McpHandler.sequential((call, exchange) -> {
              ElicitationAnswer consent = exchange.elicitUrl("consent", "Unlock the vault",
                  "https://vault.example.com/unlock");
              return json("{\"contents\":[{\"uri\":\"" + call.uri() + "\",\"text\":\"" + (consent.isAccepted() ? "s3cr3t"
                  : "locked") + "\"}]}");
            }))
        .tool(Fixtures.tool("shed"), McpHandler.sequential((call, exchange) -> {
          exchange.yieldOnce("busy");
          return Fixtures.textResult("served by " + call.round());
        }))
        .build();
  }

  private final AtomicInteger handlerCalls = new AtomicInteger();

  private McpClientEngine client(McpEndpoint endpoint) {
    return McpClientEngine.builder(InMemoryTransport.connect(endpoint))
        .formElicitation((form, context) -> {
          handlerCalls.incrementAndGet();
          String field = form.requestedSchema().get("properties").asObject().names().iterator().next();
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(JsonObject.of(field,
              JsonValue.parse("\"Ada\""))));
        })
        .urlElicitation((url, context) -> CompletableFuture.completedFuture(ElicitationAnswer.acceptUrl()))
        .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("pack light", "m")))
        .roots((request, context) -> CompletableFuture.completedFuture(
            RootsAnswer.of(List.of(json("{\"uri\":\"file:///home/ada/trips\"}")))))
        .build();
  }

  private static String text(JsonObject result) {
    return result.get("content").asArray().get(0).asObject().get("text").asString();
  }

  @Test
  void severalInputsOfEveryKindAreAnsweredInOneRound() {
    WireTap wire = new WireTap(server("a"));
    CallOutcome outcome = client(wire).callTool("plan", json("{\"to\":\"Kyoto\"}")).join();
    assertEquals("Ada / pack light / file:///home/ada/trips", text(outcome.resultOrThrow()));
    assertEquals(2, wire.requests().size());
    assertEquals(Set.of("traveller", "tips", "workspace"), wire.params(1).get("inputResponses").asObject().names());
  }

  @Test
  void promptsAndResourcesGoThroughRoundsToo() {
    McpClientEngine client = client(server("a"));
    assertEquals("Brief on Ada", client.getPrompt("brief", null).join().resultOrThrow().get("messages").asArray().get(0)
        .asObject().get("content").asObject().get("text").asString());
    JsonObject read = client.readResource("file:///secrets/db").join().resultOrThrow();
    assertEquals("s3cr3t", read.get("contents").asArray().get(0).asObject().get("text").asString());
    assertTrue(read.has("ttlMs") && read.has("cacheScope"));
  }

  @Test
  void aStateOnlyRoundIsRetriedWithoutAskingTheUser() {
    McpClientEngine client = client(server("a"));
    CallOutcome outcome = client.callTool("shed", null, client.defaults().toBuilder()
        .stateOnlyBackoff(java.time.Duration.ZERO).build()).join();
    assertEquals("served by 2", text(outcome.resultOrThrow()));
    assertEquals(0, handlerCalls.get());
  }

  @Test
  void twoServerInstancesSharingTheKeyServeAlternateRounds() {
    McpServerEngine a = server("a");
    McpServerEngine b = server("b");
    AtomicInteger turn = new AtomicInteger();
    WireTap wire = new WireTap((message, context) -> (turn.getAndIncrement() % 2 == 0 ? a : b).handle(message, context));
    CallOutcome outcome = client(wire).callTool("plan", json("{\"to\":\"Oslo\"}")).join();
    assertEquals("Ada / pack light / file:///home/ada/trips", text(outcome.resultOrThrow()));
    List<JsonObject> replies = wire.replies();
    assertEquals("a", replies.get(0).get("result").asObject().get("_meta").asObject()
        .get("io.modelcontextprotocol/serverInfo").asObject().get("name").asString());
    assertEquals("b", replies.get(1).get("result").asObject().get("_meta").asObject()
        .get("io.modelcontextprotocol/serverInfo").asObject().get("name").asString());
  }

  @Test
  void idsAreDistinctAndTheServerNeverSendsARequestInAWholeSession() {
    WireTap wire = new WireTap(server("a"));
    McpClientEngine client = client(wire);
    client.discover().join();
    client.listTools().join();
    client.callTool("plan", json("{\"to\":\"Rome\"}")).join();
    client.getPrompt("brief", null).join();
    client.readResource("file:///secrets/x").join();
    Set<JsonValue> ids = new HashSet<>();
    for (JsonObject request : wire.requests()) {
      assertTrue(ids.add(request.get("id")), "id reused: " + request.get("id"));
    }
    assertEquals(8, ids.size());
    for (WireTap.Message message : wire.messages()) {
      if (message.direction() != WireTap.Direction.CLIENT_TO_SERVER) {
        assertFalse(message.json().has("method") && message.json().has("id"), "server request: " + message.json());
      }
    }
  }

  @Test
  void aClientWithoutTheCapabilityGetsTheServersMissingCapabilityError() {
    McpClientEngine bare = McpClientEngine.builder(InMemoryTransport.connect(server("a"))).build();
    McpServerException error = assertInstanceOf(McpServerException.class, org.junit.jupiter.api.Assertions.assertThrows(
        java.util.concurrent.CompletionException.class, () -> bare.callTool("plan", json("{\"to\":\"Rome\"}")).join())
        .getCause());
    assertEquals(-32021, error.code());
    assertEquals(json("{\"requiredCapabilities\":{\"elicitation\":{\"form\":{}},\"sampling\":{},\"roots\":{}}}"), error.data());
  }
}
