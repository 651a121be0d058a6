package io.mcpgen.samples.orders;

import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The order desk's implementation: plain Java on typed values. Nothing here knows JSON, rounds or
 * requestState; the generated {@code OrderDeskMcpServer} does.
 */
public final class TeaShop implements OrderDesk {

  private static final Map<Category, List<Product>> SHELVES = Map.of(
      Category.TEA, List.of(
          new Product("DARJ-100", "Darjeeling first flush, 100 g", 1250),
          new Product("SENCHA-100", "Sencha, 100 g", 990),
          new Product("ASSAM-250", "Assam breakfast, 250 g", 1190)),
      Category.TEAWARE, List.of(
          new Product("POT-1L", "Cast iron teapot, 1 l", 4500),
          new Product("CUPS-2", "Two porcelain cups", 2400)));

  private static final long EXPRESS_CENTS = 490;
  private static final long GIFT_WRAP_CENTS = 250;
  /** What a return the customer chose costs them. */
  private static final long RETURN_POSTAGE_CENTS = 390;

  private final OrderBook book = new OrderBook();

  @Override
  public Catalog catalog(Browse browse) {
    return new Catalog(browse.category(), SHELVES.get(browse.category()));
  }

  @Override
  public Order placeOrder(Cart cart, Elicited<Delivery> delivery) {
    Product product = product(cart.sku());
    if (delivery.isDeclined()) {
      return new Order(Optional.empty(), Status.DECLINED, 0, Optional.empty(), List.of());
    }
    if (delivery.isCancelled()) {
      return new Order(Optional.empty(), Status.CANCELLED, 0, Optional.empty(), List.of());
    }
    Delivery where = delivery.accepted().orElseThrow();
    long total = product.priceCents() * cart.quantity() + (where.shipping() == Shipping.EXPRESS ? EXPRESS_CENTS : 0)
        + (where.giftWrap() ? GIFT_WRAP_CENTS : 0);
    OrderBook.Placed placed = book.place(product, cart.quantity(), where, total);
    String deliverTo = address(where) + where.deliverOn().map(day -> ", on " + day).orElse("");
    return new Order(Optional.of(placed.id()), Status.PLACED, total, Optional.of(deliverTo), where.updates());
  }

  @Override
  public GiftCard giftCard(Gift gift, String card) {
    return new GiftCard(gift.to(), card.strip());
  }

  @Override
  public Payment pay(Invoice invoice, Elicited<Void> checkout) {
    OrderBook.Placed placed = book.find(invoice.order());
    // Consent to open the page is all the client can tell: the provider confirms the payment to the shop.
    PaymentState state = checkout.isAccepted() ? PaymentState.AWAITING_PROVIDER : PaymentState.NOT_STARTED;
    return new Payment(placed.id(), placed.totalCents(), state);
  }

  @Override
  public InvoiceFolder invoiceFolder(List<Root> workspace) {
    // Roots are file:// URIs (the protocol says so, and the runtime checks): the first will do.
    Root root = workspace.stream()
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("the client shares no folder for invoices"));
    String folder = root.uri() + (root.uri().endsWith("/") ? "" : "/") + "invoices/";
    return new InvoiceFolder(folder, root.name() != null ? root.name() : root.uri());
  }

  @Override
  public ReturnLabel returnItem(Return request, McpExchange exchange) {
    // Runs again from the top on every round: everything before the last question must be free of
    // side effects. The only one, issuing the return, happens once, after the last answer.
    OrderBook.Placed placed = book.find(request.order());
    String item = placed.product().name();
    Optional<Reason> asked = exchange.elicit("reason", "Why does the " + item + " of order " + placed.id()
        + " come back?", Reason.class).accepted();
    if (asked.isEmpty()) {
      return notReturned(placed, "no reason given");
    }
    Reason reason = asked.get();
    if (reason.quantity() < 1 || reason.quantity() > placed.quantity()) {
      throw new IllegalArgumentException("order " + placed.id() + " holds " + placed.quantity() + " of the " + item
          + ", not " + reason.quantity());
    }
    Fix fix = Fix.REFUND;
    if (reason.why() != Why.CHANGED_MIND) {
      Optional<Remedy> remedy = exchange.elicit("remedy", "Sorry about that. Replace the " + item + " or refund it?",
          Remedy.class).accepted();
      if (remedy.isEmpty()) {
        return notReturned(placed, "no remedy chosen");
      }
      fix = remedy.get().fix();
    }
    String outcome;
    if (fix == Fix.REPLACE) {
      outcome = reason.quantity() + " new " + item + " ship today, postage paid by the shop";
    } else {
      long refund = placed.product().priceCents() * reason.quantity()
          - (reason.why() == Why.CHANGED_MIND ? RETURN_POSTAGE_CENTS : 0);
      Optional<RefundTo> to = exchange.elicit("refund", "Refund " + Money.format(refund) + ": where to?",
          RefundTo.class).accepted();
      if (to.isEmpty()) {
        return notReturned(placed, "no refund destination chosen");
      }
      outcome = to.get().to() == Destination.SHOP_CREDIT
          ? Money.format(refund + refund / 10) + " shop credit once the parcel is back"
          : Money.format(refund) + " back to the card once the parcel is back";
    }
    return new ReturnLabel(Optional.of(book.issueReturn()), placed.id(), reason.quantity(), outcome);
  }

  @Override
  public String reviewRequest(ReviewOf review, Elicited<Style> style) {
    OrderBook.Placed placed = book.find(review.order());
    Style chosen = style.orElse(new Style(Tone.WARM, false));
    String who = review.customer().orElse(placed.delivery().name());
    String ask = chosen.tone() == Tone.WARM
        ? "Write a warm, personal note to " + who + " thanking them for order " + placed.id() + " ("
            + placed.product().name() + ") and asking how they liked it, with a link to leave a review."
        : "Write two short sentences asking " + who + " to review the " + placed.product().name() + " of order "
            + placed.id() + ".";
    return chosen.discount() ? ask + " Offer 10% off their next order for a review." : ask;
  }

  @Override
  public String order(String id, Elicited<Reveal> reveal) {
    OrderBook.Placed placed = book.find(id);
    boolean show = reveal.accepted().map(Reveal::show).orElse(false);
    return "Order " + placed.id() + ": " + placed.quantity() + " x " + placed.product().name() + ", "
        + Money.format(placed.totalCents()) + ", " + placed.delivery().shipping() + "\n"
        + "Deliver to: " + (show ? address(placed.delivery()) : "(hidden)");
  }

  private static ReturnLabel notReturned(OrderBook.Placed placed, String why) {
    return new ReturnLabel(Optional.empty(), placed.id(), 0, "not returned: " + why);
  }

  private static Product product(String sku) {
    return SHELVES.values().stream()
        .flatMap(List::stream)
        .filter(product -> product.sku().equals(sku))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("the shop sells no " + sku));
  }

  private static String address(Delivery delivery) {
    return delivery.name() + ", " + delivery.street() + ", " + delivery.city();
  }
}
