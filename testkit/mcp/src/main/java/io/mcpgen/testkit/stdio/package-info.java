/**
 * {@link io.mcpgen.testkit.stdio.StdioHarness}: the runtime's {@code StdioServer} on OS pipes, so a
 * test writes the server's stdin and reads its stdout line by line, as a client process would.
 */
package io.mcpgen.testkit.stdio;
