/**
 * mcpgen's command line, {@code java -jar mcpgen-cli.jar snapshot ...}
 * ({@link io.mcpgen.cli.Main}): records what a live MCP server publishes, over Streamable HTTP or
 * stdio, into the snapshot file an {@code @McpClient(snapshot = ...)} interface is generated from.
 * {@link io.mcpgen.cli.SnapshotTaker} does the work through the runtime client and
 * {@code io.mcpgen.runtime.snapshot}; the Maven plugin's {@code mcpgen:snapshot} goal calls it too.
 * {@code aot ...} ({@link io.mcpgen.cli.AotCommand}) makes an AOT cache for a stdio server on JDK 25
 * from one training run ({@link io.mcpgen.cli.AotTraining}) and prints the {@code java} line and
 * the host configuration ({@link io.mcpgen.cli.HostConfig}) that use it.
 */
package io.mcpgen.cli;
