/**
 * The two standard transports of MCP 2026-07-28, for both sides: {@code .stdio} (one JSON message
 * per line over a child process's standard streams) and {@code .http} (Streamable HTTP: one POST
 * per message, JSON or server-sent-event responses). Both carry messages only: the MRTR rounds are
 * the engine's and the client loop's business, and every round is an independent request here.
 */
package io.mcpgen.runtime.transport;
