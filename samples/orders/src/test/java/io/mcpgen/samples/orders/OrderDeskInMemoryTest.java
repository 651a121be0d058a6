package io.mcpgen.samples.orders;

import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.server.McpServerEngine;

/** The order desk in memory: every message still written to UTF-8 and parsed back. */
class OrderDeskInMemoryTest extends OrderDeskContract {

  @Override
  ClientTransport connect(McpServerEngine engine) {
    return InMemoryTransport.connect(engine);
  }
}
