package io.mcpgen.samples.snapshot;

import io.mcpgen.annotations.McpClient;

/**
 * The order desk sample seen from outside: no shared code, only the snapshot of what it publishes.
 * mcpgen writes {@code OrderDeskRemoteMcpClient} and the records of its schemas
 * ({@code io.mcpgen.samples.snapshot.orderdeskremote}).
 */
@McpClient(snapshot = "src/main/mcp/order-desk.json")
public interface OrderDeskRemote {
}
