package io.mcpgen.testkit.attacks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A server under attack in its own JVM (its heap, descriptors and log measured apart from the
 * attacker's): {@code java -Xmx256m -cp <this JVM's class path> <launcher> <ready file>}, its
 * standard output and error going to a log file, its figures read over {@link TargetControl}'s
 * side channel.
 */
final class ForkedServer implements AutoCloseable {

  /** The heap the measurements used. */
  static final String MAX_HEAP = "-Xmx256m";
  private static final long START_WITHIN_MILLIS = 90_000;
  private static final long STOP_WITHIN_MILLIS = 10_000;

  /** What {@code stats} answered. */
  record Stats(long heapAfterGc, int escapedOutOfMemory, int openSessions) {
    static Stats parse(String line) {
      Map<String, String> fields = new java.util.HashMap<>();
      for (String field : line.trim().split(" ")) {
        int eq = field.indexOf('=');
        if (eq > 0) {
          fields.put(field.substring(0, eq), field.substring(eq + 1));
        }
      }
      if (!fields.keySet().containsAll(List.of("heap", "oom", "sessions"))) {
        throw new IllegalStateException("not a stats line: " + line);
      }
      return new Stats(Long.parseLong(fields.get("heap")), Integer.parseInt(fields.get("oom")),
          Integer.parseInt(fields.get("sessions")));
    }
  }

  private final Process process;
  private final Path log;
  private final Path outOfMemoryMarker;
  private final URI endpoint;
  private final int controlPort;

  private final long startMillis;

  private ForkedServer(Process process, Path log, Path outOfMemoryMarker, URI endpoint, int controlPort,
      long startMillis) {
    this.startMillis = startMillis;
    this.process = process;
    this.log = log;
    this.outOfMemoryMarker = outOfMemoryMarker;
    this.endpoint = endpoint;
    this.controlPort = controlPort;
  }

  /**
   * Starts {@code launcher}'s {@code main} with the ready file as its one argument, and waits (at
   * most 90 s) until it has written that file.
   */
  static ForkedServer start(String launcher, Path directory) throws IOException, InterruptedException {
    Path log = directory.resolve("server.log");
    Path ready = directory.resolve("ready");
    Path marker = directory.resolve("out-of-memory");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add(MAX_HEAP);
    // The JVM's own record of a heap exhausted, whoever caught the error (only the first is run).
    command.add("-XX:OnOutOfMemoryError=touch " + marker);
    command.add("-cp");
    command.add(testClassPath());
    command.add(launcher);
    command.add(ready.toString());
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.to(log.toFile())).start();
    long start = System.nanoTime();
    long end = start + TimeUnit.MILLISECONDS.toNanos(START_WITHIN_MILLIS);
    while (!Files.exists(ready)) {
      if (!process.isAlive() || System.nanoTime() > end) {
        process.destroyForcibly().waitFor(STOP_WITHIN_MILLIS, TimeUnit.MILLISECONDS);
        throw new IllegalStateException(launcher + " did not start within " + START_WITHIN_MILLIS + " ms; its log:\n"
            + String.join("\n", tail(Files.readAllLines(log, StandardCharsets.UTF_8), 40)));
      }
      Thread.sleep(100);
    }
    Map<String, String> announced = Files.readAllLines(ready, StandardCharsets.UTF_8).stream()
        .filter(line -> line.contains("="))
        .collect(Collectors.toMap(line -> line.substring(0, line.indexOf('=')),
            line -> line.substring(line.indexOf('=') + 1)));
    return new ForkedServer(process, log, marker, URI.create(announced.get("endpoint")),
        Integer.parseInt(announced.get("control")), (System.nanoTime() - start) / 1_000_000);
  }

  /** Surefire names the test class path here; {@code java.class.path} may be its booter jar only. */
  private static String testClassPath() {
    String surefire = System.getProperty("surefire.test.class.path");
    return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
  }

  URI endpoint() {
    return endpoint;
  }

  /** How long the process took to announce itself. */
  long startMillis() {
    return startMillis;
  }

  int port() {
    return endpoint.getPort();
  }

  boolean alive() {
    return process.isAlive();
  }

  /** The server's figures, asked over the side channel within {@code millis}; null when none came. */
  Stats stats(long millis) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), controlPort), (int) millis);
      socket.setSoTimeout((int) millis);
      socket.getOutputStream().write((TargetControl.STATS + "\n").getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      String line = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
          .readLine();
      return line == null ? null : Stats.parse(line);
    } catch (IOException | IllegalStateException noAnswer) {
      return null;
    }
  }

  /** Whether the JVM ran out of heap at any time (it records only the first). */
  boolean ranOutOfHeap() {
    return Files.exists(outOfMemoryMarker);
  }

  /** The server's log file. */
  Path log() {
    return log;
  }

  /** Every line the server has logged so far (standard output and error). */
  List<String> logLines() throws IOException {
    return Files.readAllLines(log, StandardCharsets.ISO_8859_1); // any byte, as the log holds it
  }

  static List<String> tail(List<String> lines, int count) {
    return lines.subList(Math.max(0, lines.size() - count), lines.size());
  }

  /**
   * Kills the process (SIGKILL): nothing is measured after the case, a graceful stop would only
   * wait for the attackers' requests, and a server out of heap may ignore a SIGTERM.
   */
  @Override
  public void close() {
    try {
      process.destroyForcibly().waitFor(STOP_WITHIN_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException stop) {
      Thread.currentThread().interrupt();
    }
  }
}
