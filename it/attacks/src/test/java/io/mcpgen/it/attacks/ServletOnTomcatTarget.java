package io.mcpgen.it.attacks;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.servlet.McpServlet;
import io.mcpgen.testkit.attacks.EchoEndpoint;
import io.mcpgen.testkit.attacks.TargetControl;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.catalina.Context;
import org.apache.catalina.Wrapper;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;

/** Launcher: {@link McpServlet} (async) at {@code /mcp} in embedded Tomcat 11 with Tomcat's defaults, on loopback. */
public final class ServletOnTomcatTarget {

  private ServletOnTomcatTarget() {}

  /** {@code args[0]}: the ready file {@link TargetControl#announce} writes; Tomcat's base directory goes beside it. */
  public static void main(String[] args) throws Exception {
    Path ready = Path.of(args[0]);
    McpServerEngine engine = EchoEndpoint.engine();
    Path base = Files.createDirectories(ready.resolveSibling("tomcat"));
    Tomcat tomcat = new Tomcat();
    tomcat.setBaseDir(base.toString());
    Connector connector = new Connector();
    connector.setPort(0);
    connector.setProperty("address", "127.0.0.1");
    tomcat.setConnector(connector);
    Context context = tomcat.addContext("", base.toString());
    Wrapper wrapper = Tomcat.addServlet(context, "mcp", McpServlet.builder(engine).build());
    wrapper.setAsyncSupported(true);
    wrapper.addMapping("/mcp");
    tomcat.start();
    URI endpoint = URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
    TargetControl.announce(Path.of(args[0]), endpoint, Sessions.openIn(engine));
  }
}
