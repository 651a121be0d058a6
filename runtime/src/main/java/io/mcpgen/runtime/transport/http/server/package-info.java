/**
 * The server side of Streamable HTTP, on no HTTP server in particular:
 * {@link io.mcpgen.runtime.transport.http.server.StreamableHttpService} admits each request
 * (method, {@code Origin}, {@code Host}, authentication, content type and length, then the body and
 * the mirrored headers), runs it on an {@code McpEndpoint}, answers with JSON or an event stream,
 * and routes the sessions of an endpoint's session-based era. Each server adapts its requests to
 * {@link io.mcpgen.runtime.transport.http.server.HttpServerExchange} ({@code mcpgen-jetty},
 * {@code mcpgen-servlet}); {@link io.mcpgen.runtime.transport.http.server.StreamableHttpSettings}
 * holds the limits and the {@link io.mcpgen.runtime.transport.http.server.HttpAuthenticator}.
 */
package io.mcpgen.runtime.transport.http.server;
