/**
 * The stdio start-up benchmark's Java SDK server, run by {@code benchmarks/startup/run.sh}:
 * {@link io.mcpgen.benchmarks.startup.SdkStdioServer} serves the interop servers' {@code echo} tool
 * over the MCP Java SDK's stdio transport, so its first reply and memory stand beside mcpgen's and
 * the TypeScript SDK's.
 */
package io.mcpgen.benchmarks.startup;
