/**
 * The client half of the 2025-era bridge: {@link io.mcpgen.legacy.client.LegacyEraNegotiator}, the
 * runtime client's {@code EraNegotiator} listed in {@code META-INF/services}, probes the server
 * with {@code server/discover} and opens a session with {@code initialize} when the server turns
 * out to speak a 2025 revision. The session answers the server's requests with the client's own
 * input handlers; over Streamable HTTP it is an {@link io.mcpgen.legacy.client.HttpSession} hooked
 * into the HTTP transport ({@code Mcp-Session-Id}, resumed streams, {@code DELETE} on close).
 */
package io.mcpgen.legacy.client;
