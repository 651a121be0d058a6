/**
 * JSON-RPC 2.0 as MCP 2026-07-28 uses it: the four messages of the sealed
 * {@link io.mcpgen.runtime.jsonrpc.JsonRpcMessage} (request, notification, result, error response),
 * {@link io.mcpgen.runtime.jsonrpc.RequestId} (a string or an integer that keeps its JSON kind),
 * and {@link io.mcpgen.runtime.jsonrpc.JsonRpcMessages}, which classifies a parsed
 * {@code JsonValue} with MCP's stricter rules (no batches, no null ids, object params) and throws
 * {@link io.mcpgen.runtime.jsonrpc.InvalidMessageException} for anything else.
 * {@link io.mcpgen.runtime.jsonrpc.ErrorCodes} lists the codes. Used by the server engine, the
 * client loop and every transport.
 */
package io.mcpgen.runtime.jsonrpc;
