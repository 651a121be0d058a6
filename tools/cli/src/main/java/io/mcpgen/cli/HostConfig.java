package io.mcpgen.cli;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON a desktop host reads to launch a stdio server:
 * {@code {"mcpServers":{"<name>":{"command":"...","args":[...]}}}}.
 */
final class HostConfig {

  private HostConfig() {}

  /** The configuration launching {@code command} (the executable first, then its arguments) as {@code name}. */
  static String snippet(String name, List<String> command) {
    List<JsonValue> args = new ArrayList<>();
    for (String argument : command.subList(1, command.size())) {
      args.add(JsonString.of(argument));
    }
    JsonObject server = JsonObject.builder()
        .put("command", command.get(0))
        .put("args", JsonArray.of(args))
        .build();
    JsonObject config = JsonObject.builder()
        .put("mcpServers", JsonObject.builder().put(name, server).build())
        .build();
    return PrettyJson.write(config);
  }
}
