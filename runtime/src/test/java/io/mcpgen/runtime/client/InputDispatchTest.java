package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Dispatching input requests to handlers (checklist C-10 to C-14). */
class InputDispatchTest {

  private static final String FORM = "{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Name?\","
      + "\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"age\":{\"type\":"
      + "\"integer\"}},\"required\":[\"name\"]}}}";
  private static final String URL = "{\"method\":\"elicitation/create\",\"params\":{\"mode\":\"url\","
      + "\"url\":\"https://mcp.example.com/ui/set_api_key?session=abc\",\"message\":\"Please provide your API key.\"}}";
  private static final String SAMPLE = "{\"method\":\"sampling/createMessage\",\"params\":{\"messages\":[{\"role\":\"user\","
      + "\"content\":{\"type\":\"text\",\"text\":\"What is the capital of France?\"}}],\"maxTokens\":100}}";
  private static final String ROOTS = "{\"method\":\"roots/list\"}";
  private static final JsonObject DONE = json("{\"resultType\":\"complete\",\"content\":[]}");

  private static JsonObject asking(String requests) {
    return json("{\"resultType\":\"input_required\",\"inputRequests\":" + requests + ",\"requestState\":\"s\"}");
  }

  private final List<String> calls = new CopyOnWriteArrayList<>();
  private final CompletableFuture<ElicitationAnswer> formAnswer = new CompletableFuture<>();
  private final CompletableFuture<SamplingAnswer> sampleAnswer = new CompletableFuture<>();

  private McpClientEngine.Builder allHandlers(ScriptedServer server) {
    return McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> {
          calls.add("form:" + context.key());
          return formAnswer;
        })
        .urlElicitation((url, context) -> {
          calls.add("url:" + url.url());
          return CompletableFuture.completedFuture(ElicitationAnswer.acceptUrl());
        })
        .sampling((request, context) -> {
          calls.add("sampling:" + request.maxTokens());
          return sampleAnswer;
        })
        .roots((request, context) -> {
          calls.add("roots");
          return CompletableFuture.completedFuture(RootsAnswer.of(List.of(json("{\"uri\":\"file:///home/me\"}"))));
        });
  }

  private static Throwable failure(CompletableFuture<?> future) {
    return assertThrows(CompletionException.class, future::join).getCause();
  }

  @Test
  void aMixedRoundCallsEveryHandlerAtOnceAndSendsOneRetryWithAllAnswers() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + ",\"capital\":" + SAMPLE + "}"), DONE);
    CompletableFuture<CallOutcome> call = allHandlers(server).build().callTool("t", null);
    // Both handlers run before either has answered: they are asked concurrently.
    assertEquals(List.of("form:login", "sampling:100"), calls);
    sampleAnswer.complete(SamplingAnswer.ofText("Paris", "m"));
    assertEquals(1, server.requests().size());
    formAnswer.complete(ElicitationAnswer.accept(json("{\"name\":\"octocat\"}")));
    call.join();
    assertEquals(2, server.requests().size());
    assertEquals(json("{\"login\":{\"action\":\"accept\",\"content\":{\"name\":\"octocat\"}},\"capital\":"
        + "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"Paris\"},\"model\":\"m\","
        + "\"stopReason\":\"endTurn\"}}"), server.params(1).get("inputResponses"));
  }

  @Test
  void elicitationsGoByModeAndAMissingModeMeansForm() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"a\":" + FORM + ",\"b\":" + URL + ",\"c\":" + ROOTS + "}"), DONE);
    formAnswer.complete(ElicitationAnswer.decline());
    allHandlers(server).build().callTool("t", null).join();
    assertEquals(List.of("form:a", "url:https://mcp.example.com/ui/set_api_key?session=abc", "roots"), calls);
    assertEquals(json("{\"a\":{\"action\":\"decline\"},\"b\":{\"action\":\"accept\"},\"c\":{\"roots\":"
        + "[{\"uri\":\"file:///home/me\"}]}}"), server.params(1).get("inputResponses"));
  }

  @Test
  void theDeclaredCapabilitiesAreExactlyThoseWithAHandler() {
    ScriptedServer server = ScriptedServer.answering(DONE);
    assertEquals(json("{}"), McpClientEngine.builder(InMemoryTransport.connect(server)).build().capabilities());
    assertEquals(json("{\"elicitation\":{\"form\":{},\"url\":{}},\"sampling\":{},\"roots\":{}}"),
        allHandlers(server).build().capabilities());
    McpClientEngine toolSampler = McpClientEngine.builder(InMemoryTransport.connect(server)).sampling(new SamplingHandler() {
      @Override
      public CompletableFuture<SamplingAnswer> sample(io.mcpgen.runtime.mrtr.SamplingRequest request, InputContext context) {
        return sampleAnswer;
      }

      @Override
      public boolean supportsTools() {
        return true;
      }
    }).build();
    toolSampler.callTool("t", null).join();
    assertEquals(json("{\"sampling\":{\"tools\":{}}}"), server.params(0).get("_meta").asObject()
        .get("io.modelcontextprotocol/clientCapabilities"));
  }

  @Test
  void aQuestionWithoutAHandlerFailsLocallyBeforeAnyHandlerRunsOrAnyRetry() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + ",\"files\":" + ROOTS + "}"));
    McpClientEngine formOnly = McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> {
          calls.add("form");
          return formAnswer;
        })
        .build();
    Throwable failure = failure(formOnly.callTool("t", null));
    assertInstanceOf(UnfulfillableInputException.class, failure);
    assertEquals("files", ((UnfulfillableInputException) failure).key());
    assertEquals(List.of(), calls);
    assertEquals(1, server.requests().size());
  }

  @Test
  void anUnknownInputMethodOrModeFailsLocallyWithoutARetry() {
    ScriptedServer unknownMethod = ScriptedServer.answering(asking("{\"x\":{\"method\":\"tasks/get\",\"params\":{}}}"));
    Throwable failure = failure(allHandlers(unknownMethod).build().callTool("t", null));
    assertInstanceOf(UnfulfillableInputException.class, failure);
    assertFalse(failure instanceof McpServerException);
    assertEquals(1, unknownMethod.requests().size());
    ScriptedServer unknownMode = ScriptedServer.answering(asking("{\"x\":{\"method\":\"elicitation/create\",\"params\":"
        + "{\"mode\":\"telepathy\",\"message\":\"m\"}}}"));
    assertInstanceOf(UnfulfillableInputException.class, failure(allHandlers(unknownMode).build().callTool("t", null)));
    assertEquals(1, unknownMode.requests().size());
  }

  @Test
  void aSamplingRefusalStopsTheCallWithoutARetry() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"capital\":" + SAMPLE + "}"));
    CompletableFuture<CallOutcome> call = allHandlers(server).build().callTool("t", null);
    sampleAnswer.completeExceptionally(new InputRefusedException("the user said no"));
    CallOutcome outcome = call.join();
    assertInstanceOf(CallOutcome.Declined.class, outcome);
    CallOutcome.Declined declined = (CallOutcome.Declined) outcome;
    assertEquals("capital", declined.key());
    assertEquals("sampling/createMessage", declined.method());
    assertEquals("the user said no", declined.reason());
    assertEquals(1, server.requests().size());
    assertInstanceOf(InputDeclinedException.class, assertThrows(McpLocalException.class, outcome::resultOrThrow));
  }

  @Test
  void aRootsRefusalStopsTheCallWithoutARetry() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"r\":" + ROOTS + "}"));
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .roots((request, context) -> CompletableFuture.failedFuture(new InputRefusedException("private")))
        .build();
    assertInstanceOf(CallOutcome.Declined.class, client.callTool("t", null).join());
    assertEquals(1, server.requests().size());
  }

  @Test
  void anElicitationRefusalIsSentAsADecline() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + "}"), DONE);
    CompletableFuture<CallOutcome> call = allHandlers(server).build().callTool("t", null);
    formAnswer.completeExceptionally(new InputRefusedException("no"));
    call.join();
    assertEquals(json("{\"login\":{\"action\":\"decline\"}}"), server.params(1).get("inputResponses"));
  }

  @Test
  void aFormAnswerThatDoesNotFitTheSchemaIsBlockedBeforeTheRetry() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + "}"), DONE);
    CompletableFuture<CallOutcome> call = allHandlers(server).build().callTool("t", null);
    formAnswer.complete(ElicitationAnswer.accept(json("{\"name\":\"octocat\",\"age\":\"old\"}")));
    assertInstanceOf(InputHandlerException.class, failure(call));
    assertEquals(1, server.requests().size());
  }

  @Test
  void aFailingHandlerEndsTheCallLocally() {
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + "}"), DONE);
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> {
          throw new IllegalStateException("UI crashed");
        })
        .build();
    assertInstanceOf(InputHandlerException.class, failure(client.callTool("t", null)));
    assertEquals(1, server.requests().size());
  }

  @Test
  void handlersSeeWhoAsksAndTheFullQuestion() {
    AtomicReference<InputContext> seen = new AtomicReference<>();
    AtomicReference<UrlElicitation> question = new AtomicReference<>();
    ScriptedServer server = ScriptedServer.answering(asking("{\"key\":" + URL + "}").with("_meta",
        json("{\"io.modelcontextprotocol/serverInfo\":{\"name\":\"payments\",\"version\":\"1\"}}")), DONE);
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .urlElicitation((url, context) -> {
          seen.set(context);
          question.set(url);
          return CompletableFuture.completedFuture(ElicitationAnswer.cancel());
        })
        .build();
    client.callTool("pay", json("{\"amount\":5}")).join();
    assertEquals("https://mcp.example.com/ui/set_api_key?session=abc", question.get().url());
    assertEquals("key", seen.get().key());
    assertEquals("tools/call", seen.get().method());
    assertEquals(json("{\"name\":\"pay\",\"arguments\":{\"amount\":5}}"), seen.get().params());
    assertEquals(json("{\"name\":\"payments\",\"version\":\"1\"}"), seen.get().serverInfo());
    assertEquals(1, seen.get().round());
    assertTrue(seen.get().cancellation().isCancelled(), "the round's flag is tripped once the call ended");
  }

  @Test
  void aFormQuestionAlwaysReachesTheFormHandlerTyped() {
    AtomicReference<FormElicitation> seen = new AtomicReference<>();
    ScriptedServer server = ScriptedServer.answering(asking("{\"login\":" + FORM + "}"), DONE);
    McpClientEngine.builder(InMemoryTransport.connect(server))
        .formElicitation((form, context) -> {
          seen.set(form);
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(json("{\"name\":\"x\"}")));
        })
        .build().callTool("t", null).join();
    assertEquals("Name?", seen.get().message());
  }
}
