package io.mcpgen.runtime.transport.http.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.transport.http.ParamHeaders;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code x-mcp-header} annotations of the tools a client calls: learnt from the
 * {@code tools/list} results that pass through (a listing drops every tool whose annotations
 * break the rules, as the specification asks of HTTP clients), or declared ahead of them; what a
 * listing says of a tool wins.
 */
final class ToolParamHeaders {

  private static final System.Logger LOG = System.getLogger(ToolParamHeaders.class.getName());

  private final Map<String, ParamHeaders> listed = new ConcurrentHashMap<>();
  private final Map<String, ParamHeaders> declared = new ConcurrentHashMap<>();

  /** @throws IllegalArgumentException when an annotation breaks the rules */
  void declare(String tool, JsonObject inputSchema) {
    declared.put(tool, ParamHeaders.of(inputSchema));
  }

  /** The tool's annotations, or null when nothing is known of them. */
  ParamHeaders of(String tool) {
    ParamHeaders known = listed.get(tool);
    return known != null ? known : declared.get(tool);
  }

  /** Learns from a {@code tools/list} response, and gives it back without the tools that break the rules. */
  JsonObject learn(JsonObject response) {
    if (!(response.get("result") instanceof JsonObject)
        || !(((JsonObject) response.get("result")).get("tools") instanceof JsonArray)) {
      return response;
    }
    JsonObject result = (JsonObject) response.get("result");
    JsonArray.Builder kept = JsonArray.builder();
    boolean dropped = false;
    for (JsonValue tool : ((JsonArray) result.get("tools")).elements()) {
      if (!(tool instanceof JsonObject) || !(((JsonObject) tool).get("name") instanceof JsonString)) {
        kept.add(tool);
        continue;
      }
      String name = ((JsonObject) tool).get("name").asString();
      try {
        listed.put(name, ParamHeaders.of(((JsonObject) tool).get("inputSchema")));
        kept.add(tool);
      } catch (IllegalArgumentException invalid) {
        LOG.log(Level.WARNING, "dropped tool {0} from tools/list: {1}", LogText.escape(name),
            LogText.escape(invalid.getMessage()));
        listed.remove(name);
        dropped = true;
      }
    }
    return dropped ? response.with("result", result.with("tools", kept.build())) : response;
  }
}
