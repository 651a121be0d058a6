/**
 * The protocol types of MCP revision 2025-11-25 (sessions, the initialize handshake, server-sent
 * requests), generated here by mcpgen from the schema bundled with it.
 */
@McpSchema(revision = "2025-11-25")
package io.mcpgen.it.bump.rev20251125;

import io.mcpgen.annotations.McpSchema;
