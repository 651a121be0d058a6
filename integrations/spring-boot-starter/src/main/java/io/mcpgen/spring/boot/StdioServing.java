package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.SmartLifecycle;

/**
 * Serves the engine over standard input and output once the context has started, on a thread of
 * its own; when the input ends (the host closed it), closes the context, so the process ends as
 * a stdio server's host expects.
 */
final class StdioServing implements SmartLifecycle {

  private static final System.Logger LOG = System.getLogger(StdioServing.class.getName());

  private final StdioServer server;
  private final ConfigurableApplicationContext context;
  private volatile Thread thread;

  StdioServing(McpServerEngine engine, InputStream input, OutputStream output, ConfigurableApplicationContext context) {
    this.server = StdioServer.builder(engine).input(input).output(output).build();
    this.context = context;
  }

  @Override
  public void start() {
    Thread serving = new Thread(this::serve, "mcpgen-stdio");
    serving.setDaemon(false); // keeps a non-web application alive while the host talks to it
    thread = serving;
    serving.start();
  }

  private void serve() {
    try {
      server.serve();
    } catch (IOException | RuntimeException failed) {
      LOG.log(Level.ERROR, "mcpgen: serving over stdio failed", failed);
    }
    if (thread != null && context.isActive()) {
      thread = null;
      context.close(); // the host closed stdin: end the application
    }
  }

  @Override
  public void stop() {
    Thread serving = thread;
    thread = null;
    server.close();
    if (serving != null && serving != Thread.currentThread()) {
      try {
        serving.join(10_000);
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public boolean isRunning() {
    return thread != null;
  }
}
