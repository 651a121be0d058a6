package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.mcpgen.runtime.transport.http.ParamHeaders;
import java.lang.System.Logger.Level;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The {@code x-mcp-header} annotations of the tools an endpoint lists, read once through its own
 * {@code tools/list} when the server starts, so that {@code Mcp-Param-*} headers can be checked
 * against the body of each {@code tools/call}.
 */
final class ToolParamIndex {

  private static final System.Logger LOG = System.getLogger(ToolParamIndex.class.getName());
  private static final int MAX_PAGES = 100;

  private final Map<String, ParamHeaders> tools;

  private ToolParamIndex(Map<String, ParamHeaders> tools) {
    this.tools = Map.copyOf(tools);
  }

  static ToolParamIndex read(McpEndpoint endpoint) {
    Map<String, ParamHeaders> tools = new HashMap<>();
    JsonValue cursor = null;
    for (int page = 0; page < MAX_PAGES; page++) {
      JsonObject.Builder params = JsonObject.builder().put("_meta", JsonObject.builder()
          .put(McpMeta.PROTOCOL_VERSION, ProtocolVersions.LATEST)
          .put(McpMeta.CLIENT_CAPABILITIES, JsonObject.empty()).build());
      if (cursor != null) {
        params.put("cursor", cursor);
      }
      JsonRpcRequest request = new JsonRpcRequest(RequestId.of("mcpgen-transport-tools-" + page),
          McpMethods.TOOLS_LIST, params.build());
      JsonObject result;
      try {
        ServerReply reply = endpoint.handle(request, RequestContext.anonymous()).toCompletableFuture()
            .get(30, TimeUnit.SECONDS);
        JsonValue found = reply.body().map(body -> body.get("result")).orElse(null);
        if (!(found instanceof JsonObject)) {
          break; // no tools offered (or not to an anonymous caller): nothing to check
        }
        result = (JsonObject) found;
      } catch (Exception e) {
        LOG.log(Level.WARNING, "could not list the tools to learn their x-mcp-header annotations", e);
        break;
      }
      if (result.get("tools") instanceof JsonArray) {
        for (JsonValue tool : ((JsonArray) result.get("tools")).elements()) {
          learn(tool, tools);
        }
      }
      cursor = result.get("nextCursor");
      if (!(cursor instanceof JsonString)) {
        break;
      }
    }
    return new ToolParamIndex(tools);
  }

  private static void learn(JsonValue tool, Map<String, ParamHeaders> tools) {
    if (!(tool instanceof JsonObject) || !(((JsonObject) tool).get("name") instanceof JsonString)) {
      return;
    }
    String name = ((JsonObject) tool).get("name").asString();
    try {
      ParamHeaders headers = ParamHeaders.of(((JsonObject) tool).get("inputSchema"));
      if (!headers.isEmpty()) {
        tools.put(name, headers);
      }
    } catch (IllegalArgumentException invalid) {
      LOG.log(Level.WARNING, "tool {0} has an invalid x-mcp-header ({1}); clients will drop it, and its "
          + "Mcp-Param headers are not checked", name, invalid.getMessage());
    }
  }

  /** The annotations of a tool; {@link ParamHeaders#NONE} for tools without (or unknown). */
  ParamHeaders of(String tool) {
    return tools.getOrDefault(tool, ParamHeaders.NONE);
  }
}
