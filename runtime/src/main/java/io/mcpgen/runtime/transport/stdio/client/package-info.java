/**
 * The client side of stdio: {@link io.mcpgen.runtime.transport.stdio.client.StdioClientTransport}
 * starts a server as a child process and talks to it;
 * {@link io.mcpgen.runtime.transport.stdio.client.StreamClientTransport} is the same client over
 * any pair of streams.
 */
package io.mcpgen.runtime.transport.stdio.client;
