package io.mcpgen.samples.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.protocol.Role;
import io.mcpgen.protocol.Root;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormQuestion;
import io.mcpgen.runtime.typed.ToolErrorException;
import io.mcpgen.runtime.typed.UrlQuestion;
import io.mcpgen.samples.orders.OrderDesk.Browse;
import io.mcpgen.samples.orders.OrderDesk.Cart;
import io.mcpgen.samples.orders.OrderDesk.Catalog;
import io.mcpgen.samples.orders.OrderDesk.Category;
import io.mcpgen.samples.orders.OrderDesk.Channel;
import io.mcpgen.samples.orders.OrderDesk.Delivery;
import io.mcpgen.samples.orders.OrderDesk.Destination;
import io.mcpgen.samples.orders.OrderDesk.Fix;
import io.mcpgen.samples.orders.OrderDesk.Gift;
import io.mcpgen.samples.orders.OrderDesk.GiftCard;
import io.mcpgen.samples.orders.OrderDesk.Invoice;
import io.mcpgen.samples.orders.OrderDesk.InvoiceFolder;
import io.mcpgen.samples.orders.OrderDesk.Order;
import io.mcpgen.samples.orders.OrderDesk.Payment;
import io.mcpgen.samples.orders.OrderDesk.PaymentState;
import io.mcpgen.samples.orders.OrderDesk.Product;
import io.mcpgen.samples.orders.OrderDesk.Reason;
import io.mcpgen.samples.orders.OrderDesk.RefundTo;
import io.mcpgen.samples.orders.OrderDesk.Remedy;
import io.mcpgen.samples.orders.OrderDesk.Return;
import io.mcpgen.samples.orders.OrderDesk.ReturnLabel;
import io.mcpgen.samples.orders.OrderDesk.Reveal;
import io.mcpgen.samples.orders.OrderDesk.ReviewOf;
import io.mcpgen.samples.orders.OrderDesk.Shipping;
import io.mcpgen.samples.orders.OrderDesk.Status;
import io.mcpgen.samples.orders.OrderDesk.Style;
import io.mcpgen.samples.orders.OrderDesk.Tone;
import io.mcpgen.samples.orders.OrderDesk.Why;
import io.mcpgen.testkit.client.CountingTransport;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The order desk through its typed client: each call's questions, the rounds they took, and
 * its result. Subclasses choose the wire.
 */
abstract class OrderDeskContract {

  private static final Delivery ADA = new Delivery("Ada Lovelace", "ada@example.com", "12 Analytical Row", "London",
      Shipping.EXPRESS, List.of(Channel.EMAIL, Channel.SMS), true, Optional.of("2026-12-01"));

  private CountingTransport wire;
  /** Every question the hooks were asked, as "key@round: message". */
  private final List<String> asked = new CopyOnWriteArrayList<>();

  /** A client transport to a server running {@code engine}. */
  abstract ClientTransport connect(McpServerEngine engine);

  @BeforeEach
  void serve() {
    McpServerEngine engine = OrderDeskMcpServer.builder(new TeaShop())
        .requestState(RequestStateCodec.builder().audience("order-desk").key("test", new byte[32]).build())
        .build();
    wire = new CountingTransport(connect(engine));
  }

  @AfterEach
  void disconnect() {
    wire.close();
  }

  private OrderDeskMcpClient.Builder client() {
    return OrderDeskMcpClient.builder(wire).clientInfo("orders-test", "1.0");
  }

  private <T> Elicited<T> note(FormQuestion question, Elicited<T> answer) {
    asked.add(question.key() + "@" + question.context().round() + ": " + question.message());
    return answer;
  }

  private String placeOrder(int quantity) {
    Order order = client().onDelivery(question -> Elicited.accepted(ADA)).build().placeOrder(new Cart("DARJ-100",
        quantity));
    return order.id().orElseThrow();
  }

  @Test
  void theCatalogTakesOneRequest() {
    Catalog teaware = client().build().catalog(new Browse(Category.TEAWARE));
    assertEquals(List.of(new Product("POT-1L", "Cast iron teapot, 1 l", 4500),
        new Product("CUPS-2", "Two porcelain cups", 2400)), teaware.products());
    assertEquals(1, wire.requests("tools/call"));
  }

  @Test
  void anOrderAsksWhereItGoesThenIsPlacedWithExpressPostage() {
    List<FormQuestion> forms = new CopyOnWriteArrayList<>();
    Order order = client()
        .onDelivery(question -> {
          forms.add(question);
          return note(question, Elicited.accepted(ADA));
        })
        .build()
        .placeOrder(new Cart("DARJ-100", 2));
    assertEquals(new Order(Optional.of("A-1001"), Status.PLACED, 2 * 1250 + 490 + 250,
        Optional.of("Ada Lovelace, 12 Analytical Row, London, on 2026-12-01"), List.of(Channel.EMAIL, Channel.SMS)),
        order);
    assertEquals(List.of("delivery@1: Where should 2 x DARJ-100 go?"), asked);
    assertEquals(2, wire.requests("tools/call", "place_order"));
    // The form as the client is shown it: titled single and multi select, defaults, an optional date.
    assertEquals(Json.parse("{\"type\":\"string\",\"title\":\"Shipping\",\"description\":\"Delivery speed\","
        + "\"oneOf\":[{\"const\":\"STANDARD\",\"title\":\"Standard, 3 to 5 days (free)\"},"
        + "{\"const\":\"EXPRESS\",\"title\":\"Express, next day (+4.90)\"},"
        + "{\"const\":\"PICKUP\",\"title\":\"Collect at the shop\"}],\"default\":\"STANDARD\"}"),
        forms.get(0).requestedSchema().get("properties").asObject().get("shipping"));
    assertEquals(Json.parse("{\"type\":\"array\",\"title\":\"Notify by\",\"description\":\"How to send tracking news\","
        + "\"items\":{\"anyOf\":[{\"const\":\"EMAIL\",\"title\":\"Email\"},{\"const\":\"SMS\",\"title\":\"Text message\"}]},"
        + "\"default\":[\"EMAIL\"]}"), forms.get(0).requestedSchema().get("properties").asObject().get("updates"));
    assertEquals(Json.parse("[\"name\",\"email\",\"street\",\"city\"]"),
        forms.get(0).requestedSchema().get("required"));
  }

  @Test
  void aDeclinedDeliveryPlacesNoOrder() {
    Order order = client().onDelivery(question -> Elicited.declined()).build().placeOrder(new Cart("SENCHA-100", 1));
    assertEquals(new Order(Optional.empty(), Status.DECLINED, 0, Optional.empty(), List.of()), order);
  }

  @Test
  void anUnknownProductIsAToolError() {
    ToolErrorException failed = assertThrows(ToolErrorException.class,
        () -> client().onDelivery(question -> Elicited.accepted(ADA)).build().placeOrder(new Cart("MATCHA-30", 1)));
    assertEquals("tool place_order failed: the shop sells no MATCHA-30", failed.getMessage());
  }

  @Test
  void aGiftCardIsWrittenByTheClientsModel() {
    List<SamplingRequest> requests = new CopyOnWriteArrayList<>();
    GiftCard card = client()
        .onSampling((request, context) -> {
          requests.add(request);
          return modelSays("  Dear Grace,\nenjoy!  ");
        })
        .build()
        .giftCard(new Gift("Ada", "Grace", "Sencha"));
    assertEquals(new GiftCard("Grace", "Dear Grace,\nenjoy!"), card);
    assertEquals("Write a two-line gift card from Ada to Grace, who gets Sencha.", requests.get(0).messages().get(0)
        .asObject().get("content").asObject().get("text").asString());
    assertEquals(60, requests.get(0).maxTokens());
    assertEquals(2, wire.requests("tools/call"));
  }

  @Test
  void payingSendsTheUserToTheProvidersPage() {
    String id = placeOrder(1);
    List<UrlQuestion> urls = new CopyOnWriteArrayList<>();
    OrderDeskMcpClient consenting = client().onUrl(question -> {
      urls.add(question);
      return Elicited.consented();
    }).build();
    assertEquals(new Payment(id, 1250 + 490 + 250, PaymentState.AWAITING_PROVIDER), consenting.pay(new Invoice(id)));
    assertEquals("https://pay.example.com/checkout/A-1001", urls.get(0).url());
    assertEquals("Pay order A-1001 on the payment provider's page", urls.get(0).message());
    OrderDeskMcpClient refusing = client().onUrl(question -> Elicited.declined()).build();
    assertEquals(PaymentState.NOT_STARTED, refusing.pay(new Invoice(id)).state());
  }

  @Test
  void invoicesGoIntoTheFirstFolderTheClientShares() {
    InvoiceFolder folder = client()
        .onRoots(context -> List.of(new Root(null, "shop", "file:///home/ada/shop", Map.of()),
            new Root(null, null, "file:///home/ada/notes/", Map.of())))
        .build()
        .invoiceFolder();
    assertEquals(new InvoiceFolder("file:///home/ada/shop/invoices/", "shop"), folder);
    ToolErrorException none = assertThrows(ToolErrorException.class,
        () -> client().onRoots(context -> List.of()).build().invoiceFolder());
    assertEquals("tool invoice_folder failed: the client shares no folder for invoices", none.getMessage());
  }

  @Test
  void aDamagedItemIsAskedWhyThenWhatToDoThenWhereTheRefundGoes() {
    String id = placeOrder(2);
    ReturnLabel label = client()
        .onReason(question -> note(question, Elicited.accepted(new Reason(Why.DAMAGED, 2, Optional.of("dented")))))
        .onRemedy(question -> note(question, Elicited.accepted(new Remedy(Fix.REFUND))))
        .onRefundTo(question -> note(question, Elicited.accepted(new RefundTo(Destination.SHOP_CREDIT))))
        .build()
        .returnItem(new Return(id));
    assertEquals(new ReturnLabel(Optional.of("R-1"), id, 2, "27.50 EUR shop credit once the parcel is back"), label);
    assertEquals(List.of(
        "reason@1: Why does the Darjeeling first flush, 100 g of order A-1001 come back?",
        "remedy@2: Sorry about that. Replace the Darjeeling first flush, 100 g or refund it?",
        "refund@3: Refund 25.00 EUR: where to?"), asked);
    assertEquals(4, wire.requests("tools/call", "return_item"));
  }

  @Test
  void aChangeOfMindSkipsTheRemedyAndPaysTheReturnPostage() {
    String id = placeOrder(2);
    ReturnLabel label = client()
        .onReason(question -> note(question, Elicited.accepted(new Reason(Why.CHANGED_MIND, 1, Optional.empty()))))
        .onRemedy(question -> {
          throw new AssertionError("the customer is not owed a remedy");
        })
        .onRefundTo(question -> note(question, Elicited.accepted(new RefundTo(Destination.ORIGINAL_PAYMENT))))
        .build()
        .returnItem(new Return(id));
    assertEquals("8.60 EUR back to the card once the parcel is back", label.outcome());
    assertEquals(List.of("reason@1", "refund@2"), keys());
    assertEquals(3, wire.requests("tools/call", "return_item"));
  }

  @Test
  void aReplacementNeedsNoRefundQuestion() {
    String id = placeOrder(1);
    ReturnLabel label = client()
        .onReason(question -> note(question, Elicited.accepted(new Reason(Why.WRONG_ITEM, 1, Optional.empty()))))
        .onRemedy(question -> note(question, Elicited.accepted(new Remedy(Fix.REPLACE))))
        .build()
        .returnItem(new Return(id));
    assertEquals(new ReturnLabel(Optional.of("R-1"), id, 1,
        "1 new Darjeeling first flush, 100 g ship today, postage paid by the shop"), label);
    assertEquals(List.of("reason@1", "remedy@2"), keys());
  }

  @Test
  void aReturnWithoutAReasonIsNotStartedAndIssuesNoNumber() {
    String id = placeOrder(1);
    OrderDeskMcpClient declining = client().onReason(question -> Elicited.declined()).build();
    assertEquals(new ReturnLabel(Optional.empty(), id, 0, "not returned: no reason given"),
        declining.returnItem(new Return(id)));
    OrderDeskMcpClient damaged = client()
        .onReason(question -> Elicited.accepted(new Reason(Why.DAMAGED, 1, Optional.empty())))
        .onRemedy(question -> Elicited.accepted(new Remedy(Fix.REPLACE)))
        .build();
    assertEquals(Optional.of("R-1"), damaged.returnItem(new Return(id)).rma());
  }

  @Test
  void returningMoreThanWasOrderedIsAToolError() {
    String id = placeOrder(1);
    ToolErrorException failed = assertThrows(ToolErrorException.class, () -> client()
        .onReason(question -> Elicited.accepted(new Reason(Why.DAMAGED, 3, Optional.empty())))
        .build()
        .returnItem(new Return(id)));
    assertEquals("tool return_item failed: order A-1001 holds 1 of the Darjeeling first flush, 100 g, not 3",
        failed.getMessage());
  }

  @Test
  void theReviewPromptAsksForItsStyleFirst() {
    String id = placeOrder(1);
    String prompt = client()
        .onStyle(question -> note(question, Elicited.accepted(new Style(Tone.BRIEF, true))))
        .build()
        .reviewRequest(new ReviewOf(id, Optional.of("Ada")));
    assertEquals("Write two short sentences asking Ada to review the Darjeeling first flush, 100 g of order A-1001."
        + " Offer 10% off their next order for a review.", prompt);
    assertEquals(List.of("style@1: How should the review request for order A-1001 sound?"), asked);
    assertEquals(2, wire.requests("prompts/get", "review_request"));
  }

  @Test
  void theOrderResourceShowsTheAddressOnlyWhenTheUserAgrees() {
    String id = placeOrder(1);
    String shown = client().onReveal(question -> note(question, Elicited.accepted(new Reveal(true)))).build().order(id);
    assertEquals("Order A-1001: 1 x Darjeeling first flush, 100 g, 19.90 EUR, EXPRESS\n"
        + "Deliver to: Ada Lovelace, 12 Analytical Row, London", shown);
    assertEquals(List.of("reveal@1: Order A-1001 holds the customer's address. Show it?"), asked);
    assertEquals(2, wire.requests("resources/read", "shop://orders/A-1001"));
    String hidden = client().onReveal(question -> Elicited.declined()).build().order(id);
    assertTrue(hidden.endsWith("\nDeliver to: (hidden)"), hidden);
  }

  private List<String> keys() {
    return asked.stream().map(question -> question.substring(0, question.indexOf(':'))).toList();
  }

  private static CreateMessageResult modelSays(String text) {
    return CreateMessageResult.builder()
        .content(new TextContent(null, null, text, Map.of()))
        .model("test-model")
        .role(Role.ASSISTANT)
        .stopReason("endTurn")
        .build();
  }
}
