package io.mcpgen.samples.orders;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.AfterEach;

/** The order desk over Streamable HTTP on 127.0.0.1, as the demo serves it. */
class OrderDeskHttpTest extends OrderDeskContract {

  private JettyMcpServer server;

  @Override
  ClientTransport connect(McpServerEngine engine) {
    try {
      server = JettyMcpServer.builder(engine).port(0).start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return StreamableHttpClientTransport.connect(server.endpointUri());
  }

  @AfterEach
  void stopServer() {
    server.close();
  }
}
