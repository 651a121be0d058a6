package io.mcpgen.runtime.snapshot;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.client.ProtocolViolationException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Takes a snapshot of what a server publishes: its {@code server/discover} result, every page of
 * its four lists, its name and version, a digest per tool and a digest of the whole. The typed
 * client generated from the snapshot compares the tool digests with the live server's.
 *
 * <pre>{@code
 * {
 *   "mcpgenSnapshot": 1,
 *   "server": {"name": "orders", "version": "1.0.0"},
 *   "discover": {...},
 *   "tools": [...], "prompts": [...], "resources": [...], "resourceTemplates": [...],
 *   "toolDigests": {"place_order": "3f1c..."},
 *   "digest": "9a0b..."
 * }
 * }</pre>
 */
public final class Snapshots {

  /** The format version written in {@code mcpgenSnapshot}. */
  public static final int FORMAT = 1;
  /** A server that never stops paging is refused after this many pages of one list. */
  static final int MAX_PAGES = 10_000;

  private Snapshots() {}

  /** Asks the source for everything and returns the snapshot. */
  public static JsonObject take(SnapshotSource source) {
    JsonObject discovered = source.discover();
    JsonArray tools = all(source, discovered, "tools", McpMethods.TOOLS_LIST, "tools");
    JsonArray prompts = all(source, discovered, "prompts", McpMethods.PROMPTS_LIST, "prompts");
    JsonArray resources = all(source, discovered, "resources", McpMethods.RESOURCES_LIST, "resources");
    JsonArray templates = all(source, discovered, "resources", McpMethods.RESOURCES_TEMPLATES_LIST,
        "resourceTemplates");
    JsonObject.Builder toolDigests = JsonObject.builder();
    for (JsonValue tool : tools.elements()) {
      toolDigests.put(toolName(tool), ToolDigest.of(tool.asObject()));
    }
    JsonObject content = JsonObject.builder()
        .put("mcpgenSnapshot", FORMAT)
        .put("server", identity(discovered))
        .put("discover", discovered.without("_meta", "resultType"))
        .put("tools", tools)
        .put("prompts", prompts)
        .put("resources", resources)
        .put("resourceTemplates", templates)
        .put("toolDigests", toolDigests.build())
        .build();
    return content.with("digest", JsonString.of(ToolDigest.sha256(content)));
  }

  /** The server's {@code Implementation} (name and version) from the discover result's {@code _meta}. */
  static JsonObject identity(JsonObject discovered) {
    JsonValue meta = discovered.get("_meta");
    JsonValue info = meta instanceof JsonObject ? ((JsonObject) meta).get(McpMeta.SERVER_INFO) : null;
    if (info == null) {
      info = discovered.get("serverInfo");
    }
    JsonObject.Builder identity = JsonObject.builder();
    if (info instanceof JsonObject) {
      for (String member : new String[] {"name", "version"}) {
        JsonValue value = ((JsonObject) info).get(member);
        if (value instanceof JsonString) {
          identity.put(member, value);
        }
      }
    }
    return identity.build();
  }

  /** Every page of one list, or an empty array when the server does not offer the capability. */
  static JsonArray all(SnapshotSource source, JsonObject discovered, String capability, String method,
      String member) {
    if (!source.offers(discovered, capability)) {
      return JsonArray.empty();
    }
    List<JsonValue> items = new ArrayList<>();
    Set<String> cursors = new HashSet<>();
    String cursor = null;
    for (int page = 0; page < MAX_PAGES; page++) {
      JsonObject result = source.list(method, cursor);
      JsonValue listed = result.get(member);
      if (!(listed instanceof JsonArray)) {
        throw new ProtocolViolationException("the " + method + " result has no \"" + member + "\" array", result,
            1, null);
      }
      items.addAll(listed.asArray().elements());
      JsonValue next = result.get("nextCursor");
      if (!(next instanceof JsonString)) {
        return JsonArray.of(items);
      }
      cursor = next.asString();
      if (!cursors.add(cursor)) {
        throw new ProtocolViolationException(method + " sent the cursor " + cursor + " twice; its pages loop",
            result, 1, null);
      }
    }
    throw new IllegalStateException(method + " has more than " + MAX_PAGES + " pages");
  }

  /** A tool's name; a tool without one breaks the protocol. */
  static String toolName(JsonValue tool) {
    if (tool instanceof JsonObject && ((JsonObject) tool).get("name") instanceof JsonString) {
      return ((JsonObject) tool).get("name").asString();
    }
    throw new IllegalArgumentException("a listed tool has no name: " + tool);
  }
}
