/**
 * Streamable HTTP (MCP 2026-07-28). {@link io.mcpgen.runtime.transport.http.StreamableHttpService}
 * is the server side on no server in particular: the header rules, statuses, limits and the
 * JSON-or-event-stream responses of the specification, over a
 * {@link io.mcpgen.runtime.transport.http.StreamableHttpExchange} that each server adapts, with
 * {@link io.mcpgen.runtime.transport.http.StreamableHttpSettings}.
 * {@link io.mcpgen.runtime.transport.http.HttpMcpServer} carries it on the JDK's built-in HTTP
 * server; {@link io.mcpgen.runtime.transport.http.StreamableHttpClientTransport} is the client side
 * on {@code java.net.http.HttpClient}.
 */
package io.mcpgen.runtime.transport.http;
