/**
 * mcpgen's command line, {@code java -jar mcpgen-cli.jar snapshot ...}
 * ({@link io.mcpgen.cli.Main}): records what a live MCP server publishes, over Streamable HTTP or
 * stdio, into the snapshot file an {@code @McpClient(snapshot = ...)} interface is generated from.
 * {@link io.mcpgen.cli.SnapshotTaker} does the work through the runtime client and
 * {@code io.mcpgen.runtime.snapshot}; the Maven plugin's {@code mcpgen:snapshot} goal calls it too.
 */
package io.mcpgen.cli;
