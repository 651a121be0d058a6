/**
 * The client side of Streamable HTTP on {@code java.net.http.HttpClient}:
 * {@link io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport} POSTs every message
 * with the mirrored headers (and the {@code Mcp-Param-*} headers its tools' schemas ask for), reads
 * the JSON or event-stream reply, and tells a round no server received from one whose reply was
 * lost. Authorization plugs in as an
 * {@link io.mcpgen.runtime.transport.http.client.HttpClientAuthorizer} ({@code mcpgen-oauth} has
 * the OAuth one), and a 2025-era session of {@code mcpgen-legacy} as an
 * {@link io.mcpgen.runtime.transport.http.client.HttpExchangeHook}.
 */
package io.mcpgen.runtime.transport.http.client;
