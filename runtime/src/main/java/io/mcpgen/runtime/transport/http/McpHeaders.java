package io.mcpgen.runtime.transport.http;

/** The names of the headers Streamable HTTP uses. Names compare case-insensitively. */
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
}
