/**
 * Typed clients of servers written elsewhere, known only by snapshots of what they publish (under
 * {@code src/main/mcp}): {@code @McpClient(snapshot = ...)} interfaces for the TypeScript SDK
 * interop server ({@link io.mcpgen.it.remote.TypeScriptInterop}) and the npm reference servers of
 * the 2025 protocol ({@link io.mcpgen.it.remote.NpmEverything},
 * {@link io.mcpgen.it.remote.NpmFilesystem}, {@link io.mcpgen.it.remote.NpmMemory}). The tests take
 * each snapshot again from the live server, check that it matches, and call the server through the
 * generated client.
 */
package io.mcpgen.it.remote;
