/**
 * The stdio transport: UTF-8 JSON-RPC, one compact message per line, no embedded newlines.
 * {@link io.mcpgen.runtime.transport.stdio.StdioServer} serves an endpoint on a pair of streams
 * (normally the process's stdin and stdout); {@link
 * io.mcpgen.runtime.transport.stdio.StdioClientTransport} starts a server as a child process and
 * talks to it; {@link io.mcpgen.runtime.transport.stdio.StreamClientTransport} is the same client
 * over any pair of streams.
 */
package io.mcpgen.runtime.transport.stdio;
