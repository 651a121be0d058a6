package io.mcpgen.it.attacks;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.servlet.McpServlet;
import io.mcpgen.testkit.attacks.EchoEndpoint;
import io.mcpgen.testkit.attacks.TargetControl;
import java.net.URI;
import java.nio.file.Path;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** Launcher: {@link McpServlet} (async) at {@code /mcp} in Jetty 12.1 ee10 with Jetty's defaults, on loopback. */
public final class ServletOnJettyTarget {

  private ServletOnJettyTarget() {}

  /** {@code args[0]}: the ready file {@link TargetControl#announce} writes. */
  public static void main(String[] args) throws Exception {
    McpServerEngine engine = EchoEndpoint.engine();
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler("/");
    ServletHolder holder = new ServletHolder(McpServlet.builder(engine).build());
    holder.setAsyncSupported(true);
    context.addServlet(holder, "/mcp");
    server.setHandler(context);
    server.start();
    URI endpoint = URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
    TargetControl.announce(Path.of(args[0]), endpoint, Sessions.openIn(engine));
  }
}
