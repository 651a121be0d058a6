package io.mcpgen.runtime.transport.stdio.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.PendingRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Starts an MCP server as a child process and talks to it over its stdin and stdout (see
 * {@link StreamClientTransport} for how messages are matched and routed).
 *
 * <pre>{@code
 * try (StdioClientTransport transport = StdioClientTransport.start(List.of("java", "-jar", "server.jar"))) {
 *   McpClientEngine client = McpClientEngine.builder(transport).build();
 *   ...
 * }
 * }</pre>
 *
 * <p>{@link #close} shuts the server down the way the specification asks: close its stdin, wait
 * for it to exit, then terminate it (SIGTERM on POSIX), wait again, then kill it. If the server
 * exits on its own, the requests still running fail with an {@link IOException} naming its exit
 * code; the protocol is stateless, so a caller may start a new process and call again.
 */
public final class StdioClientTransport implements ClientTransport {

  private static final System.Logger LOG = System.getLogger(StdioClientTransport.class.getName());

  private final Process process;
  private final StreamClientTransport connection;
  private final Duration exitTimeout;
  private final Duration terminateTimeout;

  private StdioClientTransport(Builder builder) throws IOException {
    ProcessBuilder processBuilder = new ProcessBuilder(builder.command);
    processBuilder.environment().putAll(builder.environment);
    if (builder.directory != null) {
      processBuilder.directory(builder.directory.toFile());
    }
    processBuilder.redirectError(builder.stderr == null ? ProcessBuilder.Redirect.INHERIT
        : ProcessBuilder.Redirect.PIPE);
    this.process = processBuilder.start();
    this.exitTimeout = builder.exitTimeout;
    this.terminateTimeout = builder.terminateTimeout;
    if (builder.stderr != null) {
      forwardStderr(builder.stderr);
    }
    this.connection = new StreamClientTransport(process.getInputStream(), process.getOutputStream(),
        builder.maxMessageBytes, this::describeEnd);
  }

  /** Starts {@code command} (program and arguments) with the defaults. */
  public static StdioClientTransport start(List<String> command) throws IOException {
    return builder(command).start();
  }

  /** A builder for a server started as {@code command} (program and arguments, no shell). */
  public static Builder builder(List<String> command) {
    return new Builder(command);
  }

  @Override
  public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
    return connection.send(request, notifications);
  }

  @Override
  public void sendNotification(JsonObject notification) {
    connection.sendNotification(notification);
  }

  @Override
  public void onServerMessage(Consumer<JsonObject> listener) {
    connection.onServerMessage(listener);
  }

  @Override
  public <T> T unwrap(Class<T> type) {
    return type.isInstance(this) ? type.cast(this) : connection.unwrap(type);
  }

  /**
   * Shuts the server down: closes its stdin, waits up to {@code exitTimeout}, terminates it,
   * waits up to {@code terminateTimeout}, then kills it. Returns once the process is gone.
   */
  @Override
  public void close() {
    connection.close();
    try {
      if (!process.waitFor(exitTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
        LOG.log(Level.INFO, "the server did not exit after its stdin closed; terminating it");
        process.destroy();
        if (!process.waitFor(terminateTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
          LOG.log(Level.WARNING, "the server did not exit when terminated; killing it");
          process.destroyForcibly();
          process.waitFor();
        }
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    connection.failAll(new IOException("the transport is closed"));
  }

  /** The child process, e.g. to see whether it is alive or read its pid. */
  public ProcessHandle process() {
    return process.toHandle();
  }

  /** How many requests wait for a response. */
  public int pendingRequests() {
    return connection.pendingRequests();
  }

  private String describeEnd() {
    try {
      if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
        return "the server process exited with code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "the server process closed its stdout";
  }

  private void forwardStderr(Consumer<String> sink) {
    Thread thread = new Thread(() -> {
      try (BufferedReader lines = new BufferedReader(
          new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = lines.readLine()) != null) {
          sink.accept(line);
        }
      } catch (IOException | RuntimeException e) {
        LOG.log(Level.DEBUG, "stopped reading the server's stderr", e);
      }
    }, "mcp-stdio-stderr");
    thread.setDaemon(true);
    thread.start();
  }

  /** Builds and starts a {@link StdioClientTransport}. */
  public static final class Builder {
    private final List<String> command;
    private final Map<String, String> environment = new HashMap<>();
    private Path directory;
    private Consumer<String> stderr;
    private Duration exitTimeout = Duration.ofSeconds(5);
    private Duration terminateTimeout = Duration.ofSeconds(5);
    private int maxMessageBytes = 16 * 1024 * 1024;

    private Builder(List<String> command) {
      if (command.isEmpty()) {
        throw new IllegalArgumentException("the command needs at least a program");
      }
      this.command = List.copyOf(command);
    }

    /** Adds to the environment the child inherits. */
    public Builder environment(Map<String, String> variables) {
      this.environment.putAll(variables);
      return this;
    }

    /** The child's working directory; default this process's. */
    public Builder directory(Path directory) {
      this.directory = directory;
      return this;
    }

    /** Receives the child's stderr line by line; default: inherited (written to this stderr). */
    public Builder stderr(Consumer<String> lines) {
      this.stderr = Objects.requireNonNull(lines, "lines");
      return this;
    }

    /** How long {@code close} waits for the child to exit after closing its stdin (default 5 s). */
    public Builder exitTimeout(Duration exitTimeout) {
      this.exitTimeout = Objects.requireNonNull(exitTimeout, "exitTimeout");
      return this;
    }

    /** How long {@code close} waits after terminating the child before killing it (default 5 s). */
    public Builder terminateTimeout(Duration terminateTimeout) {
      this.terminateTimeout = Objects.requireNonNull(terminateTimeout, "terminateTimeout");
      return this;
    }

    /** The longest message accepted from the server (default 16 MiB); longer ones are dropped. */
    public Builder maxMessageBytes(int maxMessageBytes) {
      this.maxMessageBytes = maxMessageBytes;
      return this;
    }

    /** Starts the process. */
    public StdioClientTransport start() throws IOException {
      return new StdioClientTransport(this);
    }
  }
}
