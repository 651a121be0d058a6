/**
 * The stateless MCP 2026-07-28 server engine. {@link io.mcpgen.runtime.server.McpServerEngine}
 * dispatches JSON-RPC under the per-request {@code _meta} rules and runs each round of
 * {@code tools/call}, {@code prompts/get} and {@code resources/read}, keeping nothing between
 * rounds but the sealed requestState. Handlers ({@link io.mcpgen.runtime.server.McpHandler})
 * declare their inputs up front ({@link io.mcpgen.runtime.server.DeclaredInputsHandler}) or ask as
 * they go through a {@link io.mcpgen.runtime.server.SequentialContext} (generated stubs register
 * theirs on the engine's builder). Transports see the {@link io.mcpgen.runtime.server.McpEndpoint}
 * face: a message and a {@code RequestContext} in, a {@code ServerReply} out.
 */
package io.mcpgen.runtime.server;
