package io.mcpgen.processor.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A result record with a required component left null is a tool error naming the component, for
 * every kind of component alike (a String, a list, an enum, a nested record's String), never a
 * {@code null} the tool's own outputSchema forbids.
 */
class NullResultComponentTest {

  private static final Ledger.Entry FULL = new Ledger.Entry("E-1", Optional.empty(), List.of("rent"),
      Ledger.Status.OPEN, new Ledger.Amount("EUR", 1200));

  /** Entry 0 is complete; entries 1 to 5 each lack one required value. */
  private final McpServerEngine engine = LedgerMcpServer.builder(new Ledger() {
    @Override
    public Ledger.Receipt receipt(Ledger.Lookup lookup) {
      return new Ledger.Receipt(lookup.number() == 1 ? null : "R-" + lookup.number(), 100);
    }

    @Override
    public Ledger.Entry entry(Ledger.Lookup lookup) {
      return entryFor(lookup);
    }
  }).build();

  private static Ledger.Entry entryFor(Ledger.Lookup lookup) {
    switch (lookup.number()) {
      case 1:
        return new Ledger.Entry(null, Optional.empty(), List.of(), Ledger.Status.OPEN, FULL.amount());
      case 2:
        return new Ledger.Entry("E-2", Optional.empty(), null, Ledger.Status.OPEN, FULL.amount());
      case 3:
        return new Ledger.Entry("E-3", Optional.empty(), List.of(), null, FULL.amount());
      case 4:
        return new Ledger.Entry("E-4", Optional.empty(), List.of(), Ledger.Status.OPEN, null);
      case 5:
        return new Ledger.Entry("E-5", Optional.empty(), List.of(), Ledger.Status.OPEN, new Ledger.Amount(null, 5));
      default:
        return FULL;
    }
  }
  private final McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(engine))
      .clientInfo("null-components", "1.0").build();

  private JsonObject call(int number) {
    return call("entry", number);
  }

  private JsonObject call(String tool, int number) {
    return McpClientEngine.await(client.callTool(tool, JsonObject.builder().put("number", number).build()))
        .resultOrThrow();
  }

  /** A record of scalars is written straight to a tree: the same refusal there. */
  @Test
  void aNullStringOfARecordOfScalarsIsAToolErrorToo() {
    assertEquals("R-2", call("receipt", 2).get("structuredContent").asObject().get("id").asString());
    JsonObject result = call("receipt", 1);
    assertTrue(result.get("isError").asBoolean(), result.toString());
    assertTrue(result.get("content").asArray().get(0).asObject().get("text").asString()
        .contains("Ledger.Receipt.id is null, but member \"id\" is required"), result.toString());
  }

  @Test
  void aCompleteEntryIsStructuredContent() {
    JsonObject result = call(0);
    assertFalse(result.has("isError"), result.toString());
    assertEquals("E-1", result.get("structuredContent").asObject().get("id").asString());
  }

  @Test
  void everyRequiredComponentLeftNullIsAToolErrorNamingIt() {
    List<String> components = List.of("Ledger.Entry.id", "Ledger.Entry.tags", "Ledger.Entry.status",
        "Ledger.Entry.amount", "Ledger.Amount.currency");
    for (int number = 1; number <= components.size(); number++) {
      JsonObject result = call(number);
      assertTrue(result.get("isError").asBoolean(), result.toString());
      assertFalse(result.has("structuredContent"), result.toString());
      String text = result.get("content").asArray().get(0).asObject().get("text").asString();
      String component = components.get(number - 1);
      assertTrue(text.contains(component + " is null, but member \"" + component.substring(component.lastIndexOf('.')
          + 1) + "\" is required"), text);
    }
  }
}
