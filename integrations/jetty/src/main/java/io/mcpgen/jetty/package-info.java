/**
 * The embedded Streamable HTTP server on Jetty 12.1: {@link io.mcpgen.jetty.JettyMcpServer} serves
 * an {@code McpEndpoint} through the runtime's {@code StreamableHttpService} and adds what a server
 * exposed to hostile clients needs at the connection level: idle and write timeouts, minimum data
 * rates, a request-head size and read deadline, bodies read without holding a thread and capped
 * before they are read, a bounded worker pool, graceful shutdown and TLS. The package-private
 * classes adapt Jetty's core API to the runtime's {@code HttpServerExchange}.
 */
package io.mcpgen.jetty;
