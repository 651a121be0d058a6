/**
 * The stdio transport's framing, shared by both sides: UTF-8 JSON-RPC, one compact message per
 * line, no embedded newlines ({@link io.mcpgen.runtime.transport.stdio.LineReader},
 * {@link io.mcpgen.runtime.transport.stdio.LineWriter}). The server is in {@code .server}, the
 * client in {@code .client}.
 */
package io.mcpgen.runtime.transport.stdio;
