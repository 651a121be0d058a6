package io.mcpgen.processor.model.snapshot;

import io.mcpgen.processor.model.SchemaReadException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A snapshot of what a server publishes, as {@code mcpgen-cli snapshot} writes it: the server's
 * identity, its tools, prompts and resource templates, and the digest of each tool. Only what the
 * typed client needs is read; each entry keeps its JSON pointer in the file, for messages.
 */
public record SnapshotFile(String serverName, String serverVersion, String digest, List<Tool> tools,
    List<Prompt> prompts, List<Template> templates, Map<String, String> toolDigests) {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();
  /** Reads fractions as exact decimals, as the runtime's JSON does, for the tools' digests. */
  private static final JsonMapper EXACT = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .build();

  /**
   * One tool: its schemas as JSON trees (null when absent).
   *
   * @param digest the digest of its name and schemas as they are in the file ({@link SnapshotToolDigest}),
   *     which a generated client compares with the live server's
   */
  public record Tool(String pointer, String name, String description, JsonNode inputSchema, JsonNode outputSchema,
      String digest) {}

  /** One prompt and its arguments. */
  public record Prompt(String pointer, String name, String description, List<PromptArgument> arguments) {}

  /** One argument of a prompt; always a string on the wire. */
  public record PromptArgument(String name, String description, boolean required) {}

  /** One resource template. */
  public record Template(String pointer, String name, String description, String uriTemplate) {}

  /** Reads a snapshot; a file that is not one fails with the JSON pointer of the first problem. */
  public static SnapshotFile read(byte[] json) throws SchemaReadException {
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
    } catch (JacksonException e) {
      throw new SchemaReadException(SchemaReadException.Reason.NOT_JSON, "",
          "is not valid JSON: " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject() || !root.has("tools")) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, "",
          "is not an mcpgen snapshot (an object with \"tools\", \"prompts\", \"resourceTemplates\"; make one"
              + " with mcpgen-cli snapshot)");
    }
    JsonNode server = root.path("server");
    JsonNode exactTools = EXACT.readTree(json).get("tools");
    List<Tool> tools = new ArrayList<>();
    int i = 0;
    for (JsonNode tool : array(root, "tools")) {
      String pointer = "/tools/" + i;
      tools.add(new Tool(pointer, name(tool, pointer), text(tool, "description"), tool.get("inputSchema"),
          tool.get("outputSchema"), SnapshotToolDigest.of(exactTools.get(i))));
      i++;
    }
    List<Prompt> prompts = new ArrayList<>();
    i = 0;
    for (JsonNode prompt : array(root, "prompts")) {
      String pointer = "/prompts/" + i++;
      List<PromptArgument> arguments = new ArrayList<>();
      int j = 0;
      for (JsonNode argument : array(prompt, "arguments")) {
        arguments.add(new PromptArgument(name(argument, pointer + "/arguments/" + j++), text(argument, "description"),
            argument.path("required").asBoolean(false)));
      }
      prompts.add(new Prompt(pointer, name(prompt, pointer), text(prompt, "description"),
          Collections.unmodifiableList(arguments)));
    }
    List<Template> templates = new ArrayList<>();
    i = 0;
    for (JsonNode template : array(root, "resourceTemplates")) {
      String pointer = "/resourceTemplates/" + i++;
      String uri = text(template, "uriTemplate");
      if (uri == null) {
        throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer, "has no uriTemplate");
      }
      templates.add(new Template(pointer, name(template, pointer), text(template, "description"), uri));
    }
    Map<String, String> digests = new TreeMap<>();
    for (Map.Entry<String, JsonNode> digest : root.path("toolDigests").properties()) {
      if (digest.getValue().isString()) {
        digests.put(digest.getKey(), digest.getValue().stringValue());
      }
    }
    return new SnapshotFile(text(server, "name"), text(server, "version"), text(root, "digest"),
        Collections.unmodifiableList(tools), Collections.unmodifiableList(prompts),
        Collections.unmodifiableList(templates), Collections.unmodifiableMap(digests));
  }

  /**
   * What disagrees between the tools and the digests the file records for them, one sentence each
   * starting with a JSON pointer: a tool whose name or schemas were edited after the snapshot was
   * taken, a tool without a recorded digest, a digest of no tool. Empty for a file as
   * {@code mcpgen-cli snapshot} wrote it.
   */
  public List<String> digestMismatches() {
    List<String> mismatches = new ArrayList<>();
    for (Tool tool : tools) {
      String recorded = toolDigests.get(tool.name());
      if (recorded == null) {
        mismatches.add(tool.pointer() + " (tool \"" + tool.name() + "\") has no digest in /toolDigests; record "
            + tool.digest() + " for it, or take the snapshot again");
      } else if (!recorded.equals(tool.digest())) {
        mismatches.add(tool.pointer() + " (tool \"" + tool.name() + "\") does not have the digest recorded at"
            + " /toolDigests/" + tool.name().replace("~", "~0").replace("/", "~1") + ": its name or schemas were"
            + " edited after the snapshot was taken, and the drift check would compare the live server with"
            + " what the client was not generated from; take the snapshot again, or, for a deliberate edit,"
            + " record its digest " + tool.digest());
      }
    }
    for (String name : toolDigests.keySet()) {
      if (tools.stream().noneMatch(tool -> tool.name().equals(name))) {
        mismatches.add("/toolDigests/" + name.replace("~", "~0").replace("/", "~1") + " is the digest of no tool"
            + " in /tools; remove it, or take the snapshot again");
      }
    }
    return mismatches;
  }

  private static Iterable<JsonNode> array(JsonNode parent, String member) throws SchemaReadException {
    JsonNode value = parent.get(member);
    if (value == null || value.isNull()) {
      return List.of();
    }
    if (!value.isArray()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, "/" + member, "is not an array");
    }
    return value;
  }

  private static String name(JsonNode entry, String pointer) throws SchemaReadException {
    String name = text(entry, "name");
    if (name == null || name.isEmpty()) {
      throw new SchemaReadException(SchemaReadException.Reason.BAD_SHAPE, pointer, "has no name");
    }
    return name;
  }

  private static String text(JsonNode parent, String member) {
    JsonNode value = parent == null ? null : parent.get(member);
    return value != null && value.isString() ? value.stringValue() : null;
  }
}
