package io.mcpgen.it.interop;

import io.mcpgen.testkit.node.NodeScripts;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Starting the interop programs (the jar and the Node scripts) as child processes. */
final class Processes {

  private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+)");

  /** The state key every server of a test run shares. */
  static final Map<String, String> ENVIRONMENT = Map.of("MCPGEN_STATE_KEY",
      Base64.getEncoder().encodeToString("mcpgen interop test key, 32 bytes+".getBytes(StandardCharsets.UTF_8)));

  private Processes() {}

  static Path jar() {
    return Path.of(System.getProperty("interop.jar", "target/mcpgen-interop.jar")).toAbsolutePath();
  }

  /** {@code java ... -jar mcpgen-interop.jar} plus the arguments. */
  static List<String> java(String... args) {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", jar().toString()));
    command.addAll(List.of(args));
    return command;
  }

  /** {@code node interop/script} plus the arguments; skips the calling test when Node.js is missing. */
  static List<String> node(String script, String... args) throws IOException, InterruptedException {
    return NodeScripts.command("interop/" + script, args);
  }

  /** A command as one line for {@code --stdio}, each word single-quoted. */
  static String commandLine(List<String> command) {
    StringBuilder line = new StringBuilder();
    for (String word : command) {
      line.append(line.length() == 0 ? "" : " ").append('\'').append(word.replace("'", "'\\''")).append('\'');
    }
    return line.toString();
  }

  /** What a finished client printed. */
  record Finished(int exitCode, List<String> stdout, String stderr) {}

  /** Runs a command to its end (at most two minutes), collecting its output. */
  static Finished run(List<String> command) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().putAll(ENVIRONMENT); // a stdio client's server inherits it
    Process process = builder.start();
    process.getOutputStream().close();
    CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> readStderr(process));
    List<String> lines = new ArrayList<>();
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = out.readLine()) != null) {
        lines.add(line);
      }
    }
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IOException("timed out: " + command);
    }
    return new Finished(process.exitValue(), lines, stderr.join());
  }

  /** A server started in the background, with the URL it printed. */
  record Server(Process process, String url) implements AutoCloseable {
    @Override
    public void close() {
      process.destroy();
      try {
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Starts an HTTP server on an ephemeral port and waits for its "listening on URL" line. */
  static Server startHttpServer(List<String> command) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().putAll(ENVIRONMENT);
    Process process = builder.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    BufferedReader stderr = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
    CompletableFuture<String> url = CompletableFuture.supplyAsync(() -> {
      try {
        String line;
        while ((line = stderr.readLine()) != null) {
          Matcher matcher = LISTENING.matcher(line);
          if (matcher.find()) {
            return matcher.group(1);
          }
        }
        return null;
      } catch (IOException e) {
        return null;
      }
    });
    try {
      String found = url.get(60, TimeUnit.SECONDS);
      if (found == null) {
        throw new IOException("the server exited before listening: " + command);
      }
      drain(stderr);
      return new Server(process, found);
    } catch (Exception e) {
      process.destroyForcibly();
      throw new IOException("the server did not start: " + command, e);
    }
  }

  private static void drain(BufferedReader stderr) {
    Thread thread = new Thread(() -> {
      try {
        while (stderr.readLine() != null) {
          // keep the pipe flowing; the server's log is not needed
        }
      } catch (IOException ignored) {
        // the server stopped
      }
    });
    thread.setDaemon(true);
    thread.start();
  }

  private static String readStderr(Process process) {
    try {
      return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "";
    }
  }
}
