/**
 * The MCP schema revisions bundled as class path resources
 * ({@code io/mcpgen/schema/<revision>/schema.json}, fetched at build time from the pins in
 * {@code schema-pins.tsv} and checked against their sha-256), found by revision name through
 * {@link io.mcpgen.schema.SchemaRevisions}. The annotation processor reads the revision an
 * {@code @McpSchema} names through it, so users never point at a file.
 */
package io.mcpgen.schema;
