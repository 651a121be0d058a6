package io.mcpgen.runtime.transport.http;

import io.mcpgen.runtime.mrtr.McpMethods;

/** The names of the headers Streamable HTTP uses, and what they mirror. Names compare case-insensitively. */
public final class McpHeaders {

  /** Mirrors {@code _meta["io.modelcontextprotocol/protocolVersion"]}. */
  public static final String PROTOCOL_VERSION = "MCP-Protocol-Version";
  /** Mirrors the JSON-RPC {@code method}. */
  public static final String METHOD = "Mcp-Method";
  /** Mirrors {@code params.name} ({@code tools/call}, {@code prompts/get}) or {@code params.uri} ({@code resources/read}). */
  public static final String NAME = "Mcp-Name";
  /** 2025-era sessions: the session an HTTP request belongs to. */
  public static final String SESSION_ID = "Mcp-Session-Id";
  /** 2025-era resumption: the last event a client received on a stream it reconnects. */
  public static final String LAST_EVENT_ID = "Last-Event-ID";

  private McpHeaders() {}

  /** {@code name}, {@code uri} or (tasks) {@code taskId}: the body member {@code Mcp-Name} mirrors, or null for other methods. */
  public static String nameMember(String method) {
    switch (method) {
      case McpMethods.TOOLS_CALL:
      case McpMethods.PROMPTS_GET:
        return "name";
      case McpMethods.RESOURCES_READ:
        return "uri";
      case McpMethods.TASKS_GET:
      case McpMethods.TASKS_UPDATE:
      case McpMethods.TASKS_CANCEL:
        return "taskId";
      default:
        return null;
    }
  }
}
