package io.mcpgen.runtime.mrtr;

/**
 * The reserved {@code _meta} keys of MCP 2026-07-28. Every request carries its own protocol
 * version and client capabilities; nothing is inherited from an earlier request.
 */
public final class McpMeta {

  /** Request {@code _meta}, required: the protocol version of this request. */
  public static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
  /** Request {@code _meta}, required: the client capabilities of this request ({@code {}} = none). */
  public static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
  /** Request {@code _meta}, should: the client's {@code Implementation} (name, version). */
  public static final String CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
  /** Request {@code _meta}, optional: the lowest log level the client wants for this request. */
  public static final String LOG_LEVEL = "io.modelcontextprotocol/logLevel";
  /** Request {@code _meta}, optional: opts this request into progress notifications. */
  public static final String PROGRESS_TOKEN = "progressToken";
  /**
   * Notification and result {@code _meta} on a {@code subscriptions/listen} stream: the JSON-RPC id
   * of the {@code subscriptions/listen} request the message belongs to.
   */
  public static final String SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";
  /** Result {@code _meta}, should: the server's {@code Implementation} (name, version). */
  public static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

  private McpMeta() {}
}
