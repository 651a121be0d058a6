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
import org.apache.catalina.valves.ErrorReportValve;
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

  /**
   * Tomcat 11 with the connector settings and error pages docs/transports.md recommends (no
   * report, no server version), on 127.0.0.1.
   */
  static final HttpServerUnderTest.Factory TOMCAT = tomcat(200);

  /** The same with at most {@code maxThreads} request threads. */
  static HttpServerUnderTest.Factory tomcat(int maxThreads) {
    return (endpoint, settings) -> tomcat(endpoint, settings, maxThreads);
  }

  private static HttpServerUnderTest tomcat(McpEndpoint endpoint, StreamableHttpSettings settings, int maxThreads)
      throws Exception {
    Path base = Files.createTempDirectory("mcpgen-tomcat");
    Tomcat tomcat = new Tomcat();
    tomcat.setBaseDir(base.toString());
    Connector connector = new Connector();
    connector.setPort(0);
    connector.setProperty("address", "127.0.0.1");
    // A connection must bring its request line within 10 s (Tomcat's default: 60 s), and an idle
    // kept-alive one goes after 10 s; Tomcat refuses a request head over 8 KiB.
    connector.setProperty("connectionTimeout", "10000");
    connector.setProperty("keepAliveTimeout", "10000");
    connector.setProperty("maxHttpRequestHeaderSize", "8192");
    connector.setProperty("maxThreads", Integer.toString(maxThreads));
    tomcat.setConnector(connector);
    ErrorReportValve errorPages = new ErrorReportValve();
    errorPages.setShowReport(false);
    errorPages.setShowServerInfo(false);
    tomcat.getHost().getPipeline().addValve(errorPages);
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
  }

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
