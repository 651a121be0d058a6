package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;

/**
 * The tool of the {@code json-schema-2020-12} server scenario (SEP-1613, SEP-2106): its
 * {@code inputSchema} uses {@code $schema}, {@code $defs} with an {@code $anchor}, a {@code $ref},
 * {@code allOf}/{@code anyOf}, {@code if}/{@code then}/{@code else} and
 * {@code additionalProperties: false}. A schema like this cannot come from a record (the processor
 * writes plain object schemas), so it is registered as data through
 * {@link McpServerEngine.Builder#tool}, which lists it exactly as given.
 */
final class SchemaFixtures {

  /** The tool's name, as the suite looks it up. */
  static final String TOOL = "json_schema_2020_12_tool";

  /** The tool's {@code inputSchema}, with the keywords the scenario checks. */
  static final JsonObject INPUT_SCHEMA = Json.parse("""
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "$defs": {
          "address": {
            "$anchor": "addressDef",
            "type": "object",
            "properties": {"street": {"type": "string"}, "city": {"type": "string"}}
          }
        },
        "properties": {
          "name": {"type": "string"},
          "address": {"$ref": "#/$defs/address"},
          "contactMethod": {"type": "string", "enum": ["phone", "email"]},
          "phone": {"type": "string"},
          "email": {"type": "string"}
        },
        "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
        "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
        "then": {"required": ["phone"]},
        "else": {"required": ["email"]},
        "additionalProperties": false
      }
      """).asObject();

  private SchemaFixtures() {}

  /** Registers the tool on {@code builder}; a call answers {@code ok}. */
  static void register(McpServerEngine.Builder builder) {
    JsonObject definition = JsonObject.builder()
        .put("name", TOOL)
        .put("description", "Tool with JSON Schema 2020-12 features")
        .put("inputSchema", INPUT_SCHEMA)
        .build();
    builder.tool(definition, McpHandler.simple(call -> Json.parse(
        "{\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}").asObject()));
  }
}
