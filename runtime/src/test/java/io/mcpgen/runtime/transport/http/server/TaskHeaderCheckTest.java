package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import org.junit.jupiter.api.Test;

/** {@code Mcp-Name} mirrors {@code params.taskId} on the methods of the tasks extension (SEP-2663 routing headers). */
class TaskHeaderCheckTest {

  private static final JsonObject PARAMS = Json.parse("{\"taskId\":\"t-1\",\"_meta\":{"
      + "\"io.modelcontextprotocol/protocolVersion\":\"" + ProtocolVersions.LATEST + "\"}}").asObject();

  private static RequestHeaders headers(String method, String name) {
    RequestHeaders.Builder headers = RequestHeaders.builder()
        .add("MCP-Protocol-Version", ProtocolVersions.LATEST)
        .add("Mcp-Method", method);
    if (name != null) {
      headers.add("Mcp-Name", name);
    }
    return headers.build();
  }

  @Test
  void aMatchingTaskIdPasses() {
    for (String method : new String[] {"tasks/get", "tasks/update", "tasks/cancel"}) {
      assertNull(HeaderCheck.problem(headers(method, "t-1"), method, PARAMS), method);
    }
  }

  @Test
  void aMismatchedOrMissingTaskIdIsAHeaderMismatch() {
    assertEquals("Header mismatch: Mcp-Name header value 't-2' does not match body value 't-1'",
        HeaderCheck.problem(headers("tasks/get", "t-2"), "tasks/get", PARAMS));
    assertEquals("Header mismatch: required header Mcp-Name is missing",
        HeaderCheck.problem(headers("tasks/cancel", null), "tasks/cancel", PARAMS));
  }
}
