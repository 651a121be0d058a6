package io.mcpgen.samples.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.RoundsExceededException;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.samples.orders.OrderDesk;
import io.mcpgen.samples.orders.OrderDeskMcpClient;
import io.mcpgen.samples.shopper.ShopperApp;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The tea shop service on a random port: its typed client (a bean of another Boot application)
 * completes multi-round calls, metrics and health reflect them, and a second instance with the
 * same key finishes a call the first one started.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class TeaShopMcpTest {

  /** The key both instances share, as TEA_SHOP_MCP_KEY would give it in production. */
  static final String KEY = randomKey();

  @DynamicPropertySource
  static void key(DynamicPropertyRegistry properties) {
    properties.add("TEA_SHOP_MCP_KEY", () -> KEY);
    properties.add("server.address", () -> "127.0.0.1");
  }

  @LocalServerPort
  int port;

  @Autowired
  MeterRegistry meters;

  @Autowired
  McpServerEngine engine;

  static String randomKey() {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    return Base64.getEncoder().encodeToString(key);
  }

  URI endpoint() {
    return URI.create("http://127.0.0.1:" + port + "/mcp");
  }

  @Test
  void theTypedClientBeanOfAnotherBootAppOrdersAndReturnsOverSeveralRounds() {
    double calls = count("mcpgen.server.calls", "name", "return_item", "outcome", "complete");
    double forms = count("mcpgen.server.input.requests", "name", "return_item", "kind", "elicitation_form");
    DistributionSummary before = rounds("return_item");
    long roundsRecorded = before == null ? 0 : before.count();
    try (ConfigurableApplicationContext shopper = new SpringApplicationBuilder(ShopperApp.class)
        .web(WebApplicationType.NONE)
        .properties("spring.main.banner-mode=off", "spring.config.name=shopper",
            "mcpgen.clients.shop.type=" + OrderDesk.class.getName(),
            "mcpgen.clients.shop.url=" + endpoint(),
            "mcpgen.clients.shop.max-rounds=5")
        .run()) {
      OrderDeskMcpClient shop = shopper.getBean("shopMcpClient", OrderDeskMcpClient.class);

      OrderDesk.Order order = shop.placeOrder(new OrderDesk.Cart("SENCHA-100", 2));
      assertThat(order.status()).isEqualTo(OrderDesk.Status.PLACED);
      assertThat(order.totalCents()).isEqualTo(2 * 990 + 490);
      assertThat(order.deliverTo()).hasValue("Ada Lovelace, 12 St James's Sq, London");

      // Three questions, each in its own round: reason, remedy, refund destination.
      OrderDesk.ReturnLabel label = shop.returnItem(new OrderDesk.Return(order.id().orElseThrow()));
      assertThat(label.rma()).isPresent();
      assertThat(label.outcome()).isEqualTo("10.89 EUR shop credit once the parcel is back");
    }
    assertThat(count("mcpgen.server.calls", "name", "return_item", "outcome", "complete")).isEqualTo(calls + 1);
    assertThat(count("mcpgen.server.input.requests", "name", "return_item", "kind", "elicitation_form"))
        .isEqualTo(forms + 3);
    DistributionSummary returnRounds = rounds("return_item");
    assertThat(returnRounds.count()).isEqualTo(roundsRecorded + 1);
    assertThat(returnRounds.max()).isEqualTo(4.0);
    Timer latency = meters.find("mcpgen.server.call.latency").tags("name", "place_order", "outcome", "input_required")
        .timer();
    assertThat(latency).isNotNull();
    assertThat(latency.count()).isGreaterThanOrEqualTo(1);
  }

  @Test
  void theClientsRoundLimitComesFromItsProperties() {
    try (ConfigurableApplicationContext shopper = new SpringApplicationBuilder(ShopperApp.class)
        .web(WebApplicationType.NONE)
        .properties("spring.main.banner-mode=off", "spring.config.name=shopper",
            "mcpgen.clients.shop.type=" + OrderDesk.class.getName(),
            "mcpgen.clients.shop.url=" + endpoint(),
            "mcpgen.clients.shop.max-rounds=2")
        .run()) {
      OrderDeskMcpClient shop = shopper.getBean("shopMcpClient", OrderDeskMcpClient.class);
      OrderDesk.Order order = shop.placeOrder(new OrderDesk.Cart("CUPS-2", 1)); // two rounds: within the limit
      // A return takes four rounds: the client stops after its second.
      assertThatThrownBy(() -> shop.returnItem(new OrderDesk.Return(order.id().orElseThrow())))
          .isInstanceOf(RoundsExceededException.class);
    }
  }

  @Test
  void aSecondInstanceWithTheSameKeyFinishesACallTheFirstStarted() throws Exception {
    JsonObject first = McpHttp.toolCall(1, "place_order", "{\"sku\":\"DARJ-100\",\"quantity\":1}", "");
    JsonObject interim = McpHttp.post(endpoint(), first).get("result").asObject();
    assertThat(interim.get("resultType")).isEqualTo(JsonString.of("input_required"));
    assertThat(interim.get("inputRequests").asObject().names()).containsExactly("delivery");
    String state = interim.get("requestState").asString();
    String retry = ",\"requestState\":" + Json.stringify(JsonString.of(state)) + ",\"inputResponses\":{\"delivery\":"
        + "{\"action\":\"accept\",\"content\":{\"name\":\"Grace\",\"email\":\"grace@example.com\","
        + "\"street\":\"1 Navy Way\",\"city\":\"Arlington\"}}}";

    try (ConfigurableApplicationContext second = instance(KEY)) {
      JsonObject done = McpHttp.post(endpointOf(second), McpHttp.toolCall(2, "place_order",
          "{\"sku\":\"DARJ-100\",\"quantity\":1}", retry));
      JsonObject order = McpHttp.path(done, "result", "structuredContent").asObject();
      assertThat(order.get("status")).isEqualTo(JsonString.of("PLACED"));
      assertThat(order.get("deliverTo")).isEqualTo(JsonString.of("Grace, 1 Navy Way, Arlington"));
    }
    // The same retry at an instance with another secret under the same key id is refused: the
    // shared key is what carries the call.
    try (ConfigurableApplicationContext stranger = instance(randomKey())) {
      JsonObject refused = McpHttp.post(endpointOf(stranger), McpHttp.toolCall(3, "place_order",
          "{\"sku\":\"DARJ-100\",\"quantity\":1}", retry));
      assertThat(McpHttp.path(refused, "error", "code").asNumber().intValue()).isEqualTo(-32602);
      assertThat(McpHttp.path(refused, "error", "data", "reason")).isEqualTo(JsonString.of("invalid_request_state"));
      MeterRegistry strangerMeters = stranger.getBean(MeterRegistry.class);
      Counter badTag = strangerMeters.find("mcpgen.server.request.state.rejections").tags("reason", "bad_tag").counter();
      assertThat(badTag).isNotNull();
      assertThat(badTag.count()).isEqualTo(1.0);
    }
  }

  @Test
  void aTamperedStateIsRefusedAndCountedByReason() throws Exception {
    JsonObject interim = McpHttp.post(endpoint(),
        McpHttp.toolCall(1, "place_order", "{\"sku\":\"POT-1L\",\"quantity\":1}", "")).get("result").asObject();
    String state = interim.get("requestState").asString();
    String tampered = state.substring(0, state.length() - 4) + (state.endsWith("AAAA") ? "BBBB" : "AAAA");
    double before = count("mcpgen.server.request.state.rejections", "reason", "bad_tag");
    JsonObject refused = McpHttp.post(endpoint(), McpHttp.toolCall(2, "place_order",
        "{\"sku\":\"POT-1L\",\"quantity\":1}", ",\"requestState\":" + Json.stringify(JsonString.of(tampered))));
    assertThat(McpHttp.path(refused, "error", "data", "reason")).isEqualTo(JsonString.of("invalid_request_state"));
    assertThat(count("mcpgen.server.request.state.rejections", "reason", "bad_tag")).isEqualTo(before + 1);
  }

  @Test
  void theServerIsWhoItsAnnotationSaysAlthoughTheApplicationHasAName() {
    assertThat(Json.stringify(engine.serverInfo())).isEqualTo("{\"name\":\"order-desk\",\"version\":\"1.0\"}");
    assertThat(engine.instructions()).isEqualTo("Browse the catalog, place an order, then pay it.");
  }

  @Test
  void actuatorsOwnJsonAnswersBesideAnMcpCallAndTheMcpEndpointListsWhatIsServed() throws Exception {
    JsonObject catalog = McpHttp.post(endpoint(), McpHttp.toolCall(7, "catalog", "{\"category\":\"TEA\"}", "")).get("result").asObject();
    assertThat(catalog.get("isError")).isNull();
    JsonObject described = Json.parse(McpHttp.get(URI.create("http://127.0.0.1:" + port + "/actuator/mcp")))
        .asObject();
    assertThat(described.get("serverInfo").asObject().get("name")).isEqualTo(JsonString.of("order-desk"));
    assertThat(Json.stringify(described.get("beans"))).contains(OrderDesk.class.getName());
    assertThat(described.get("tools").asArray().elements())
        .extracting(tool -> tool.asObject().get("name").asString())
        .contains("catalog", "place_order", "pay", "return_item");
    JsonObject placeOrder = described.get("tools").asArray().elements().stream().map(JsonValue::asObject)
        .filter(tool -> tool.get("name").asString().equals("place_order")).findFirst().orElseThrow();
    assertThat(placeOrder.get("inputSchema").asObject().get("type")).isEqualTo(JsonString.of("object"));
    assertThat(described.get("prompts").asArray().size()).isEqualTo(1);
    assertThat(described.get("resourceTemplates").asArray().size()).isEqualTo(1);
    assertThat(Json.parse(McpHttp.get(URI.create("http://127.0.0.1:" + port + "/actuator/health"))).asObject()
        .get("status")).isEqualTo(JsonString.of("UP"));
  }

  @Test
  void healthReportsTheEngineUpAndTheKeysLoaded() throws Exception {
    JsonObject health = Json.parse(McpHttp.get(URI.create("http://127.0.0.1:" + port + "/actuator/health/mcpgen")))
        .asObject();
    assertThat(health.get("status")).isEqualTo(JsonString.of("UP"));
    JsonObject details = health.get("details").asObject();
    assertThat(details.get("keysLoaded").toString()).isEqualTo("true");
    assertThat(details.get("activeKey")).isEqualTo(JsonString.of("2026-11"));
    assertThat(details.get("audience")).isEqualTo(JsonString.of("order-desk")); // the served @McpServer's name
    assertThat(Json.stringify(details.get("servers"))).contains(OrderDesk.class.getName());
    assertThat(Json.stringify(health)).doesNotContain(KEY);
  }

  @Test
  void theRestApiIsStillThere() throws Exception {
    String catalog = McpHttp.get(URI.create("http://127.0.0.1:" + port + "/api/catalog/tea"));
    assertThat(catalog).contains("SENCHA-100");
  }

  private static ConfigurableApplicationContext instance(String key) {
    return new SpringApplicationBuilder(TeaShopApplication.class)
        .properties("server.port=0", "server.address=127.0.0.1", "spring.main.banner-mode=off",
            "TEA_SHOP_MCP_KEY=" + key)
        .run();
  }

  private static URI endpointOf(ConfigurableApplicationContext context) {
    return URI.create("http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/mcp");
  }

  private double count(String name, String... tags) {
    Counter counter = meters.find(name).tags(tags).counter();
    return counter == null ? 0 : counter.count();
  }

  private DistributionSummary rounds(String tool) {
    return meters.find("mcpgen.server.call.rounds").tags("name", tool).summary();
  }
}
