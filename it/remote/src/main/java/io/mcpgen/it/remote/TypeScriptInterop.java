package io.mcpgen.it.remote;

import io.mcpgen.annotations.McpClient;

/**
 * The TypeScript SDK v2 interop server ({@code testkit/node/interop/server.mjs}), seen only through
 * the snapshot of what it publishes: mcpgen writes {@code TypeScriptInteropMcpClient} and the
 * records of its schemas ({@code io.mcpgen.it.remote.typescriptinterop}).
 */
@McpClient(snapshot = "src/main/mcp/ts-interop.json")
public interface TypeScriptInterop {
}
