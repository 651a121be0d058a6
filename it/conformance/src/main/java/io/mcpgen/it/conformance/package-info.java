/**
 * The fixtures and the client of the official MCP conformance suite
 * ({@code @modelcontextprotocol/conformance}, run by {@code it/conformance/run.sh}): the suite's
 * server fixtures written as {@code @McpServer} interfaces ({@code ContentFixtures},
 * {@code InputRequiredFixtures}, {@code StatelessFixtures}, {@code SessionFixtures},
 * {@code HeaderTools}), served on one engine by {@link io.mcpgen.it.conformance.ConformanceServer}
 * to 2026-07-28 and 2025-era clients alike, and the client the suite drives in its client scenarios
 * ({@code ConformanceClient}, typed and untyped, with OAuth for {@code auth/*}).
 * {@link io.mcpgen.it.conformance.Main} is the shaded jar's command line.
 */
package io.mcpgen.it.conformance;
