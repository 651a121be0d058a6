package io.mcpgen.runtime.transport.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.testkit.TestServer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code x-mcp-header}: which tools are valid, which headers a call carries, and the server's check. */
class ParamHeadersTest {

  private static final ParamHeaders ROUTE = ParamHeaders.of(Json.parse(TestServer.ROUTE_SCHEMA));

  @Test
  void presentValuesBecomeHeadersAndAbsentOrNullOnesDoNot() {
    Map<String, String> headers = ROUTE.headers(Json.parse(
        "{\"region\":\"us-west1\",\"shard\":42,\"options\":{\"dry\":true},\"query\":\"SELECT 1\"}").asObject());
    assertEquals(Map.of("Mcp-Param-Region", "us-west1", "Mcp-Param-Shard", "42", "Mcp-Param-Dry-Run", "true"), headers);
    assertEquals(Map.of("Mcp-Param-Shard", "7"),
        ROUTE.headers(Json.parse("{\"region\":null,\"shard\":7,\"options\":{}}").asObject()));
    assertEquals(Map.of("Mcp-Param-Region", "=?base64?SGVsbG8sIOS4lueVjA==?="),
        ROUTE.headers(Json.parse("{\"region\":\"Hello, \u4e16\u754c\"}").asObject()));
  }

  @Test
  void integersOutsideTheSafeRangeOrOfAnotherTypeAreNotMirrored() {
    assertEquals(Map.of(), ROUTE.headers(Json.parse("{\"shard\":9007199254740992}").asObject()));
    assertEquals(Map.of(), ROUTE.headers(Json.parse("{\"shard\":\"42\",\"region\":5}").asObject()));
  }

  @Test
  void theServerChecksPresentValuesComparingIntegersAsNumbers() {
    JsonObject arguments = Json.parse("{\"region\":\"eu\",\"shard\":42}").asObject();
    assertNull(ROUTE.problem(headers("Mcp-Param-Region", "eu", "mcp-param-shard", "42.0")::all, arguments));
    assertTrue(ROUTE.problem(headers("Mcp-Param-Region", "eu")::all, arguments).contains("Mcp-Param-Shard is missing"));
    assertTrue(ROUTE.problem(headers("Mcp-Param-Region", "us", "Mcp-Param-Shard", "42")::all, arguments)
        .contains("Mcp-Param-Region header value 'us' does not match body value 'eu'"));
    assertTrue(ROUTE.problem(headers("Mcp-Param-Region", "=?base64?***?=", "Mcp-Param-Shard", "42")::all, arguments)
        .contains("malformed"));
    assertNull(ROUTE.problem(headers()::all, Json.parse("{\"query\":\"x\"}").asObject()));
  }

  @Test
  void annotationsThatBreakARuleMakeTheToolInvalid() {
    List<String> invalid = List.of(
        "{\"properties\":{\"a\":{\"type\":\"string\",\"x-mcp-header\":\"\"}}}",
        "{\"properties\":{\"a\":{\"type\":\"string\",\"x-mcp-header\":\"Bad Name\"}}}",
        "{\"properties\":{\"a\":{\"type\":\"string\",\"x-mcp-header\":\"X\"},\"b\":{\"type\":\"string\",\"x-mcp-header\":\"x\"}}}",
        "{\"properties\":{\"a\":{\"type\":\"number\",\"x-mcp-header\":\"A\"}}}",
        "{\"properties\":{\"a\":{\"type\":\"array\",\"items\":{\"type\":\"string\",\"x-mcp-header\":\"A\"}}}}",
        "{\"properties\":{\"a\":{\"anyOf\":[{\"type\":\"string\",\"x-mcp-header\":\"A\"}]}}}",
        "{\"x-mcp-header\":\"Root\",\"type\":\"string\"}",
        "{\"properties\":{\"a\":{\"x-mcp-header\":\"A\"}}}");
    for (String schema : invalid) {
      assertThrows(IllegalArgumentException.class, () -> ParamHeaders.of(Json.parse(schema)), schema);
    }
    assertTrue(ParamHeaders.of(Json.parse("{\"properties\":{\"x-mcp-header\":{\"type\":\"string\"}}}")).isEmpty());
  }

  private static RequestHeaders headers(String... pairs) {
    Map<String, List<String>> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      map.put(pairs[i], List.of(pairs[i + 1]));
    }
    return RequestHeaders.of(map);
  }
}
