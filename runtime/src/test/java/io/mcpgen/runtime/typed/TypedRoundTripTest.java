package io.mcpgen.runtime.typed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonCodecs;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonReader;
import io.mcpgen.json.JsonWriter;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.InputHandlerException;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.server.InputDeclarations;
import io.mcpgen.runtime.server.InputRound;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Wire;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The typed pieces between a server handler and a client's hooks, wired by hand as generated code
 * wires them: declared forms, a sequential exchange, hooks routed by declaration and by schema.
 */
class TypedRoundTripTest {

  private static final JsonObject ORDER_ARGS = Fixtures.json("{\"type\":\"object\",\"properties\":"
      + "{\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"confirmed\"]}");

  /** {@code order}: its arguments are a Confirm record (to reuse the codec); asks a Confirm form first. */
  private static RoundResult order(RoundContext round) {
    Confirm arguments = Arguments.decode(round, new Confirm.Codec());
    InputRound inputs = InputRound.of(round, InputDeclarations.builder()
        .require("confirm", Confirm.FORM.question("Order " + Templates.text(arguments.note()) + "?"))
        .build());
    if (!inputs.complete()) {
      return inputs.askMissing();
    }
    Elicited<Confirm> confirm = Confirm.FORM.read("confirm", inputs.answers().elicitation("confirm"));
    return RoundResult.complete(confirm.accepted().map(Confirm::confirmed).orElse(false)
        ? ToolResults.structured("Shop.order()", new Confirm(true, "ordered " + arguments.note()), new Confirm.Codec())
        : ToolResults.failed(new IllegalStateException("not confirmed")));
  }

  private static McpServerEngine engine() {
    return McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.json("{\"name\":\"order\",\"inputSchema\":" + ORDER_ARGS + "}"), TypedRoundTripTest::order)
        .tool(Fixtures.tool("plan"), McpHandler.sequential((call, exchange) -> {
          McpExchange typed = new McpExchange(call, exchange, List.of(Confirm.FORM));
          Elicited<Confirm> first = typed.elicit("first", "Go on?", Confirm.class);
          String sampled = typed.sampleText("llm", "Say hi", 20);
          List<String> roots = typed.roots("roots").uris();
          return ToolResults.text("Shop.order()", first.action().wireName() + " " + sampled + " " + roots);
        }))
        .tool(Fixtures.tool("two_of_a_shape"), McpHandler.sequential((call, exchange) -> {
          McpExchange typed = new McpExchange(call, exchange, List.of(Confirm.FORM, AGAIN));
          Elicited<Confirm> first = typed.elicit("first", "First?", Confirm.class);
          Elicited<Again> second = typed.elicit("second", "Second?", Again.class);
          return ToolResults.text("Shop.twoOfAShape()", first.accepted().map(Confirm::note).orElse("-") + " "
              + second.accepted().map(Again::note).orElse("-"));
        }))
        .tool(Fixtures.tool("unnamed_of_a_shape"), McpHandler.sequential((call, exchange) -> {
          exchange.elicitForm("plain", "Which?", Confirm.SCHEMA);
          return ToolResults.text("Shop.unnamedOfAShape()", "never");
        }))
        .tool(Fixtures.tool("unknown_form"), McpHandler.sequential((call, exchange) -> {
          exchange.elicitForm("odd", "Odd?", Fixtures.schema("odd", "string"));
          return ToolResults.text("Shop.order()", "never");
        }))
        .build();
  }

  /** A second record of Confirm's shape, with a codec that goes through Confirm's. */
  record Again(boolean confirmed, String note) {
    static final class Codec implements JsonCodec<Again> {
      private final Confirm.Codec confirm = new Confirm.Codec();

      @Override
      public Again read(JsonReader in) {
        Confirm read = confirm.read(in);
        return new Again(read.confirmed(), read.note());
      }

      @Override
      public void write(JsonWriter out, Again value) {
        confirm.write(out, new Confirm(value.confirmed(), value.note()));
      }
    }
  }

  private static final Form<Again> AGAIN = Form.of(Again.class, Confirm.SCHEMA, new Again.Codec());

  private static McpClientEngine client(InputHooks.Builder hooks) {
    return hooks.install(McpClientEngine.builder(InMemoryTransport.connect(engine()))).build();
  }

  @Test
  void aDeclaredFormIsAnsweredByTheHookOfItsRecordAndTheResultIsTyped() {
    List<FormQuestion> asked = new CopyOnWriteArrayList<>();
    McpClientEngine client = client(InputHooks.builder(List.of(new InputHooks.Route("tools/call", "order", "confirm",
        Confirm.class))).form(Confirm.FORM, question -> {
          asked.add(question);
          return Elicited.accepted(new Confirm(true, null));
        }));
    CallOutcome outcome = client.callTool("order", Arguments.encode(new Confirm(false, "tea"), new Confirm.Codec())).join();
    assertEquals(new Confirm(true, "ordered tea"), Outcomes.structured("order", outcome, new Confirm.Codec()));
    assertEquals(2, ((CallOutcome.Complete) outcome).requestsSent());
    assertEquals("confirm", asked.get(0).key());
    assertEquals("Order tea?", asked.get(0).message());
    assertEquals("order", asked.get(0).context().params().get("name").asString());
  }

  @Test
  void aDeclinedFormReachesTheServerAndItsToolErrorReachesTheTypedCaller() {
    McpClientEngine client = client(InputHooks.builder(List.of()).form(Confirm.FORM, question -> Elicited.declined()));
    CallOutcome outcome = client.callTool("order", Arguments.encode(new Confirm(false, "tea"), new Confirm.Codec())).join();
    ToolErrorException failed = assertThrows(ToolErrorException.class, () -> Outcomes.structured("order", outcome,
        new Confirm.Codec()));
    assertEquals("tool order failed: not confirmed", failed.getMessage());
    assertEquals("order", failed.tool());
  }

  /**
   * A tool's whole result (the {@code CallToolResult} of a tool without an output schema, or its
   * JSON) throws on {@code isError} as the record form does; a successful one comes back whole.
   */
  @Test
  void aToolErrorThrowsFromTheWholeResultToo() {
    McpClientEngine client = client(InputHooks.builder(List.of()).form(Confirm.FORM, question -> Elicited.declined()));
    CallOutcome failed = client.callTool("order", Arguments.encode(new Confirm(false, "tea"), new Confirm.Codec())).join();
    ToolErrorException asJson = assertThrows(ToolErrorException.class, () -> Outcomes.toolResult("order", failed));
    assertEquals("tool order failed: not confirmed", asJson.getMessage());
    assertEquals(true, asJson.result().get("isError").asBoolean());
    ToolErrorException asRecord = assertThrows(ToolErrorException.class,
        () -> Outcomes.toolResult("order", failed, JsonCodecs.OBJECT));
    assertEquals("order", asRecord.tool());

    McpClientEngine accepting = client(InputHooks.builder(List.of()).form(Confirm.FORM,
        question -> Elicited.accepted(new Confirm(true, "tea"))));
    CallOutcome done = accepting.callTool("order", Arguments.encode(new Confirm(false, "tea"), new Confirm.Codec()))
        .join();
    assertEquals(done.resultOrThrow(), Outcomes.toolResult("order", done));
    assertEquals(done.resultOrThrow(), Outcomes.toolResult("order", done, JsonCodecs.OBJECT));
  }

  @Test
  void argumentsThatDoNotFitTheRecordAreAToolErrorNamingTheMember() {
    McpClientEngine client = client(InputHooks.builder(List.of()).form(Confirm.FORM, question -> Elicited.declined()));
    CallOutcome missing = client.callTool("order", Fixtures.json("{\"note\":\"tea\"}")).join();
    ToolErrorException failed = assertThrows(ToolErrorException.class, () -> Outcomes.structured("order", missing,
        new Confirm.Codec()));
    assertEquals("tool order failed: Invalid arguments for tool order: missing required member at /arguments/confirmed",
        failed.getMessage());
    assertEquals(true, failed.result().get("isError").asBoolean());
    CallOutcome wrongType = client.callTool("order", Fixtures.json("{\"confirmed\":\"yes\",\"note\":\"tea\"}")).join();
    assertThrows(ToolErrorException.class, () -> Outcomes.structured("order", wrongType, new Confirm.Codec()));
  }

  @Test
  void promptArgumentsThatDoNotFitTheRecordStayInvalidParams() {
    McpServerEngine server = McpServerEngine.builder()
        .prompt(Fixtures.json("{\"name\":\"brief\"}"), round -> {
          Arguments.decode(round, new Confirm.Codec());
          return RoundResult.complete(Fixtures.json("{\"messages\":[]}"));
        })
        .build();
    JsonObject error = Wire.error(Wire.send(server, Fixtures.request(2, "prompts/get",
        "{\"name\":\"brief\",\"arguments\":{\"note\":\"x\"}}", "{}")));
    assertEquals(ErrorCodes.INVALID_PARAMS, error.get("code").asNumber().intValue());
    assertEquals("Invalid arguments for prompt brief: missing required member at /arguments/confirmed",
        error.get("message").asString());
  }

  @Test
  void aSequentialExchangeAsksInTurnAndHooksAnswerByKindAndBySchema() {
    McpClientEngine client = client(InputHooks.builder(List.of())
        .form(Confirm.FORM, question -> Elicited.cancelled())
        .samplingAnswers((request, context) -> SamplingAnswer.ofText("hi " + request.maxTokens(), "model"))
        .roots((context) -> List.of("file:///a", "file:///b"), new UriRootCodec()));
    CallOutcome outcome = client.callTool("plan", JsonObject.empty()).join();
    assertEquals("cancel hi 20 [file:///a, file:///b]", Outcomes.text("plan", outcome));
    assertEquals(4, ((CallOutcome.Complete) outcome).requestsSent());
    assertEquals(Fixtures.json("{\"elicitation\":{\"form\":{}},\"sampling\":{},\"roots\":{}}"), client.capabilities());
  }

  @Test
  void aFormNoHookAnswersFailsTheCallLocallyNamingIt() {
    McpClientEngine client = client(InputHooks.builder(List.of()).form(Confirm.FORM, question -> Elicited.declined()));
    InputHandlerException failed = assertInstanceOf(InputHandlerException.class,
        assertThrows(RuntimeException.class, () -> McpClientEngine.await(client.callTool("unknown_form", JsonObject.empty()))));
    assertTrue(failed.getMessage().contains("cannot answer the form 'odd' of tools/call unknown_form: no form of the"
        + " interface has this schema"), failed.getMessage());
  }

  @Test
  void aFormQuestionNamesItsFormInMetaAndTheClientRoutesByThatName() {
    assertEquals(java.util.Optional.of("Again"), AGAIN.question("?").formName());
    assertEquals("Again", AGAIN.question("?").params().get("_meta").asObject()
        .get(io.mcpgen.runtime.mrtr.FormElicitation.FORM_NAME_META).asString());
    // Two forms with the same fields, asked in turn: each question reaches the hook of the form it names.
    List<String> asked = new CopyOnWriteArrayList<>();
    McpClientEngine client = client(InputHooks.builder(List.of())
        .form(Confirm.FORM, question -> {
          asked.add("Confirm:" + question.key());
          return Elicited.accepted(new Confirm(true, "c-" + question.key()));
        })
        .form(AGAIN, question -> {
          asked.add("Again:" + question.key());
          return Elicited.accepted(new Again(true, "a-" + question.key()));
        }));
    assertEquals("c-first a-second", Outcomes.text("two_of_a_shape", client.callTool("two_of_a_shape",
        JsonObject.empty()).join()));
    assertEquals(List.of("Confirm:first", "Again:second"), asked);
  }

  @Test
  void aNamedFormWithoutAHookNamesTheHookToAdd() {
    McpClientEngine client = client(InputHooks.builder(List.of(), List.of(new InputHooks.Hookable(Confirm.FORM, "onConfirm"),
        new InputHooks.Hookable(AGAIN, "onAgain"))).form(Confirm.FORM, question -> Elicited.accepted(
            new Confirm(true, "yes"))));
    InputHandlerException failed = assertInstanceOf(InputHandlerException.class,
        assertThrows(RuntimeException.class, () -> McpClientEngine.await(client.callTool("two_of_a_shape",
            JsonObject.empty()))));
    assertTrue(failed.getMessage().contains("cannot answer the form 'second' of tools/call two_of_a_shape: it asks for"
        + " Again, which this client has no hook for; add onAgain to the builder"), failed.getMessage());
  }

  @Test
  void aQuestionWithoutAFormNameThatFitsTwoFormsIsRefusedNotGuessed() {
    McpClientEngine client = client(InputHooks.builder(List.of())
        .form(Confirm.FORM, question -> Elicited.declined())
        .form(AGAIN, question -> Elicited.declined()));
    InputHandlerException failed = assertInstanceOf(InputHandlerException.class,
        assertThrows(RuntimeException.class, () -> McpClientEngine.await(client.callTool("unnamed_of_a_shape",
            JsonObject.empty()))));
    assertTrue(failed.getMessage().contains("the question names no form and its fields fit Confirm and Again alike"),
        failed.getMessage());
  }

  @Test
  void aCallWhoseDeclaredInputsLackHooksFailsBeforeSendingNamingThem() {
    InputHooks.Builder hooks = InputHooks.builder(List.of(
        new InputHooks.Route("tools/call", "order", "confirm", "onConfirm", Confirm.class, false),
        new InputHooks.Route("tools/call", "order", "summary", "onSampling", null, true),
        new InputHooks.Route("tools/call", "plan", "roots", "onRoots", null, false)));
    InputHooks.CallCheck check = hooks.check();
    java.util.concurrent.atomic.AtomicInteger sent = new java.util.concurrent.atomic.AtomicInteger();
    MissingHookException missing = assertInstanceOf(MissingHookException.class, assertThrows(RuntimeException.class,
        () -> McpClientEngine.await(check.send("tools/call", "order", () -> {
          sent.incrementAndGet();
          return new java.util.concurrent.CompletableFuture<>();
        }))));
    assertEquals(0, sent.get());
    // The optional sampling input is left out by the server for a client without sampling: not needed.
    assertEquals(List.of("onConfirm"), missing.hooks());
    assertEquals("tools/call order asks for input this client has no hook for: add onConfirm to the builder",
        missing.getMessage());
    assertEquals(0, missing.requestsSent());
    // With the form hook, the same call goes out.
    InputHooks.CallCheck ready = hooks.form(Confirm.FORM, question -> Elicited.declined()).check();
    java.util.concurrent.CompletableFuture<CallOutcome> going = ready.send("tools/call", "order", () -> {
      sent.incrementAndGet();
      return new java.util.concurrent.CompletableFuture<>();
    });
    assertFalse(going.isDone());
    assertEquals(1, sent.get());
  }

  @Test
  void onlyTheKindsWithHooksAreDeclared() {
    McpClientEngine client = client(InputHooks.builder(List.of()).url(question -> Elicited.consented()));
    assertEquals(Fixtures.json("{\"elicitation\":{\"url\":{}}}"), client.capabilities());
  }

  @Test
  void aFormIsKnownByItsFieldsNotItsWording() {
    JsonObject worded = Fixtures.json("{\"$schema\":\"http://json-schema.org/draft-07/schema#\",\"type\":\"object\","
        + "\"properties\":{\"note\":{\"type\":\"string\",\"title\":\"Note\"},\"confirmed\":{\"type\":\"boolean\"}},"
        + "\"required\":[\"confirmed\"],\"additionalProperties\":false}");
    assertTrue(InputHooks.sameFields(Confirm.SCHEMA, worded));
    assertFalse(InputHooks.sameFields(Confirm.SCHEMA, worded.with("required", Fixtures.json("{\"a\":[\"note\"]}")
        .get("a"))));
    assertFalse(InputHooks.sameFields(Confirm.SCHEMA, Fixtures.json("{\"type\":\"object\",\"properties\":"
        + "{\"confirmed\":{\"type\":\"string\"},\"note\":{\"type\":\"string\"}},\"required\":[\"confirmed\"]}")));
    assertFalse(InputHooks.sameFields(Confirm.SCHEMA, Fixtures.schema("confirmed", "boolean")));
  }

  /** Roots as plain URI strings, written as {@code {"uri": ...}}: a stand-in for the protocol's Root codec. */
  private static final class UriRootCodec implements JsonCodec<String> {
    @Override
    public String read(JsonReader in) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void write(JsonWriter out, String value) {
      out.beginObject();
      out.name("uri");
      out.value(value);
      out.endObject();
    }
  }
}
