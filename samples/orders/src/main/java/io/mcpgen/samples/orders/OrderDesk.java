package io.mcpgen.samples.orders;

import io.mcpgen.annotations.Default;
import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.ElicitUrl;
import io.mcpgen.annotations.Format;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Roots;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;

/**
 * The order desk of a tea shop, as an MCP server: mcpgen writes {@code OrderDeskMcpServer} (serves
 * an implementation) and {@code OrderDeskMcpClient} (calls any server offering these) from it.
 * Every kind of input a server can ask for is here: forms (also before a prompt and a resource), a URL,
 * the client's model, its roots, and a conversation whose questions depend on the answers before them.
 */
@McpServer(name = "order-desk", version = "1.0", instructions = "Browse the catalog, place an order, then pay it.")
public interface OrderDesk {

  /** Lists what the shop sells in a category. */
  @Tool(value = "catalog", readOnly = true, destructive = false)
  Catalog catalog(Browse browse);

  /** Places an order once the customer said where and how it is delivered. */
  @Tool("place_order")
  Order placeOrder(Cart cart,
      @Elicit(message = "Where should {cart.quantity} x {cart.sku} go?") Elicited<Delivery> delivery);

  /** Writes the card that goes with a gift, with the client's model. */
  @Tool("gift_card")
  GiftCard giftCard(Gift gift,
      @Sample(prompt = "Write a two-line gift card from {gift.from} to {gift.to}, who gets {gift.contents}.",
          maxTokens = 60) String card);

  /** Pays an order on the payment provider's page: card details never pass through the client. */
  @Tool("pay")
  Payment pay(Invoice invoice,
      @ElicitUrl(message = "Pay order {invoice.order} on the payment provider's page",
          url = "https://pay.example.com/checkout/{invoice.order}") Elicited<Void> checkout);

  /** Chooses the folder of the client's workspace where the shop's invoices belong. */
  @Tool(value = "invoice_folder", readOnly = true, destructive = false)
  InvoiceFolder invoiceFolder(@Roots List<Root> workspace);

  /**
   * Returns an item. Asks as it goes: why, then (for a fault of the shop's) replace or refund, then
   * where a refund goes, its amount worked out from the answers before.
   */
  @Tool("return_item")
  ReturnLabel returnItem(Return request,
      @Forms({Reason.class, Remedy.class, RefundTo.class}) McpExchange exchange) throws Exception;

  /** A message asking the customer of an order for a review, in the style the shop owner picks. */
  @Prompt("review_request")
  String reviewRequest(ReviewOf review,
      @Elicit(message = "How should the review request for order {review.order} sound?") Elicited<Style> style);

  /** An order as the shop keeps it; shows the address only once the user agrees. */
  @Resource(uri = "shop://orders/{id}", mimeType = "text/plain")
  String order(String id,
      @Elicit(message = "Order {id} holds the customer's address. Show it?") Elicited<Reveal> reveal);

  /**
   * What to browse.
   *
   * @param category the shelf
   */
  record Browse(Category category) {}

  /** The shop's shelves. */
  enum Category { TEA, TEAWARE }

  /** A product on a shelf, its price in cents. */
  record Product(String sku, String name, long priceCents) {}

  /** A shelf's products. */
  record Catalog(Category category, List<Product> products) {}

  /**
   * What the customer buys.
   *
   * @param sku the product, from the catalog
   * @param quantity how many
   */
  record Cart(String sku, int quantity) {
    public Cart {
      if (quantity < 1) {
        throw new IllegalArgumentException("a cart holds at least one item");
      }
    }
  }

  /** Where and how an order goes: the form asked when placing it. */
  record Delivery(
      @Describe(value = "Who receives the parcel", title = "Name") String name,
      @Describe(value = "For the tracking link", title = "Email") @Format("email") String email,
      @Describe(title = "Street and number") String street,
      @Describe(title = "City") String city,
      @Describe(value = "Delivery speed", title = "Shipping") @Default("STANDARD") Shipping shipping,
      @Describe(value = "How to send tracking news", title = "Notify by") @Default("EMAIL") List<Channel> updates,
      @Describe(value = "Wrap it as a gift (+2.50)", title = "Gift wrap") @Default("false") boolean giftWrap,
      @Describe(value = "Only for scheduled delivery", title = "Deliver on") @Format("date")
          Optional<String> deliverOn) {}

  /** How an order travels, with the titles the form shows. */
  enum Shipping {
    @Describe("Standard, 3 to 5 days (free)") STANDARD,
    @Describe("Express, next day (+4.90)") EXPRESS,
    @Describe("Collect at the shop") PICKUP
  }

  /** Where tracking news goes. */
  enum Channel { @Describe("Email") EMAIL, @Describe("Text message") SMS }

  /** What became of an order. */
  enum Status { PLACED, DECLINED, CANCELLED }

  /** A placed order (or why there is none): its total in cents, where it goes, where tracking news goes. */
  record Order(Optional<String> id, Status status, long totalCents, Optional<String> deliverTo,
      List<Channel> tracking) {}

  /** A gift: who gives what to whom. */
  record Gift(String from, String to, String contents) {}

  /** The card's text, as the client's model wrote it. */
  record GiftCard(String to, String text) {}

  /** An order to pay. */
  record Invoice(String order) {}

  /** Where a payment stands. */
  enum PaymentState { AWAITING_PROVIDER, NOT_STARTED }

  /** A payment: accepted means the customer went to the provider, who confirms it to the shop. */
  record Payment(String order, long amountCents, PaymentState state) {}

  /** A folder for invoices, and the root it is in. */
  record InvoiceFolder(String uri, String root) {}

  /** An item to return. */
  record Return(String order) {}

  /** Why the item comes back: the first question of a return. */
  record Reason(
      @Describe(title = "Reason") Why why,
      @Describe(value = "How many of the items", title = "Quantity") @Default("1") int quantity,
      @Describe(title = "Anything to add") Optional<String> comment) {}

  /** Reasons to return an item. */
  enum Why {
    @Describe("It arrived damaged") DAMAGED,
    @Describe("Not what I ordered") WRONG_ITEM,
    @Describe("I changed my mind") CHANGED_MIND
  }

  /** Replace or refund: asked only when the shop is at fault. */
  record Remedy(@Describe(title = "What would you like") Fix fix) {}

  /** What the shop does about a fault of its own. */
  enum Fix { @Describe("Send a new one") REPLACE, @Describe("Give my money back") REFUND }

  /** Where a refund goes: asked only for refunds, with the amount in the question. */
  record RefundTo(@Describe(title = "Refund to") @Default("ORIGINAL_PAYMENT") Destination to) {}

  /** Where refunds go. */
  enum Destination {
    @Describe("The card I paid with") ORIGINAL_PAYMENT,
    @Describe("Shop credit, plus 10%") SHOP_CREDIT
  }

  /** A return: its number (none when it was not started), how many items come back, what happens next. */
  record ReturnLabel(Optional<String> rma, String order, int quantity, String outcome) {}

  /** The arguments of the review prompt (prompt arguments are strings). */
  record ReviewOf(String order, Optional<String> customer) {}

  /** The style of the review request. */
  record Style(
      @Describe(title = "Tone") @Default("WARM") Tone tone,
      @Describe(value = "Offer 10% off the next order", title = "Offer a discount") boolean discount) {}

  /** Tones of voice. */
  enum Tone { @Describe("Warm and personal") WARM, @Describe("Short and businesslike") BRIEF }

  /** Whether to show personal details. */
  record Reveal(@Describe(title = "Show the address") boolean show) {}
}
