package io.mcpgen.it.attacks;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.testkit.attacks.EchoEndpoint;
import io.mcpgen.testkit.attacks.TargetControl;
import java.nio.file.Path;

/** Launcher: {@link JettyMcpServer} with its default settings, serving the echo endpoint. */
public final class JettyTarget {

  private JettyTarget() {}

  /** {@code args[0]}: the ready file {@link TargetControl#announce} writes. */
  public static void main(String[] args) throws Exception {
    McpServerEngine engine = EchoEndpoint.engine();
    JettyMcpServer server = JettyMcpServer.builder(engine).start();
    TargetControl.announce(Path.of(args[0]), server.endpointUri(), Sessions.openIn(engine));
  }
}
