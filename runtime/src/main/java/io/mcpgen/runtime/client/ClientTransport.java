package io.mcpgen.runtime.client;

import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.json.JsonObject;
import java.util.function.Consumer;

/**
 * Carries a client's messages to one MCP server: stdio, Streamable HTTP, or
 * {@link InMemoryTransport}. The client loop is transport-neutral; a transport only moves
 * messages.
 *
 * <p>Each MRTR round is a separate {@link #send}: the transport keeps no link between rounds.
 *
 * <p>Against a server of the 2025 era (see {@link McpClientEngine.Builder#supportedVersions}), the client
 * calls {@link #beginLegacySession} before it sends {@code initialize}: from then on the transport
 * keeps that era's session and hands the server's requests to the client. A transport that wraps
 * another must pass both calls on.
 */
public interface ClientTransport extends AutoCloseable {

  /**
   * Sends one JSON-RPC request. Must not block waiting for the response.
   *
   * @param request the complete request message ({@code jsonrpc}, {@code id}, {@code method},
   *     {@code params})
   * @param notifications receives the notifications scoped to this request (progress, log
   *     messages), in order, before the response completes; never called after it
   * @return the exchange: the response message ({@code {jsonrpc, id, result|error}}), or a stage
   *     completed exceptionally when the transport failed
   */
  PendingRequest send(JsonObject request, Consumer<JsonObject> notifications);

  /**
   * Learns a tool's {@code inputSchema} ahead of {@code tools/list}, for transports that act on it
   * (Streamable HTTP mirrors its {@code x-mcp-header} arguments into headers); others ignore it.
   *
   * @throws IllegalArgumentException when the schema's annotations break the transport's rules
   */
  default void toolInputSchema(String tool, JsonObject inputSchema) {}

  /** Sends one JSON-RPC notification (no reply). */
  void sendNotification(JsonObject notification);

  /**
   * Switches to the 2025 era, just before the client sends {@code initialize}: the transport keeps
   * the session the server assigns (over HTTP the {@code Mcp-Session-Id} of the {@code initialize}
   * response, sent on every later request and ended with {@code DELETE} on {@link #close}), and
   * hands every request the server sends to {@code serverRequests}, sending back the response.
   *
   * @throws UnsupportedOperationException when the transport speaks only 2026-07-28 (the default)
   */
  default void beginLegacySession(ServerRequestHandler serverRequests) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " speaks only MCP 2026-07-28");
  }

  /**
   * The protocol version {@code initialize} negotiated; over HTTP it goes in the
   * {@code MCP-Protocol-Version} header of every later request. Does nothing by default.
   */
  default void legacyProtocolVersion(String version) {
  }

  /** Releases the transport; later sends fail. */
  @Override
  void close();
}
