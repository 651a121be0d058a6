/**
 * The server side of stdio: {@link io.mcpgen.runtime.transport.stdio.server.StdioServer} serves an
 * endpoint on a pair of streams, normally the process's stdin and stdout.
 */
package io.mcpgen.runtime.transport.stdio.server;
