package io.mcpgen.it.remote;

import io.mcpgen.annotations.McpClient;

/**
 * The npm reference server {@code @modelcontextprotocol/server-filesystem} 2026.8.31 (a 2025-protocol server),
 * seen only through its snapshot: mcpgen writes {@code NpmFilesystemMcpClient} and the records of its
 * schemas ({@code io.mcpgen.it.remote.npmfilesystem}).
 */
@McpClient(snapshot = "src/main/mcp/npm-filesystem.json")
public interface NpmFilesystem {
}
