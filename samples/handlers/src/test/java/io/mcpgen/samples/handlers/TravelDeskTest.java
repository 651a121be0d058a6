package io.mcpgen.samples.handlers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.protocol.PromptMessage;
import io.mcpgen.protocol.Role;
import io.mcpgen.protocol.Root;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormQuestion;
import io.mcpgen.runtime.typed.MissingHookException;
import io.mcpgen.runtime.typed.ToolErrorException;
import io.mcpgen.runtime.typed.UrlQuestion;
import io.mcpgen.samples.handlers.TravelDesk.Booking;
import io.mcpgen.samples.handlers.TravelDesk.Cabin;
import io.mcpgen.samples.handlers.TravelDesk.Confirm;
import io.mcpgen.samples.handlers.TravelDesk.Dates;
import io.mcpgen.samples.handlers.TravelDesk.Hotel;
import io.mcpgen.samples.handlers.TravelDesk.Meal;
import io.mcpgen.samples.handlers.TravelDesk.Mood;
import io.mcpgen.samples.handlers.TravelDesk.Payment;
import io.mcpgen.samples.handlers.TravelDesk.Plan;
import io.mcpgen.samples.handlers.TravelDesk.Postcard;
import io.mcpgen.samples.handlers.TravelDesk.Quote;
import io.mcpgen.samples.handlers.TravelDesk.Route;
import io.mcpgen.samples.handlers.TravelDesk.Seat;
import io.mcpgen.samples.handlers.TravelDesk.Status;
import io.mcpgen.samples.handlers.TravelDesk.Tone;
import io.mcpgen.samples.handlers.TravelDesk.Traveller;
import io.mcpgen.testkit.client.CountingTransport;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The generated server stub and typed clients end to end, in memory: every message is written to
 * UTF-8 and parsed back, as on a real wire, and every round is its own request.
 */
class TravelDeskTest {

  private static final Route LISBON_PORTO = new Route("Lisbon", "Porto", 2, Optional.of(Cabin.BUSINESS));
  private static final Traveller ADA = new Traveller("Ada Lovelace", "ada@example.com", Seat.WINDOW, true,
      List.of(Meal.VEGETARIAN));

  private final TravelAgency agency = new TravelAgency();
  private final McpServerEngine engine = TravelDeskMcpServer.builder(agency)
      .requestState(RequestStateCodec.builder().audience("travel-desk").key("test", new byte[32]).build())
      .build();
  private final CountingTransport wire = new CountingTransport(InMemoryTransport.connect(engine));

  private TravelDeskMcpClient.Builder client() {
    return TravelDeskMcpClient.builder(wire).clientInfo("travel-test", "1.0");
  }

  private static CreateMessageResult modelSays(String text) {
    return CreateMessageResult.builder()
        .content(new TextContent(null, null, text, Map.of()))
        .model("test-model")
        .role(Role.ASSISTANT)
        .stopReason("endTurn")
        .build();
  }

  @Test
  void aOneRoundToolReturnsItsRecord() {
    Quote quote = client().build().quote(LISBON_PORTO);
    assertEquals(new Quote("Lisbon", "Porto", 96_000, Cabin.BUSINESS), quote);
    assertEquals(1, wire.requests("tools/call"));
  }

  @Test
  void twoDeclaredInputsAreAskedInOneRoundAndTheMethodRunsOnceWithBoth() {
    List<FormQuestion> forms = new CopyOnWriteArrayList<>();
    List<SamplingRequest> samplings = new CopyOnWriteArrayList<>();
    List<InputContext> contexts = new CopyOnWriteArrayList<>();
    Booking booking = client()
        .onTraveller(question -> {
          forms.add(question);
          contexts.add(question.context());
          return Elicited.accepted(ADA);
        })
        .onSampling((request, context) -> {
          samplings.add(request);
          contexts.add(context);
          return modelSays("Porto awaits!");
        })
        .build()
        .book(LISBON_PORTO);
    assertEquals(new Booking("LISPOR2", Optional.of("Ada Lovelace <ada@example.com>, WINDOW, insured, [VEGETARIAN]"),
        Optional.of("Porto awaits!"), Status.BOOKED), booking);
    assertEquals(2, wire.requests("tools/call"));
    assertEquals(1, contexts.get(0).round());
    assertEquals(1, contexts.get(1).round());
    assertEquals("Who travels from Lisbon to Porto?", forms.get(0).message());
    assertEquals("traveller", forms.get(0).key());
    assertEquals("One cheerful line about a trip to Porto", samplings.get(0).messages().get(0).asObject()
        .get("content").asObject().get("text").asString());
    assertEquals(40, samplings.get(0).maxTokens());
    // Round 1 only asked; book() ran once, in round 2, with both answers.
    assertEquals(1, agency.bookCalls());
  }

  @Test
  void aDeclinedElicitationReachesTheMethodAsDeclined() {
    Booking booking = client()
        .onTraveller(question -> Elicited.declined())
        .onSampling((request, context) -> modelSays("unused"))
        .build()
        .book(LISBON_PORTO);
    assertEquals(Status.DECLINED, booking.status());
    assertEquals(Optional.empty(), booking.traveller());
    assertEquals(2, wire.requests("tools/call"));
    assertEquals(1, agency.bookCalls());
  }

  @Test
  void aSequentialFlowAsksWhatTheLastAnswerCallsForInThreeRounds() {
    List<String> asked = new CopyOnWriteArrayList<>();
    Plan plan = client()
        .onDates(question -> {
          asked.add(question.message());
          return Elicited.accepted(new Dates("2026-09-01", "2026-09-08", true));
        })
        .onHotel(question -> {
          asked.add(question.message());
          return Elicited.accepted(new Hotel(4, Optional.empty()));
        })
        .build()
        .plan(LISBON_PORTO);
    assertEquals(new Plan("Lisbon -> Porto", "2026-09-01", "2026-09-08", Optional.of("4 stars, 2 nights"), 96_000),
        plan);
    assertEquals(List.of("When do you travel from Lisbon to Porto?", "Which hotel in Porto from 2026-09-01?"), asked);
    assertEquals(3, wire.requests("tools/call"));
    // plan() ran in each of the three rounds; the checkpointed fare lookup only in the first.
    assertEquals(1, agency.fareLookups());
  }

  @Test
  void aSequentialFlowSkipsTheQuestionTheAnswerMadeNeedless() {
    Plan plan = client()
        .onDates(question -> Elicited.accepted(new Dates("2026-09-01", "2026-09-02", false)))
        .onHotel(question -> {
          throw new AssertionError("no hotel was wanted");
        })
        .build()
        .plan(LISBON_PORTO);
    assertEquals(Optional.empty(), plan.hotel());
    assertEquals(2, wire.requests("tools/call"));
  }

  @Test
  void aPromptAsksForInputToo() {
    List<PromptMessage> messages = client()
        .onTone(question -> Elicited.accepted(new Tone(Mood.FUNNY)))
        .build()
        .postcard(new Postcard("Porto", Optional.of("Ada")));
    assertEquals(1, messages.size());
    assertEquals(Role.USER, messages.get(0).role());
    assertEquals("Wish you were here (the seagulls ate my sandwich), from Porto, love Ada",
        ((TextContent) messages.get(0).content()).text());
    assertEquals(2, wire.requests("prompts/get"));
  }

  @Test
  void aResourceTemplateAsksForInputAndItsVariableTravelsEncoded() {
    List<String> keys = new CopyOnWriteArrayList<>();
    String itinerary = client()
        .onConfirm(question -> {
          keys.add(question.key() + ": " + question.message() + " @ " + question.context().params().get("uri").asString());
          return Elicited.accepted(new Confirm(true));
        })
        .build()
        .itinerary("trip 7/a");
    assertEquals("itinerary trip 7/a: Lisbon -> Porto, seat 3A", itinerary);
    assertEquals(List.of("confirm: Show itinerary trip 7/a? @ travel://itineraries/trip%207%2Fa"), keys);
    assertEquals(2, wire.requests("resources/read"));
  }

  @Test
  void aUrlElicitationGoesToTheUrlHook() {
    List<UrlQuestion> asked = new CopyOnWriteArrayList<>();
    String paid = client()
        .onUrl(question -> {
          asked.add(question);
          return Elicited.consented();
        })
        .build()
        .pay(new Payment("LIS POR/2", 96_000));
    assertEquals("payment page opened for LIS POR/2", paid);
    assertEquals("https://pay.example.com/checkout/LIS%20POR%2F2", asked.get(0).url());
    assertEquals("Pay 96000 cents for booking LIS POR/2", asked.get(0).message());
  }

  @Test
  void anOptionalInputTheClientCannotAnswerIsLeftOut() {
    TravelDeskMcpClient client = client()
        .onRoots(context -> List.of(new Root(null, "trips", "file:///home/ada/trips", Map.of())))
        .build();
    assertEquals(Json.parse("{\"roots\":{}}"), client.mcp().capabilities());
    assertEquals("(untitled) -> file:///home/ada/trips", client.export());
    TravelDeskMcpClient sampling = client()
        .onRoots(context -> List.of(new Root(null, "trips", "file:///home/ada/trips", Map.of())))
        .onSampling((request, context) -> modelSays("Bookings 2026"))
        .build();
    assertEquals("Bookings 2026 -> file:///home/ada/trips", sampling.export());
  }

  @Test
  void aRequiredInputTheClientCannotAnswerIsAMissingCapability() {
    // The typed client knows book needs onSampling and says so without sending.
    TravelDeskMcpClient client = client().onTraveller(question -> Elicited.accepted(ADA)).build();
    MissingHookException unsent = assertThrows(MissingHookException.class, () -> client.book(LISBON_PORTO));
    assertEquals(List.of("onSampling"), unsent.hooks());
    assertEquals(0, wire.requests("tools/call"));
    // Sent anyway (the runtime client underneath), the server refuses it naming the capability.
    McpServerException missing = assertThrows(McpServerException.class, () -> McpClientEngine.await(client.mcp()
        .callTool("book", Json.parse("{\"from\":\"Lisbon\",\"to\":\"Porto\",\"passengers\":1}").asObject())));
    assertEquals(-32021, missing.code());
    assertEquals("Missing required client capability: sampling", missing.errorMessage());
    assertEquals(Json.parse("{\"requiredCapabilities\":{\"sampling\":{}}}"), missing.data());
  }

  @Test
  void argumentsThatDoNotFitTheRecordAreAToolErrorNamingTheMember() {
    McpClientEngine raw = client().build().mcp();
    assertEquals("Invalid arguments for tool quote: missing required member at /arguments/to",
        toolError(raw, "{\"from\":\"Lisbon\",\"passengers\":1}"));
    String wrongType = toolError(raw, "{\"from\":\"Lisbon\",\"to\":\"Porto\",\"passengers\":\"two\"}");
    assertTrue(wrongType.startsWith("Invalid arguments for tool quote: "), wrongType);
    assertTrue(wrongType.endsWith(" at /arguments/passengers"), wrongType);
    assertEquals("Invalid arguments for tool quote: a route needs two cities",
        toolError(raw, "{\"from\":\" \",\"to\":\"Porto\",\"passengers\":1}"));
  }

  /** The text of the {@code isError: true} result a call of {@code quote} with these arguments gets. */
  private static String toolError(McpClientEngine raw, String arguments) {
    CallOutcome outcome = McpClientEngine.await(raw.callTool("quote", Json.parse(arguments).asObject()));
    JsonObject result = assertInstanceOf(CallOutcome.Complete.class, outcome).result();
    assertEquals(true, result.get("isError").asBoolean(), result.toString());
    return result.get("content").asArray().get(0).asObject().get("text").asString();
  }

  @Test
  void aToolThatThrowsIsAnErrorResultNotAProtocolError() {
    TravelDeskMcpClient client = client().build();
    ToolErrorException failed = assertThrows(ToolErrorException.class,
        () -> client.quote(new Route("Lisbon", "Porto", 0, Optional.empty())));
    assertEquals("tool quote failed: a quote needs at least one passenger", failed.getMessage());
    assertEquals(JsonBoolean.TRUE, failed.result().get("isError"));
  }

  @Test
  void theListsCarryTheSchemasComputedAtCompileTime() {
    McpClientEngine raw = client().build().mcp();
    JsonValue quote = raw.listTools().join().get("tools").asArray().get(0);
    assertEquals(Json.parse("{\"name\":\"quote\",\"description\":\"Quotes the fare of a route.\","
        + "\"inputSchema\":{\"type\":\"object\",\"properties\":{"
        + "\"from\":{\"type\":\"string\",\"description\":\"the city of departure\"},"
        + "\"to\":{\"type\":\"string\",\"description\":\"the city of arrival\"},"
        + "\"passengers\":{\"type\":\"integer\",\"description\":\"how many travel\"},"
        + "\"cabin\":{\"type\":\"string\",\"description\":\"economy when absent\",\"enum\":[\"ECONOMY\",\"BUSINESS\"]}},"
        + "\"required\":[\"from\",\"to\",\"passengers\"]},"
        + "\"outputSchema\":{\"type\":\"object\",\"properties\":{\"from\":{\"type\":\"string\"},"
        + "\"to\":{\"type\":\"string\"},\"totalCents\":{\"type\":\"integer\"},"
        + "\"cabin\":{\"type\":\"string\",\"enum\":[\"ECONOMY\",\"BUSINESS\"]}},"
        + "\"required\":[\"from\",\"to\",\"totalCents\",\"cabin\"]},"
        + "\"annotations\":{\"readOnlyHint\":true,\"destructiveHint\":false}}"), quote);

    // The form as the client is shown it: the book call in manual mode stops at its questions.
    McpClientEngine asking = client().onTraveller(question -> Elicited.accepted(ADA))
        .onSampling((request, context) -> modelSays("unused")).build().mcp();
    CallOutcome pending = asking.callTool("book", Json.parse("{\"from\":\"Lisbon\",\"to\":\"Porto\",\"passengers\":1}")
        .asObject(), CallOptions.builder().autoFulfill(false).build()).join();
    FormElicitation form = (FormElicitation) ((CallOutcome.InputRequired) pending).pending().inputRequests()
        .get("traveller");
    assertEquals(Json.parse("{\"type\":\"object\",\"properties\":{"
        + "\"name\":{\"type\":\"string\",\"title\":\"Full name\",\"description\":\"As on the passport\"},"
        + "\"email\":{\"type\":\"string\",\"format\":\"email\"},"
        + "\"seat\":{\"type\":\"string\",\"oneOf\":[{\"const\":\"WINDOW\",\"title\":\"By the window\"},"
        + "{\"const\":\"AISLE\",\"title\":\"On the aisle\"}],\"default\":\"AISLE\"},"
        + "\"insured\":{\"type\":\"boolean\",\"description\":\"Travel insurance\",\"default\":false},"
        + "\"meals\":{\"type\":\"array\",\"description\":\"Meals on board\","
        + "\"items\":{\"type\":\"string\",\"enum\":[\"VEGETARIAN\",\"VEGAN\",\"KOSHER\",\"HALAL\"]}}},"
        + "\"required\":[\"name\",\"email\",\"meals\"]}"), form.requestedSchema());
  }

  @Test
  void aClientWrittenForAServerElsewhereGetsTypedHooksToo() {
    FareQuotesMcpClient fares = FareQuotesMcpClient.builder(wire)
        .onTraveller(question -> Elicited.accepted(ADA))
        .onSampling((request, context) -> modelSays("Off we go"))
        .build();
    assertEquals(new Quote("Lisbon", "Porto", 96_000, Cabin.BUSINESS), fares.quote(LISBON_PORTO));
    Booking booking = fares.book(LISBON_PORTO);
    assertEquals(Status.BOOKED, booking.status());
    assertEquals(Optional.of("Off we go"), booking.blurb());
    assertEquals(Json.parse("{\"elicitation\":{\"form\":{}},\"sampling\":{}}"), fares.mcp().capabilities());
  }

  @Test
  void theCapabilitiesAreThoseOfTheHooksGiven() {
    assertEquals(JsonObject.empty(), client().build().mcp().capabilities());
    assertInstanceOf(JsonObject.class, client().onUrl(question -> Elicited.declined()).build().mcp().capabilities()
        .get("elicitation"));
  }

  /** A desk that answers as the agency does, except for what {@code override} returns (null: delegate). */
  private static McpServerEngine deskWith(java.util.function.BiFunction<String, Object[], Object> override) {
    TravelAgency agency = new TravelAgency();
    TravelDesk desk = (TravelDesk) java.lang.reflect.Proxy.newProxyInstance(TravelDesk.class.getClassLoader(),
        new Class<?>[] {TravelDesk.class}, (proxy, method, args) -> {
          if (method.getName().equals("quote") || method.getName().equals("itinerary")) {
            return override.apply(method.getName(), args);
          }
          try {
            return method.invoke(agency, args);
          } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
          }
        });
    return TravelDeskMcpServer.builder(desk)
        .requestState(RequestStateCodec.builder().audience("travel-desk").key("test", new byte[32]).build())
        .build();
  }

  @Test
  void aToolResultThatCannotBeWrittenIsAToolErrorNamingTheMethodAndTheComponent() {
    McpServerEngine nullQuote = deskWith((method, args) -> null);
    TravelDeskMcpClient client = TravelDeskMcpClient.builder(InMemoryTransport.connect(nullQuote)).build();
    ToolErrorException returnedNull = assertThrows(ToolErrorException.class, () -> client.quote(LISBON_PORTO));
    assertEquals("tool quote failed: TravelDesk.quote() returned null; return a value, or throw to report a failure",
        returnedNull.getMessage());
    McpServerEngine noCabin = deskWith((method, args) -> new Quote("Lisbon", "Porto", 1, null));
    TravelDeskMcpClient other = TravelDeskMcpClient.builder(InMemoryTransport.connect(noCabin)).build();
    ToolErrorException unwritable = assertThrows(ToolErrorException.class, () -> other.quote(LISBON_PORTO));
    assertEquals("tool quote failed: TravelDesk.quote() returned a value that cannot be written as JSON: "
        + "TravelDesk.Quote.cabin is null, but member \"cabin\" is required", unwritable.getMessage());
  }

  @Test
  void aResourceThatThrowsKeepsItsMessageInTheError() {
    McpServerEngine failing = deskWith((method, args) -> {
      throw new IllegalStateException("no itinerary " + args[0]);
    });
    TravelDeskMcpClient client = TravelDeskMcpClient.builder(InMemoryTransport.connect(failing))
        .onConfirm(question -> Elicited.accepted(new Confirm(true))).build();
    McpServerException error = assertThrows(McpServerException.class, () -> client.itinerary("trip 9"));
    assertEquals(ErrorCodes.INTERNAL_ERROR, error.code());
    assertEquals("resource travel://itineraries/{id} failed: no itinerary trip 9", error.errorMessage());
  }
}
