/**
 * A travel desk written as annotated interfaces: {@link io.mcpgen.samples.handlers.TravelDesk}, an
 * {@code @McpServer} (mcpgen writes {@code TravelDeskMcpServer} and {@code TravelDeskMcpClient}),
 * implemented in plain Java by {@link io.mcpgen.samples.handlers.TravelAgency}; and
 * {@link io.mcpgen.samples.handlers.FareQuotes}, an {@code @McpClient} describing a server written
 * elsewhere, which gets a typed client only. The module's tests run the generated server and
 * clients end to end in memory.
 */
package io.mcpgen.samples.handlers;
