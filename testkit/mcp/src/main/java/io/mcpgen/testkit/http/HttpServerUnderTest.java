package io.mcpgen.testkit.http;

import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.net.URI;

/**
 * A running HTTP server carrying an MCP endpoint, as the shared transport tests (the
 * {@code *Contract} classes) see it: each server mcpgen ships (the JDK's, a servlet container,
 * Jetty) provides a {@link Factory}, and a subclass of each contract runs the same tests on it.
 */
public interface HttpServerUnderTest extends AutoCloseable {

  /** The endpoint's URL on a loopback address, e.g. {@code http://127.0.0.1:PORT/mcp}. */
  URI endpoint();

  /** The port, for tests that write HTTP by hand. */
  default int port() {
    return endpoint().getPort();
  }

  /**
   * The bytes its requests in flight and unwritten replies hold of the memory budget
   * ({@code StreamableHttpService.memoryInUse()}).
   */
  default long memoryInUse() {
    throw new UnsupportedOperationException("this server does not tell its memory in use");
  }

  /** Stops the server; the tests call it once. */
  @Override
  void close();

  /** Starts a server for the endpoint on 127.0.0.1, an ephemeral port, at {@code /mcp}. */
  @FunctionalInterface
  interface Factory {
    HttpServerUnderTest start(McpEndpoint endpoint, StreamableHttpSettings settings) throws Exception;
  }

  /** The JDK-based {@link JdkBaselineServer}. */
  Factory JDK = (endpoint, settings) -> {
    JdkBaselineServer server = JdkBaselineServer.builder(endpoint).settings(settings).start();
    return new HttpServerUnderTest() {
      @Override
      public URI endpoint() {
        return server.endpointUri();
      }

      @Override
      public long memoryInUse() {
        return server.memoryInUse();
      }

      @Override
      public void close() {
        server.close();
      }
    };
  };

}
