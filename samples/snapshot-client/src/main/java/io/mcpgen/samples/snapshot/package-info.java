/**
 * A typed client of a server known only by its snapshot, sharing no code with it:
 * {@link io.mcpgen.samples.snapshot.OrderDeskRemote} is an empty
 * {@code @McpClient(snapshot = "src/main/mcp/order-desk.json")} interface for the orders sample's
 * desk, from which mcpgen writes {@code OrderDeskRemoteMcpClient} here and the records of the
 * desk's schemas in {@code io.mcpgen.samples.snapshot.orderdeskremote}.
 */
package io.mcpgen.samples.snapshot;
