package io.mcpgen.servlet;

import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.testkit.http.HttpServerUnderTest;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.catalina.Context;
import org.apache.catalina.Wrapper;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** {@link McpServlet} on embedded containers, as the shared transport tests start their servers. */
final class ServletContainers {

  private ServletContainers() {}

  /** Jetty 12.1, ee10, with its defaults, on 127.0.0.1. */
  static final HttpServerUnderTest.Factory JETTY = (endpoint, settings) -> jetty(endpoint, settings, true);

  /** The same with the servlet registered without async support: its thread waits for each round. */
  static final HttpServerUnderTest.Factory JETTY_WITHOUT_ASYNC = (endpoint, settings) -> jetty(endpoint, settings, false);

  private static HttpServerUnderTest jetty(McpEndpoint endpoint, StreamableHttpSettings settings, boolean async)
      throws Exception {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler("/");
    McpServlet servlet = McpServlet.builder(endpoint).settings(settings).build();
    ServletHolder holder = new ServletHolder(servlet);
    holder.setAsyncSupported(async);
    context.addServlet(holder, "/mcp");
    // Jetty's fallback for unmapped paths answers a POST 405; the application's own 404 stands in.
    context.addServlet(new ServletHolder(new NotFound()), "/");
    server.setHandler(context);
    server.start();
    return running(URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp"), servlet, () -> {
      try {
        server.stop();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
  }

  /** Tomcat 11 with its defaults, on 127.0.0.1. */
  static final HttpServerUnderTest.Factory TOMCAT = (endpoint, settings) -> {
    Path base = Files.createTempDirectory("mcpgen-tomcat");
    Tomcat tomcat = new Tomcat();
    tomcat.setBaseDir(base.toString());
    Connector connector = new Connector();
    connector.setPort(0);
    connector.setProperty("address", "127.0.0.1");
    tomcat.setConnector(connector);
    Context context = tomcat.addContext("", base.toString());
    McpServlet servlet = McpServlet.builder(endpoint).settings(settings).build();
    Wrapper wrapper = Tomcat.addServlet(context, "mcp", servlet);
    wrapper.setAsyncSupported(true);
    wrapper.addMapping("/mcp");
    tomcat.start();
    return running(URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp"), servlet, () -> {
      try {
        tomcat.stop();
        tomcat.destroy();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
  };

  /** An application's answer to paths it does not serve. */
  private static final class NotFound extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) {
      response.setStatus(404);
    }
  }

  private static HttpServerUnderTest running(URI endpoint, McpServlet servlet, Runnable stop) {
    return new HttpServerUnderTest() {
      @Override
      public URI endpoint() {
        return endpoint;
      }

      @Override
      public long memoryInUse() {
        return servlet.memoryInUse();
      }

      @Override
      public void close() {
        stop.run();
      }
    };
  }
}
