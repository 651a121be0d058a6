package io.mcpgen.benchmarks.stubs;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.server.Answers;
import io.mcpgen.runtime.server.DeclaredInputsHandler;
import io.mcpgen.runtime.server.InputDeclarations;
import io.mcpgen.runtime.server.InvalidArgumentsException;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.typed.Elicited;
import java.util.Optional;

/**
 * The two tools of {@link Shop}, registered by hand on the same engine, the way the runtime API is
 * used without the processor: the same definitions and form schema, arguments read from the JSON
 * tree, the question declared in the declared-inputs style, the answer turned into the same
 * {@link Elicited} value, the same {@link ShopService} methods called, and the same result JSON
 * built directly. {@link StubsBenchmark} checks that both servers answer alike.
 */
final class HandWrittenShopServer {

  private static final String ORDER_PROPERTIES = "\"properties\":{"
      + "\"sku\":{\"type\":\"string\",\"description\":\"the stock keeping unit\"},"
      + "\"quantity\":{\"type\":\"integer\",\"description\":\"how many\"}},\"required\":[\"sku\",\"quantity\"]";

  private static final JsonObject QUOTE_TOOL = Json.parse("{\"name\":\"quote\",\"description\":\"Prices an order.\","
      + "\"inputSchema\":{\"type\":\"object\"," + ORDER_PROPERTIES + "},"
      + "\"outputSchema\":{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
      + "\"quantity\":{\"type\":\"integer\"},\"totalCents\":{\"type\":\"integer\"}},"
      + "\"required\":[\"sku\",\"quantity\",\"totalCents\"]}}").asObject();

  private static final JsonObject PLACE_ORDER_TOOL = Json.parse("{\"name\":\"place_order\","
      + "\"description\":\"Places an order once the user confirms it.\","
      + "\"inputSchema\":{\"type\":\"object\"," + ORDER_PROPERTIES + "},"
      + "\"outputSchema\":{\"type\":\"object\",\"properties\":{\"orderId\":{\"type\":\"string\"},"
      + "\"totalCents\":{\"type\":\"integer\"},\"placed\":{\"type\":\"boolean\"}},"
      + "\"required\":[\"orderId\",\"totalCents\",\"placed\"]}}").asObject();

  private static final JsonObject CONFIRM_SCHEMA = Json.parse("{\"type\":\"object\",\"properties\":{"
      + "\"confirmed\":{\"type\":\"boolean\"},\"note\":{\"type\":\"string\",\"description\":\"Optional note\"}},"
      + "\"required\":[\"confirmed\"]}").asObject();

  private HandWrittenShopServer() {}

  /** An engine builder serving {@code shop}; add the requestState codec and build. */
  static McpServerEngine.Builder builder(Shop shop) {
    return McpServerEngine.builder()
        .serverInfo("shop", "1.0")
        .tool(QUOTE_TOOL, McpHandler.simple(call -> {
          Shop.Order order = order(call);
          Shop.Quote quote;
          try {
            quote = shop.quote(order);
          } catch (RuntimeException failure) {
            return failed(failure);
          }
          return structured(JsonObject.builder()
              .put("sku", quote.sku())
              .put("quantity", quote.quantity())
              .put("totalCents", quote.totalCents())
              .build());
        }))
        .tool(PLACE_ORDER_TOOL, McpHandler.declared(new PlaceOrder(shop)));
  }

  /** {@code place_order}: the confirmation is declared up front; the order is placed once. */
  private static final class PlaceOrder implements DeclaredInputsHandler {
    private final Shop shop;

    PlaceOrder(Shop shop) {
      this.shop = shop;
    }

    @Override
    public InputDeclarations declare(RoundContext call) {
      Shop.Order order = order(call);
      return InputDeclarations.builder()
          .require("confirm", FormElicitation.of("Place " + order.quantity() + " of " + order.sku() + "?",
              CONFIRM_SCHEMA).named("Confirm")) // the form's name, as the generated dispatcher sends it
          .build();
    }

    @Override
    public JsonObject run(RoundContext call, Answers answers) {
      Shop.Order order = order(call);
      ElicitationAnswer answer = answers.elicitation("confirm");
      Elicited<Shop.Confirm> confirm;
      if (answer.isAccepted()) {
        confirm = Elicited.accepted(new Shop.Confirm(Boolean.TRUE.equals(answer.bool("confirmed")),
            Optional.ofNullable(answer.string("note"))));
      } else if (answer.isDeclined()) {
        confirm = Elicited.declined();
      } else {
        confirm = Elicited.cancelled();
      }
      Shop.Receipt receipt;
      try {
        receipt = shop.placeOrder(order, confirm);
      } catch (RuntimeException failure) {
        return failed(failure);
      }
      return structured(JsonObject.builder()
          .put("orderId", receipt.orderId())
          .put("totalCents", receipt.totalCents())
          .put("placed", receipt.placed())
          .build());
    }
  }

  /** The arguments, or a tool error naming what does not fit (as a generated server answers). */
  private static Shop.Order order(RoundContext call) {
    JsonObject arguments = call.arguments();
    JsonValue sku = arguments.get("sku");
    JsonValue quantity = arguments.get("quantity");
    if (!(sku instanceof JsonString)) {
      throw new InvalidArgumentsException("Invalid arguments for tool " + call.name() + ": a string \"sku\" is needed");
    }
    if (!(quantity instanceof JsonNumber)) {
      throw new InvalidArgumentsException("Invalid arguments for tool " + call.name()
          + ": an integer \"quantity\" is needed");
    }
    try {
      return new Shop.Order(sku.asString(), quantity.asNumber().intValue());
    } catch (JsonException notAnInt) {
      throw new InvalidArgumentsException("Invalid arguments for tool " + call.name() + ": " + notAnInt.getMessage());
    }
  }

  /** structuredContent, and the same JSON as a text block. */
  private static JsonObject structured(JsonObject value) {
    return JsonObject.builder()
        .put("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", Json.stringify(value)).build()))
        .put("structuredContent", value)
        .build();
  }

  private static JsonObject failed(RuntimeException failure) {
    return JsonObject.builder()
        .put("content", JsonArray.of(JsonObject.builder().put("type", "text")
            .put("text", String.valueOf(failure.getMessage())).build()))
        .put("isError", true)
        .build();
  }
}
