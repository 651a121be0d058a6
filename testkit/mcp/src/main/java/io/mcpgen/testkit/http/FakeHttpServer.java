package io.mcpgen.testkit.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;

/** A stand-in MCP server whose every response a test writes by hand; it records what it received. */
public final class FakeHttpServer implements AutoCloseable {

  /** What a test does with each exchange. */
  @FunctionalInterface
  public interface Script {
    void respond(HttpExchange exchange) throws Exception;
  }

  /** One POST as received. */
  public record Received(RequestHeaders headers, String body) {}

  public final BlockingQueue<Received> received = new LinkedBlockingQueue<>();
  private final HttpServer server;
  public volatile Script script = exchange -> exchange.sendResponseHeaders(500, -1);

  public FakeHttpServer() throws IOException {
    // The JDK reads its server settings once per JVM: the same ones as JdkBaselineServer's, whichever starts first.
    JdkBaselineServer.jdkServerDefaults(java.time.Duration.ofSeconds(30));
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    server.createContext("/mcp", exchange -> {
      try {
        received.add(new Received(RequestHeaders.of(exchange.getRequestHeaders()),
            new String(exchange.getRequestBody().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)));
        script.respond(exchange);
      } catch (Exception e) {
        // the test's script decides; a failure just ends the exchange
      } finally {
        exchange.close();
      }
    });
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
  }

  public URI endpoint() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp");
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
