/**
 * The {@code mcpgen:snapshot} Maven goal ({@link io.mcpgen.maven.SnapshotMojo}): records what a
 * live MCP server publishes, over Streamable HTTP or stdio, into the snapshot file an
 * {@code @McpClient(snapshot = ...)} interface is generated from, through {@code mcpgen-cli}'s
 * {@code SnapshotTaker}.
 */
package io.mcpgen.maven;
