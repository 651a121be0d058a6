/**
 * Streamable HTTP in a Jakarta Servlet 6.1 container: {@link io.mcpgen.servlet.McpServlet} carries
 * the runtime's {@link io.mcpgen.runtime.transport.http.server.StreamableHttpService}.
 */
package io.mcpgen.servlet;
