package io.mcpgen.samples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.testkit.node.NodeScripts;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The TypeScript SDK v2 client places an order at the Boot service over two rounds. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class TypeScriptClientTest {

  @DynamicPropertySource
  static void key(DynamicPropertyRegistry properties) {
    properties.add("TEA_SHOP_MCP_KEY", TeaShopMcpTest::randomKey);
    properties.add("server.address", () -> "127.0.0.1");
  }

  @LocalServerPort
  int port;

  @Autowired
  MeterRegistry meters;

  @Test
  void theTypeScriptSdkAnswersTheDeliveryFormAndGetsTheOrder() throws Exception {
    double calls = placed();
    String output = NodeScripts.run("boot/order-client.mjs", "http://127.0.0.1:" + port + "/mcp").strip();
    JsonObject report = Json.parse(output.substring(output.lastIndexOf('\n') + 1)).asObject();

    assertThat(report.get("ok").toString()).as(output).isEqualTo("true");
    assertThat(report.get("rounds").asNumber().intValue()).isEqualTo(2);
    assertThat(Json.stringify(report.get("asked"))).contains("Where should 3 x ASSAM-250 go?");
    JsonObject order = report.get("order").asObject();
    assertThat(order.get("status")).isEqualTo(JsonString.of("PLACED"));
    assertThat(order.get("totalCents").asNumber().intValue()).isEqualTo(3 * 1190);
    assertThat(order.get("deliverTo")).isEqualTo(JsonString.of("Katherine Johnson, 1 Langley Blvd, Hampton"));
    assertThat(placed()).isEqualTo(calls + 1);
  }

  private double placed() {
    Counter counter = meters.find("mcpgen.server.calls").tags("name", "place_order", "outcome", "complete").counter();
    return counter == null ? 0 : counter.count();
  }
}
