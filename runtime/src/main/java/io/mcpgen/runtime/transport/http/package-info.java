/**
 * Streamable HTTP (MCP 2026-07-28). {@link io.mcpgen.runtime.transport.http.server.StreamableHttpService}
 * is the server side on no server in particular: the header rules, statuses, limits and the
 * JSON-or-event-stream responses of the specification, over a
 * {@link io.mcpgen.runtime.transport.http.server.HttpServerExchange} that each server adapts, with
 * {@link io.mcpgen.runtime.transport.http.server.StreamableHttpSettings}.
 * The servers that carry it are modules of their own: {@code mcpgen-jetty} (an embedded Jetty 12
 * server) and {@code mcpgen-servlet} (any Jakarta Servlet 6.1 container).
 * {@link io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport} is the client side on
 * {@code java.net.http.HttpClient}. This package holds what both sides share: the header names
 * ({@link io.mcpgen.runtime.transport.http.McpHeaders}), the encoding of mirrored header values
 * ({@link io.mcpgen.runtime.transport.http.HeaderValues}) and the {@code x-mcp-header} rules of a
 * tool's input schema ({@link io.mcpgen.runtime.transport.http.ParamHeaders}).
 */
package io.mcpgen.runtime.transport.http;
