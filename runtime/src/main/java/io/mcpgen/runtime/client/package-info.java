/**
 * The client side: {@link io.mcpgen.runtime.client.McpClientEngine} sends over a
 * {@link io.mcpgen.runtime.client.ClientTransport} and runs each call's MRTR retry loop (answer the
 * round's {@code inputRequests} with the registered input handlers, retry with the requestState
 * echoed) within the limits of {@link io.mcpgen.runtime.client.CallOptions}, ending in a
 * {@link io.mcpgen.runtime.client.CallOutcome} or an {@link io.mcpgen.runtime.client.McpException}.
 * Registering a handler ({@code FormElicitationHandler}, {@code SamplingHandler}, ...) declares its
 * capability. Servers of a session-based era are reached through an
 * {@link io.mcpgen.runtime.client.EraNegotiator}; {@code mcpgen-legacy} provides the 2025 one.
 */
package io.mcpgen.runtime.client;
