package io.mcpgen.it.conformance;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Client scenarios whose mock servers offer tools, prompts and resources this client learns from
 * the lists: the untyped client, answering every form by accepting it with each boolean field
 * true, sampling with a fixed text, roots with none.
 */
final class ScenarioCalls {

  /** One scenario's calls. */
  interface Calls {
    void make(McpClientEngine client);
  }

  /** The tool of {@code json-schema-2020-12-preservation} that takes a schema back. */
  static final String ECHO_TOOL = "json_schema_echo";

  /** The protocol versions the client speaks in this run (set from the revision under test). */
  static volatile List<String> versions = List.of(ProtocolVersions.LATEST);

  private ScenarioCalls() {}

  /** Connects, makes the calls; 0 when all succeeded, 1 (with the reason on stderr) when one failed. */
  static int run(URI url, Calls calls) {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(url);
        McpClientEngine client = McpClientEngine.builder(transport)
            .clientInfo("mcpgen-conformance-client", "1.0.0")
            .supportedVersions(versions.toArray(String[]::new))
            .formElicitation((form, context) -> CompletableFuture.completedFuture(accept(form.requestedSchema())))
            .sampling((request, context) -> CompletableFuture.completedFuture(
                SamplingAnswer.ofText("A reply from the conformance client.", "mcpgen-conformance")))
            .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of())))
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).build())
            .build()) {
      calls.make(client);
      return 0;
    } catch (RuntimeException e) {
      System.err.println("the scenario's calls failed: " + e);
      return 1;
    }
  }

  /** {@code server/discover}, then {@code tools/list}. */
  static void discover(McpClientEngine client) {
    client.discover().join();
    client.listTools().join();
  }

  /** {@code tools/list} only: the client keeps each schema as JSON and never follows a {@code $ref}. */
  static void listTools(McpClientEngine client) {
    client.listTools().join();
  }

  /**
   * Lists the tools and passes the {@code inputSchema} of {@value SchemaFixtures#TOOL}, as the
   * client holds it, to the {@code json_schema_echo} tool: the suite compares what comes back with
   * what it listed ({@code $schema}, {@code $defs}, {@code $anchor}, composition and conditional
   * keywords must survive).
   *
   * @throws IllegalStateException when the list has no such tool
   */
  static void echoSchema(McpClientEngine client) {
    JsonObject schema = entries(client.listTools().join(), "tools").stream()
        .filter(tool -> SchemaFixtures.TOOL.equals(name(tool, "name")))
        .map(tool -> tool.asObject().get("inputSchema").asObject())
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("the server lists no tool " + SchemaFixtures.TOOL));
    client.callTool(ECHO_TOOL, JsonObject.builder().put("schema", schema).build()).join().resultOrThrow();
  }

  /** Every list, then the first tool, resource and prompt of each. */
  static void everyListAndFirstEntry(McpClientEngine client) {
    client.discover().join();
    List<JsonValue> tools = entries(client.listTools().join(), "tools");
    if (!tools.isEmpty()) {
      client.callTool(name(tools.get(0), "name"), JsonObject.empty()).join();
    }
    List<JsonValue> resources = entries(client.listResources().join(), "resources");
    if (!resources.isEmpty()) {
      client.readResource(name(resources.get(0), "uri")).join();
    }
    List<JsonValue> prompts = entries(client.listPrompts().join(), "prompts");
    if (!prompts.isEmpty()) {
      client.getPrompt(name(prompts.get(0), "name"), JsonObject.empty()).join();
    }
  }

  /** Calls every listed tool, without arguments, one after the other. */
  static void everyTool(McpClientEngine client) {
    for (JsonValue tool : entries(client.listTools().join(), "tools")) {
      client.callTool(name(tool, "name"), JsonObject.empty()).join();
    }
  }

  /**
   * Accepts a form, setting each boolean field to true, each string field to "yes" (a string
   * choice to its default, else its first option) and each number field to its default (else 0),
   * as a user accepting the form as offered would (SEP-1034: the defaults are applied).
   */
  private static ElicitationAnswer accept(JsonObject schema) {
    JsonObject.Builder content = JsonObject.builder();
    JsonValue properties = schema.get("properties");
    if (properties instanceof JsonObject) {
      ((JsonObject) properties).members().forEach((field, definition) -> {
        if (!(definition instanceof JsonObject)) {
          return;
        }
        JsonObject property = (JsonObject) definition;
        JsonValue type = property.get("type");
        JsonValue fallback = property.get("default");
        if (type != null && "boolean".equals(type.asString())) {
          content.put(field, true);
        } else if (type != null && "string".equals(type.asString()) && property.get("enum") instanceof JsonArray) {
          List<JsonValue> options = property.get("enum").asArray().elements();
          content.put(field, fallback != null && options.contains(fallback) ? fallback : options.get(0));
        } else if (type != null && "string".equals(type.asString())) {
          content.put(field, "yes");
        } else if (type != null && ("number".equals(type.asString()) || "integer".equals(type.asString()))) {
          content.put(field, fallback instanceof JsonNumber ? fallback : JsonNumber.of(0));
        }
      });
    }
    return ElicitationAnswer.accept(content.build());
  }

  private static List<JsonValue> entries(JsonObject list, String member) {
    JsonValue entries = list.get(member);
    return entries == null ? List.of() : entries.asArray().elements();
  }

  private static String name(JsonValue entry, String member) {
    return entry.asObject().get(member).asString();
  }
}
