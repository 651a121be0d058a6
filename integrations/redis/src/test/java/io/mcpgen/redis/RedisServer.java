package io.mcpgen.redis;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A throwaway redis-server on a free loopback port, without persistence. When the binary is
 * missing it installs the Debian package (as root); when that is impossible it fails, or outside
 * CI (environment CI not "true") aborts the test with the reason.
 */
final class RedisServer implements AutoCloseable {

  private static final List<String> CANDIDATES = List.of("/usr/bin/redis-server", "/usr/local/bin/redis-server");

  private final Process process;
  private final int port;

  private RedisServer(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /** Starts a server and waits until it answers PING. */
  static RedisServer start() throws IOException, InterruptedException {
    String binary = binary();
    for (int attempt = 0; attempt < 5; attempt++) {
      int port = freePort();
      Process process = new ProcessBuilder(binary, "--save", "", "--appendonly", "no", "--port",
          String.valueOf(port), "--bind", "127.0.0.1")
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();
      RedisServer server = new RedisServer(process, port);
      if (server.awaitPing(10_000)) {
        return server;
      }
      server.close(); // most likely the port was taken in between: try another
    }
    throw new IllegalStateException("redis-server did not come up on a free loopback port");
  }

  String uri() {
    return "redis://127.0.0.1:" + port;
  }

  /** Freezes the process (SIGSTOP): connections stay open, nothing answers. */
  void pause() throws IOException, InterruptedException {
    signal("-STOP");
  }

  /** Lets a paused process run again (SIGCONT). */
  void resume() throws IOException, InterruptedException {
    if (process.isAlive()) {
      signal("-CONT");
    }
  }

  @Override
  public void close() {
    if (!process.isAlive()) {
      return;
    }
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private void signal(String signal) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", signal, String.valueOf(process.pid())).inheritIO().start();
    if (kill.waitFor() != 0) {
      throw new IllegalStateException("kill " + signal + " failed");
    }
  }

  private boolean awaitPing(long millis) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    while (System.nanoTime() < deadline && process.isAlive()) {
      if (answersPing()) {
        return true;
      }
      Thread.sleep(20);
    }
    return false;
  }

  private boolean answersPing() {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
      socket.setSoTimeout(500);
      OutputStream out = socket.getOutputStream();
      out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      byte[] reply = new byte[7];
      InputStream in = socket.getInputStream();
      int read = in.readNBytes(reply, 0, reply.length);
      return new String(reply, 0, read, StandardCharsets.US_ASCII).equals("+PONG\r\n");
    } catch (IOException e) {
      return false;
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static String binary() throws IOException, InterruptedException {
    String found = find();
    if (found != null) {
      return found;
    }
    String failure = install();
    found = find();
    if (found != null) {
      return found;
    }
    String message = "redis-server is missing and could not be installed (" + failure
        + "); install the Debian package redis-server";
    if ("true".equals(System.getenv("CI"))) {
      fail(message);
    }
    Assumptions.abort(message);
    return null;
  }

  private static String find() {
    for (String candidate : CANDIDATES) {
      if (Files.isExecutable(Path.of(candidate))) {
        return candidate;
      }
    }
    String path = System.getenv("PATH");
    if (path != null) {
      for (String dir : path.split(File.pathSeparator)) {
        Path candidate = Path.of(dir, "redis-server");
        if (Files.isExecutable(candidate)) {
          return candidate.toString();
        }
      }
    }
    return null;
  }

  /** Runs apt-get as root; returns why it could not, or null when it ran. */
  private static String install() throws IOException, InterruptedException {
    if (!"root".equals(System.getProperty("user.name"))) {
      return "not root, so apt-get cannot install it";
    }
    if (!Files.isExecutable(Path.of("/usr/bin/apt-get"))) {
      return "no apt-get";
    }
    for (List<String> command : List.of(List.of("apt-get", "update"),
        List.of("apt-get", "install", "-y", "redis-server"))) {
      ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD);
      builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
      Process process = builder.start();
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        return String.join(" ", command) + " did not finish in 5 minutes";
      }
      if (process.exitValue() != 0) {
        return String.join(" ", command) + " exited with " + process.exitValue();
      }
    }
    return null;
  }
}
