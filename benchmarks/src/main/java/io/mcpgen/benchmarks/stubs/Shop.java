package io.mcpgen.benchmarks.stubs;

import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import java.util.Optional;

/**
 * The tools of the stubs benchmark, as an annotated interface: mcpgen generates
 * {@code ShopMcpServer} from it; {@link HandWrittenShopServer} registers the same two tools by hand.
 */
@McpServer(name = "shop", version = "1.0")
public interface Shop {

  /** Prices an order. */
  @Tool("quote")
  Quote quote(Order order);

  /** Places an order once the user confirms it. */
  @Tool("place_order")
  Receipt placeOrder(Order order,
      @Elicit(message = "Place {order.quantity} of {order.sku}?") Elicited<Confirm> confirm);

  /**
   * An order.
   *
   * @param sku the stock keeping unit
   * @param quantity how many
   */
  record Order(String sku, int quantity) {}

  /** The user's answer. */
  record Confirm(boolean confirmed, @Describe("Optional note") Optional<String> note) {}

  /** A price. */
  record Quote(String sku, int quantity, long totalCents) {}

  /** What placing the order did. */
  record Receipt(String orderId, long totalCents, boolean placed) {}
}
