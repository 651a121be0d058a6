package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.testing.Fixtures;
import org.junit.jupiter.api.Test;

/** {@code ttlMs} and {@code cacheScope} per list and per resource, over the engine-wide defaults. */
class CacheHintsRoutingTest {

  private static McpHandler text(String text) {
    return McpHandler.simple(call -> json("{\"contents\":[{\"uri\":\"" + call.uri() + "\",\"text\":\"" + text + "\"}]}"));
  }

  private final McpServerEngine server = McpServerEngine.builder()
      .tool(Fixtures.tool("t"), McpHandler.simple(call -> Fixtures.textResult("")))
      .resource(json("{\"uri\":\"test://plain\",\"name\":\"plain\"}"), text("plain"))
      .resource(json("{\"uri\":\"test://hinted\",\"name\":\"hinted\"}"), text("hinted"),
          CacheHints.of(60_000, CacheScope.PUBLIC))
      .resource(json("{\"uri\":\"test://own\",\"name\":\"own\"}"), McpHandler.simple(call ->
          json("{\"contents\":[],\"ttlMs\":5}")), CacheHints.of(60_000, CacheScope.PUBLIC))
      .resourceTemplate(json("{\"uriTemplate\":\"test://t/{id}\",\"name\":\"t\"}"), text("t"),
          CacheHints.of(1_000, CacheScope.PRIVATE))
      .listCacheHints(CacheHints.of(10_000, CacheScope.PUBLIC))
      .listCacheHints("resources/list", CacheHints.of(20, CacheScope.PRIVATE))
      .resourceCacheHints(CacheHints.of(7, CacheScope.PRIVATE))
      .build();

  private JsonObject call(String method, String params) {
    return result(send(server, request(1, method, params, "{}")));
  }

  private static String hints(JsonObject result) {
    return result.get("ttlMs") + " " + result.get("cacheScope");
  }

  @Test
  void eachListHasItsOwnHintsOverTheDefault() {
    assertEquals("10000 \"public\"", hints(call("tools/list", "{}")));
    assertEquals("20 \"private\"", hints(call("resources/list", "{}")));
    assertEquals("10000 \"public\"", hints(call("resources/templates/list", "{}")));
  }

  @Test
  void aResourceHasItsOwnHintsOverTheEngineDefaultUnlessItsResultSetsThem() {
    assertEquals("7 \"private\"", hints(call("resources/read", "{\"uri\":\"test://plain\"}")));
    assertEquals("60000 \"public\"", hints(call("resources/read", "{\"uri\":\"test://hinted\"}")));
    assertEquals("1000 \"private\"", hints(call("resources/read", "{\"uri\":\"test://t/9\"}")));
    assertEquals("5 \"public\"", hints(call("resources/read", "{\"uri\":\"test://own\"}")));
  }

  @Test
  void onlyListMethodsTakeListHints() {
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder()
        .listCacheHints("tools/call", CacheHints.of(1, CacheScope.PUBLIC)));
  }
}
