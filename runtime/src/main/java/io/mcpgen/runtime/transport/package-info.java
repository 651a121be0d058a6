/**
 * The two standard transports of MCP 2026-07-28, each side in a package of its own:
 * {@code .stdio} (one JSON message per line over a child process's standard streams; {@code .server}
 * and {@code .client}) and {@code .http} (Streamable HTTP: one POST per message, JSON or
 * server-sent-event responses; {@code .server} and {@code .client}), plus {@code .memory}, which
 * joins a client to an engine in one JVM. They carry messages only: the MRTR rounds are the
 * engine's and the client loop's business, and every round is an independent request here.
 */
package io.mcpgen.runtime.transport;
