package io.mcpgen.oauth.server;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.servlet.McpServlet;
import io.mcpgen.testkit.http.HttpServerUnderTest;
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

/** Every HTTP server mcpgen ships, on 127.0.0.1 and an ephemeral port, for the authorization tests. */
enum McpServers {

  JETTY_SERVER {
    @Override
    HttpServerUnderTest start(McpEndpoint endpoint, StreamableHttpSettings settings) throws Exception {
      JettyMcpServer server = JettyMcpServer.builder(endpoint).settings(settings).start();
      return running(server.endpointUri(), server::close);
    }
  },

  SERVLET_ON_JETTY {
    @Override
    HttpServerUnderTest start(McpEndpoint endpoint, StreamableHttpSettings settings) throws Exception {
      Server server = new Server();
      ServerConnector connector = new ServerConnector(server);
      connector.setHost("127.0.0.1");
      connector.setPort(0);
      server.addConnector(connector);
      ServletContextHandler context = new ServletContextHandler("/");
      ServletHolder holder = new ServletHolder(McpServlet.builder(endpoint).settings(settings).build());
      holder.setAsyncSupported(true);
      context.addServlet(holder, "/mcp");
      server.setHandler(context);
      server.start();
      return running(URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp"), () -> {
        try {
          server.stop();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
    }
  },

  SERVLET_ON_TOMCAT {
    @Override
    HttpServerUnderTest start(McpEndpoint endpoint, StreamableHttpSettings settings) throws Exception {
      Path base = Files.createTempDirectory("mcpgen-tomcat");
      Tomcat tomcat = new Tomcat();
      tomcat.setBaseDir(base.toString());
      Connector connector = new Connector();
      connector.setPort(0);
      connector.setProperty("address", "127.0.0.1");
      tomcat.setConnector(connector);
      Context context = tomcat.addContext("", base.toString());
      Wrapper wrapper = Tomcat.addServlet(context, "mcp", McpServlet.builder(endpoint).settings(settings).build());
      wrapper.setAsyncSupported(true);
      wrapper.addMapping("/mcp");
      tomcat.start();
      return running(URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp"), () -> {
        try {
          tomcat.stop();
          tomcat.destroy();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
    }
  };

  abstract HttpServerUnderTest start(McpEndpoint endpoint, StreamableHttpSettings settings) throws Exception;

  private static HttpServerUnderTest running(URI endpoint, Runnable stop) {
    return new HttpServerUnderTest() {
      @Override
      public URI endpoint() {
        return endpoint;
      }

      @Override
      public void close() {
        stop.run();
      }
    };
  }
}
