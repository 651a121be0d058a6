package io.mcpgen.benchmarks.json;

import io.modelcontextprotocol.spec.McpSchema;

/**
 * A {@code tools/call} JSON-RPC request typed with the SDK's own params record, so the SDK's
 * mapper can read the whole message in one pass (its transport has no such type: it reads the
 * params as a map and converts them afterwards).
 */
record SdkCallToolEnvelope(String jsonrpc, Object id, String method, McpSchema.CallToolRequest params) {}
