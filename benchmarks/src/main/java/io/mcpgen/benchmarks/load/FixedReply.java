package io.mcpgen.benchmarks.load;

import java.nio.charset.StandardCharsets;

/**
 * The transport ceilings' answer to every POST: a JSON-RPC response pre-encoded once, the size and
 * shape of mcpgen's round-one reply to {@code confirm_order} (an {@code input_required} result with
 * one form question and a requestState of the same length), so the ceilings move the bytes the MCP
 * servers move and do none of their work.
 */
final class FixedReply {

  static final byte[] BODY = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"input_required\","
      + "\"inputRequests\":{\"confirm\":{\"method\":\"elicitation/create\",\"params\":{\"mode\":\"form\","
      + "\"message\":\"Confirm order of item-0?\",\"requestedSchema\":{\"type\":\"object\",\"properties\":"
      + "{\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"confirmed\"]}}}},\"requestState\":\""
      + "x".repeat(355) + "\",\"_meta\":{\"io.modelcontextprotocol/serverInfo\":{\"name\":\"ceiling\","
      + "\"version\":\"1.0.0\"}}}}").getBytes(StandardCharsets.UTF_8);

  static final String CONTENT_TYPE = "application/json";

  private FixedReply() {}
}
