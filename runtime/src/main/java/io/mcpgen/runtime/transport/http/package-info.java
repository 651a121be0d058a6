/**
 * Streamable HTTP (MCP 2026-07-28): {@link io.mcpgen.runtime.transport.http.HttpMcpServer} serves
 * an endpoint on the JDK's built-in HTTP server, with the header rules, statuses, limits and the
 * JSON-or-event-stream responses of the specification;
 * {@link io.mcpgen.runtime.transport.http.StreamableHttpClientTransport} is the client side on
 * {@code java.net.http.HttpClient}.
 */
package io.mcpgen.runtime.transport.http;
