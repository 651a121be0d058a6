package io.mcpgen.samples.orders.client;

import io.mcpgen.json.Json;
import io.mcpgen.samples.orders.Money;
import io.mcpgen.samples.orders.OrderDesk.Browse;
import io.mcpgen.samples.orders.OrderDesk.Cart;
import io.mcpgen.samples.orders.OrderDesk.Catalog;
import io.mcpgen.samples.orders.OrderDesk.Category;
import io.mcpgen.samples.orders.OrderDesk.Gift;
import io.mcpgen.samples.orders.OrderDesk.GiftCard;
import io.mcpgen.samples.orders.OrderDesk.Invoice;
import io.mcpgen.samples.orders.OrderDesk.InvoiceFolder;
import io.mcpgen.samples.orders.OrderDesk.Order;
import io.mcpgen.samples.orders.OrderDesk.Payment;
import io.mcpgen.samples.orders.OrderDesk.Product;
import io.mcpgen.samples.orders.OrderDesk.Return;
import io.mcpgen.samples.orders.OrderDesk.ReturnLabel;
import io.mcpgen.samples.orders.OrderDesk.ReviewOf;
import io.mcpgen.samples.orders.OrderDeskMcpClient;
import io.mcpgen.samples.orders.OrderDesk_BrowseJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_CartJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_GiftJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_InvoiceJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_ReturnJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_ReviewOfJsonCodec;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A customer's visit to the order desk through its typed client: browse, order, write a gift card,
 * pay, find a folder for invoices, return an item, and, on the shop's side, ask for a review and
 * read the order back. Each call goes to the {@link Transcript}; the hooks add its questions.
 */
public final class Shopper {

  private final OrderDeskMcpClient desk;
  private final Transcript transcript;

  public Shopper(OrderDeskMcpClient desk, Transcript transcript) {
    this.desk = desk;
    this.transcript = transcript;
  }

  /** Makes every call in turn; stops early only when no order was placed (the rest needs one). */
  public void visit() {
    Browse browse = new Browse(Category.TEA);
    transcript.call("tools/call", "catalog", Json.encodeToString(browse, OrderDesk_BrowseJsonCodec.INSTANCE));
    Catalog catalog = desk.catalog(browse);
    transcript.result(catalog.products().size() + " products: " + catalog.products().stream()
        .map(product -> product.sku() + " " + Money.format(product.priceCents()))
        .collect(Collectors.joining(", ")));

    Product tea = catalog.products().get(0);
    Cart cart = new Cart(tea.sku(), 2);
    transcript.call("tools/call", "place_order", Json.encodeToString(cart, OrderDesk_CartJsonCodec.INSTANCE));
    Order order = desk.placeOrder(cart);
    Optional<String> placed = order.id();
    transcript.result(placed.isPresent()
        ? "order " + placed.get() + " " + order.status() + ", " + Money.format(order.totalCents()) + ", to "
            + order.deliverTo().orElse("?") + "; tracking by " + order.tracking()
        : "no order: " + order.status());
    if (placed.isEmpty()) {
      return;
    }
    String id = placed.get();

    Gift gift = new Gift("Ada", "Grace", tea.name());
    transcript.call("tools/call", "gift_card", Json.encodeToString(gift, OrderDesk_GiftJsonCodec.INSTANCE));
    GiftCard card = desk.giftCard(gift);
    transcript.result("card for " + card.to() + ": " + card.text());

    Invoice invoice = new Invoice(id);
    transcript.call("tools/call", "pay", Json.encodeToString(invoice, OrderDesk_InvoiceJsonCodec.INSTANCE));
    Payment payment = desk.pay(invoice);
    transcript.result(payment.order() + " " + Money.format(payment.amountCents()) + ": " + payment.state());

    transcript.call("tools/call", "invoice_folder", "");
    InvoiceFolder folder = desk.invoiceFolder();
    transcript.result("invoices go to " + folder.uri() + " (in root " + folder.root() + ")");

    Return request = new Return(id);
    transcript.call("tools/call", "return_item", Json.encodeToString(request, OrderDesk_ReturnJsonCodec.INSTANCE));
    ReturnLabel label = desk.returnItem(request);
    transcript.result(label.rma().map(rma -> "return " + rma + " of " + label.quantity() + " from " + label.order()
        + ": ").orElse(label.order() + " ") + label.outcome());

    ReviewOf review = new ReviewOf(id, Optional.empty());
    transcript.call("prompts/get", "review_request", Json.encodeToString(review, OrderDesk_ReviewOfJsonCodec.INSTANCE));
    transcript.result("prompt: " + desk.reviewRequest(review));

    transcript.call("resources/read", "shop://orders/" + id, "");
    transcript.result(desk.order(id));
  }
}
