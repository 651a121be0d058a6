package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The interop server and client in one process, without a transport in between. */
class InteropServerTest {

  @Test
  void theJavaClientGetsEveryExpectedAnswerFromTheJavaServer() {
    List<CallReport> reports = new InteropClient(InMemoryTransport.connect(
        InteropServer.engine(StateKeys.codec(null), Runnable::run))).callAll();
    List<CallReport> expected = new ArrayList<>();
    for (InteropCalls.Expected call : InteropCalls.EXPECTED) {
      expected.add(new CallReport(call.name(), call.rounds(), call.text(), true));
    }
    assertEquals(expected, reports);
  }

  /** Issue 34, item 3: two_step asks a name, then roots; without roots nothing may be asked first. */
  @Test
  void aClientWithoutRootsIsRefusedTwoStepOnTheFirstRoundBeforeTheNameIsAsked() {
    AtomicInteger askedName = new AtomicInteger();
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(
            InteropServer.engine(StateKeys.codec(null), Runnable::run)))
        .formElicitation((form, context) -> {
          askedName.incrementAndGet();
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(JsonObject.of("name", JsonString.of("Ada"))));
        })
        .build();
    McpServerException refused = assertThrows(McpServerException.class,
        () -> McpClientEngine.await(client.callTool("two_step", JsonObject.empty())));
    assertEquals(ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY, refused.code());
    assertEquals(Json.parse("{\"requiredCapabilities\":{\"roots\":{}}}"), refused.data());
    assertEquals(0, askedName.get(), "no answer spent on a call that cannot finish");
  }

  @Test
  void aClientWithRootsIsStillAskedTheNameFirst() {
    AtomicInteger askedName = new AtomicInteger();
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(
            InteropServer.engine(StateKeys.codec(null), Runnable::run)))
        .formElicitation((form, context) -> {
          askedName.incrementAndGet();
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(JsonObject.of("name", JsonString.of("Ada"))));
        })
        .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of(
            JsonObject.of("uri", JsonString.of("file:///work"))))))
        .build();
    CallOutcome outcome = client.callTool("two_step", JsonObject.empty()).join();
    assertEquals(1, askedName.get());
    assertEquals("hello Ada; roots: file:///work", ((CallOutcome.Complete) outcome).result().get("content").asArray()
        .elements().get(0).asObject().get("text").asString());
  }

  @Test
  void aReportIsOneJsonLineThatReadsBack() {
    CallReport report = new CallReport("echo", 1, "two\nlines \u2713", true);
    String line = report.toJsonLine();
    assertEquals(-1, line.indexOf('\n'));
    assertEquals(report, CallReport.parse(line));
  }

  @Test
  void theStateKeyMustBeBase64OfAtLeast32Bytes() {
    assertThrows(IllegalArgumentException.class, () -> StateKeys.codec("not base64!"));
    assertThrows(IllegalArgumentException.class,
        () -> StateKeys.codec(Base64.getEncoder().encodeToString(new byte[31])));
    StateKeys.codec(Base64.getEncoder().encodeToString(new byte[32]));
  }
}
