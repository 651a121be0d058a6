package io.mcpgen.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.cli.SnapshotTaker;
import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.snapshot.DriftPolicy;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.samples.orders.OrderDeskMcpServer;
import io.mcpgen.samples.orders.TeaShop;
import io.mcpgen.samples.snapshot.orderdeskremote.CatalogArguments;
import io.mcpgen.samples.snapshot.orderdeskremote.CatalogResult;
import io.mcpgen.samples.snapshot.orderdeskremote.PlaceOrderArguments;
import io.mcpgen.samples.snapshot.orderdeskremote.PlaceOrderResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * mcpgen's own order desk, live over Streamable HTTP, called through {@code OrderDeskRemoteMcpClient},
 * which was generated from nothing but the snapshot of what the server publishes.
 */
class OrderDeskSnapshotTest {

  /** The snapshot the client is compiled from, checked against the live server in every build. */
  static final Path SNAPSHOT = Path.of("src/main/mcp/order-desk.json");

  private JettyMcpServer server;

  @BeforeEach
  void serve() throws Exception {
    McpServerEngine engine = OrderDeskMcpServer.builder(new TeaShop())
        .requestState(RequestStateCodec.builder().audience("order-desk").key("test", new byte[32]).build())
        .build();
    server = JettyMcpServer.builder(engine).port(0).start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private OrderDeskRemoteMcpClient.Builder client() {
    return OrderDeskRemoteMcpClient.builder(StreamableHttpClientTransport.connect(server.endpointUri()))
        .drift(DriftPolicy.FAIL);
  }

  @Test
  void theLiveServerPublishesTheSnapshotTheClientWasCompiledFrom() throws Exception {
    // -Dsnapshots.update=true takes the snapshot again: review the diff, then recompile.
    SnapshotTaker.check(new SnapshotTaker().overHttp(server.endpointUri(), Map.of(), Duration.ofSeconds(30)),
        SNAPSHOT, Boolean.getBoolean("snapshots.update"));
  }

  @Test
  void theTypedClientReadsTheCatalog() {
    try (OrderDeskRemoteMcpClient desk = client().build()) {
      CatalogResult teaware = desk.catalog(new CatalogArguments(CatalogArguments.Category.TEAWARE, Map.of()));
      assertEquals(CatalogResult.Category.TEAWARE, teaware.category());
      assertEquals(List.of("POT-1L", "CUPS-2"), teaware.products().stream().map(CatalogResult.ProductsItem::sku)
          .toList());
      assertEquals(4500, teaware.products().get(0).priceCents());
      assertEquals(List.of(), desk.drift().changedTools().join());
    }
  }

  @Test
  void anOrderTakesTwoRoundsTheSecondAnsweringTheServersForm() {
    List<String> asked = new CopyOnWriteArrayList<>();
    JsonObject delivery = JsonObject.builder().put("name", "Ada").put("email", "ada@example.com")
        .put("street", "1 Analytical Way").put("city", "London").put("shipping", "EXPRESS").build();
    try (OrderDeskRemoteMcpClient desk = client()
        .configure(settings -> settings.formElicitation((form, context) -> {
          asked.add(form.message());
          return CompletableFuture.completedFuture(ElicitationAnswer.accept(delivery));
        }))
        .build()) {
      PlaceOrderResult order = desk.placeOrder(new PlaceOrderArguments("DARJ-100", 2, Map.of()),
          CallOptions.defaults());
      assertEquals(PlaceOrderResult.Status.PLACED, order.status());
      assertTrue(order.deliverTo().contains("1 Analytical Way"), order.deliverTo());
      assertEquals(List.of("Where should 2 x DARJ-100 go?"), asked);
      assertTrue(order.totalCents() > 0);
    }
  }
}
