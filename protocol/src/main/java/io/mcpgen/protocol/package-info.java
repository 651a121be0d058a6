/**
 * The Model Context Protocol, revision 2026-07-28 (stateless MCP with multi round-trip requests):
 * one type per definition of the schema, named as the definition, each with a JSON codec
 * ({@code <Type>JsonCodec}), and {@code McpSchemaJacksonModule} for jackson-databind.
 */
@McpSchema(revision = "2026-07-28")
package io.mcpgen.protocol;

import io.mcpgen.annotations.McpSchema;
