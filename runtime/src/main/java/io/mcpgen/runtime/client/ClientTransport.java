package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import java.util.function.Consumer;

/**
 * Carries a client's messages to one MCP server: stdio, Streamable HTTP, or in memory. The client
 * loop is transport-neutral; a transport only moves messages.
 *
 * <p>Each MRTR round is a separate {@link #send}: the transport keeps no link between rounds. A
 * transport that wraps another passes every call on, {@link #unwrap} included.
 */
public interface ClientTransport extends AutoCloseable {

  /**
   * Sends one JSON-RPC request. Must not block waiting for the response.
   *
   * @param request the complete request message ({@code jsonrpc}, {@code id}, {@code method},
   *     {@code params})
   * @param notifications receives the other messages on this request's stream, in order, before
   *     the response completes, never after it: its notifications (progress, log messages) and,
   *     from a server of a session-based era, its requests to the client
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

  /**
   * Sends one JSON-RPC message that gets no reply: a notification, or the client's response to a
   * request the server sent.
   */
  void sendNotification(JsonObject notification);

  /**
   * Where the messages go that the server sends outside any request of the client's (over stdio a
   * session-based era's requests; a stream of the session's). Transports without such messages
   * ignore it (the default); 2026-07-28 servers send none.
   */
  default void onServerMessage(Consumer<JsonObject> listener) {
  }

  /**
   * This transport, or the one it wraps, as a {@code type}; null when neither is one. A layer that
   * needs more of a transport than this interface offers (a 2025-era session over HTTP installs a
   * hook on the HTTP transport) finds it so; a transport that wraps another asks that one.
   */
  default <T> T unwrap(Class<T> type) {
    return type.isInstance(this) ? type.cast(this) : null;
  }

  /** Releases the transport; later sends fail. */
  @Override
  void close();
}
