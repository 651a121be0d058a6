/**
 * The server half of the 2025-era bridge: clients of MCP 2025-11-25 and 2025-06-18 are served by
 * the same 2026-07-28 {@code McpServerEngine} and handlers.
 * {@link io.mcpgen.legacy.server.LegacyEra} is the runtime's {@code SessionEra}: an
 * {@code initialize} opens a {@link io.mcpgen.legacy.server.LegacySession}, whose requests run on
 * the engine with the session's capabilities and log level; the engine's input requests go to the
 * client as real requests, and the answers come back to the engine as a 2026 retry.
 * {@link io.mcpgen.legacy.server.LegacyEraProvider}, listed in {@code META-INF/services}, serves
 * the era on every engine once this module is present.
 */
package io.mcpgen.legacy.server;
