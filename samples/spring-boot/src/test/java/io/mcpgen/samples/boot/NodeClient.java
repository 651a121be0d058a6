package io.mcpgen.samples.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Node.js for the TypeScript SDK client, as samples/interop runs it: finds {@code node} and
 * {@code npm}, installs the pinned packages with {@code npm ci} once (a marker holding the
 * lockfile's hash lets later builds reuse the install), and runs a script.
 */
final class NodeClient {

  private static Boolean installed;

  private NodeClient() {}

  static Path scripts() {
    return Path.of(System.getProperty("boot-sample.node", "node")).toAbsolutePath();
  }

  /** Skips the calling test, saying why, when Node.js or npm is missing; installs once. */
  static synchronized void requireInstalled() throws IOException, InterruptedException {
    if (installed == null) {
      installed = available("node") && available("npm");
      if (installed) {
        install();
      }
    }
    Assumptions.assumeTrue(installed,
        "Node.js and npm are not on the PATH: the TypeScript SDK client test is skipped (install Node 20+ to run it)");
  }

  /** Runs {@code node script args...}; returns its standard output. */
  static String run(String script, String... args) throws IOException, InterruptedException {
    List<String> command = new java.util.ArrayList<>(List.of("node", script));
    command.addAll(List.of(args));
    // Output goes to a file, so the time limit holds even when the client hangs with its output open.
    Path out = Files.createTempFile("node-client", ".out");
    try {
      Process node = new ProcessBuilder(command).directory(scripts().toFile())
          .redirectError(ProcessBuilder.Redirect.INHERIT).redirectOutput(out.toFile()).start();
      if (!node.waitFor(2, TimeUnit.MINUTES)) {
        node.destroyForcibly();
        throw new IOException("node " + script + " took longer than 2 minutes");
      }
      return Files.readString(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(out);
    }
  }

  private static boolean available(String tool) {
    try {
      Process process = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
      process.getInputStream().readAllBytes();
      return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static void install() throws IOException, InterruptedException {
    Path lock = scripts().resolve("package-lock.json");
    Path marker = scripts().resolve("node_modules").resolve(".mcpgen-lock-sha256");
    String hash = sha256(Files.readAllBytes(lock));
    if (Files.exists(marker) && Files.readString(marker, StandardCharsets.UTF_8).equals(hash)) {
      return;
    }
    Process npm = new ProcessBuilder(List.of("npm", "ci", "--no-audit", "--no-fund"))
        .directory(scripts().toFile())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.INHERIT)
        .start();
    if (!npm.waitFor(5, TimeUnit.MINUTES)) {
      npm.destroyForcibly();
      throw new IOException("npm ci took longer than 5 minutes");
    }
    assertEquals(0, npm.exitValue(), "npm ci failed in " + scripts());
    Files.writeString(marker, hash, StandardCharsets.UTF_8);
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
