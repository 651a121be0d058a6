package test.orders;

import io.mcpgen.annotations.Cached;
import io.mcpgen.annotations.Complete;
import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.Header;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.TaskSupport;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.server.Completion;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;

/** The shop's orders. */
@McpServer(name = "orders", version = "1.0")
@Cached(ttlMs = 600000, scope = Cached.Scope.PUBLIC)
public interface Orders {

  /** Places an order once the user confirms it; a task where the client takes one. */
  @Tool(value = "place_order", task = TaskSupport.OPTIONAL)
  Receipt placeOrder(PlaceOrder order,
      @Elicit(message = "Confirm the order of {order.quantity} x {order.sku}?") Elicited<Confirm> confirm);

  /** What is in stock. */
  @Tool(value = "stock", readOnly = true)
  String stock();

  /** Returns an order, asking why as it goes; always a task. */
  @Tool(value = "return_order", task = TaskSupport.REQUIRED)
  String returnOrder(OrderId order, @Forms({Reason.class, Confirm.class}) McpExchange exchange);

  /** A note for the customer. */
  @Prompt("thank_you")
  String thankYou(Customer customer, @Sample(prompt = "Thank {customer.name} warmly", maxTokens = 60) String words);

  /** One order as JSON. */
  @Resource(uri = "orders://{id}", mimeType = "application/json")
  @Cached(ttlMs = 60000)
  String order(String id);

  /** Customer names that start with what was typed, nearby ones first. */
  @Complete(prompt = "thank_you", argument = "name")
  List<String> customerNames(String typed, Optional<String> city);

  /** Cities of the customer named so far. */
  @Complete(prompt = "thank_you", argument = "city")
  List<String> cities(String typed, String name);

  /** Order ids that start with what was typed. */
  @Complete(template = "orders://{id}", argument = "id")
  Completion orderIds(String typed);

  /**
   * An order to place.
   *
   * @param sku the stock keeping unit
   * @param quantity how many
   */
  record PlaceOrder(@Header("Sku") String sku, int quantity, Optional<String> note) {}

  record Confirm(boolean confirmed, @Describe("Anything for the shop") Optional<String> note) {}

  record Receipt(String orderId, long total, List<String> lines) {}

  record OrderId(String id) {}

  record Customer(String name, Optional<String> city) {}

  record Reason(Kind kind, Optional<String> detail) {}

  enum Kind { @Describe("It broke") BROKEN, @Describe("Changed my mind") UNWANTED }
}
