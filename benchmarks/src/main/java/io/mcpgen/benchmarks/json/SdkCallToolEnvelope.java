package io.mcpgen.benchmarks.json;

import io.modelcontextprotocol.modern.McpSchema;

/**
 * A {@code tools/call} JSON-RPC request typed with the SDK's own 2026-07-28 params record, so the
 * SDK's mapper can read the whole message in one pass (its transport has no such type: it reads
 * the message as a map and converts the params afterwards).
 */
record SdkCallToolEnvelope(String jsonrpc, Object id, String method, McpSchema.CallToolRequest params) {}
