package io.mcpgen.runtime.mrtr.client;

import io.mcpgen.runtime.json.JsonObject;
import java.util.function.Consumer;

/**
 * Carries a client's messages to one MCP server: stdio, Streamable HTTP, or
 * {@link InMemoryTransport}. The client loop is transport-neutral; a transport only moves
 * messages.
 *
 * <p>Each MRTR round is a separate {@link #send}: the transport keeps no link between rounds.
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

  /** Releases the transport; later sends fail. */
  @Override
  void close();
}
