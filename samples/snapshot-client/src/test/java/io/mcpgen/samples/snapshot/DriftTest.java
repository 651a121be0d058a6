package io.mcpgen.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.ProtocolViolationException;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.snapshot.DriftPolicy;
import io.mcpgen.runtime.snapshot.SnapshotDriftException;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.samples.snapshot.orderdeskremote.CatalogArguments;
import io.mcpgen.samples.snapshot.orderdeskremote.CatalogResult;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The order desk after its authors changed it: the server publishes the snapshot's tools with one
 * schema edited, and the client generated from the old snapshot says which tool changed.
 */
class DriftTest {

  private static final String CATALOG_RESULT = "{\"category\":\"TEA\",\"products\":[{\"sku\":\"DARJ-100\","
      + "\"name\":\"Darjeeling\",\"priceCents\":%s}]}";

  /** A server publishing the snapshot's tools, {@code catalog} edited, answering catalog with this structured result. */
  private static McpServerEngine changedServer(UnaryOperator<JsonObject> editCatalog, String catalogResult)
      throws Exception {
    JsonObject snapshot = Json.parse(Files.readString(OrderDeskSnapshotTest.SNAPSHOT)).asObject();
    McpServerEngine.Builder server = McpServerEngine.builder().serverInfo("order-desk", "1.1");
    for (JsonValue tool : snapshot.get("tools").asArray().elements()) {
      JsonObject definition = tool.asObject();
      boolean catalog = definition.get("name").asString().equals("catalog");
      JsonObject structured = Json.parse(catalogResult).asObject();
      server.tool(catalog ? editCatalog.apply(definition) : definition, McpHandler.simple(call ->
          JsonObject.builder()
              .put("content", JsonArray.of(JsonObject.builder().put("type", "text").put("text", "ok").build()))
              .put("structuredContent", structured)
              .build()));
    }
    return server.build();
  }

  private static JsonObject withSchemaMember(JsonObject tool, String schema, String pointerFree, JsonValue value) {
    JsonObject old = tool.get(schema).asObject();
    JsonObject properties = old.get("properties").asObject().with(pointerFree, value);
    return tool.with(schema, old.with("properties", properties));
  }

  @Test
  void aToolWhoseInputSchemaChangedIsNamedAndTheCallFails() throws Exception {
    McpServerEngine server = changedServer(tool -> withSchemaMember(tool, "inputSchema", "limit",
        Json.parse("{\"type\":\"integer\"}")), String.format(CATALOG_RESULT, "1200"));
    try (OrderDeskRemoteMcpClient desk = OrderDeskRemoteMcpClient.builder(InMemoryTransport.connect(server))
        .drift(DriftPolicy.FAIL).build()) {
      SnapshotDriftException drift = assertThrows(SnapshotDriftException.class,
          () -> desk.catalog(new CatalogArguments(CatalogArguments.Category.TEA, Map.of())));
      assertEquals(List.of("catalog"), drift.tools());
      assertTrue(drift.getMessage().contains("catalog (schema changed)"), drift.getMessage());
    }
  }

  @Test
  void underWarnTheChangedToolIsReportedAndCallsGoOn() throws Exception {
    McpServerEngine server = changedServer(tool -> withSchemaMember(tool, "inputSchema", "limit",
        Json.parse("{\"type\":\"integer\"}")), String.format(CATALOG_RESULT, "1200"));
    try (OrderDeskRemoteMcpClient desk = OrderDeskRemoteMcpClient.builder(InMemoryTransport.connect(server)).build()) {
      CatalogResult tea = desk.catalog(new CatalogArguments(CatalogArguments.Category.TEA, Map.of()));
      assertEquals(1200, tea.products().get(0).priceCents());
      assertEquals(List.of("catalog"), desk.drift().changedTools().join());
    }
  }

  @Test
  void anOutputThatNoLongerFitsFailsWithItsJsonPointer() throws Exception {
    McpServerEngine server = changedServer(tool -> tool.with("outputSchema", Json.parse(
        "{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\"},\"products\":{\"type\":\"array\"}}}")),
        String.format(CATALOG_RESULT, "\"twelve euros\""));
    try (OrderDeskRemoteMcpClient desk = OrderDeskRemoteMcpClient.builder(InMemoryTransport.connect(server))
        .drift(DriftPolicy.IGNORE).build()) {
      ProtocolViolationException misfit = assertThrows(ProtocolViolationException.class,
          () -> desk.catalog(new CatalogArguments(CatalogArguments.Category.TEA, Map.of())));
      assertTrue(misfit.getMessage().contains("the result of tool catalog does not fit"), misfit.getMessage());
      assertTrue(misfit.getMessage().contains("/products/0/priceCents"), misfit.getMessage());
    }
  }
}
