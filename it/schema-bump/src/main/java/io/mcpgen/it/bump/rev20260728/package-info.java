/**
 * The protocol types of MCP revision 2026-07-28 (stateless, multi round-trip requests), generated
 * here by mcpgen from the schema bundled with it.
 */
@McpSchema(revision = "2026-07-28")
package io.mcpgen.it.bump.rev20260728;

import io.mcpgen.annotations.McpSchema;
