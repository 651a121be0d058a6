package io.mcpgen.samples.remote;

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
 * The TypeScript SDK interop server of {@code samples/interop/node}: finds {@code node} and
 * {@code npm}, installs the pinned packages with {@code npm ci} when the lockfile's hash marker
 * (the one the interop module writes) is missing, and gives the server's stdio command.
 */
final class NodeServers {

  private static Boolean installed;

  private NodeServers() {}

  static Path scripts() {
    return Path.of(System.getProperty("interop.node", "../interop/node")).toAbsolutePath().normalize();
  }

  /** This module's npm servers ({@code samples/remote/node}). */
  static Path npmServers() {
    return Path.of(System.getProperty("npm.servers", "node")).toAbsolutePath().normalize();
  }

  /** The interop server over stdio; skips the calling test when Node.js is missing. */
  static List<String> interopServer() throws IOException, InterruptedException {
    requireInstalled(scripts());
    return List.of("node", scripts().resolve("server.mjs").toString(), "--stdio");
  }

  /** An npm reference server over stdio ({@code server-memory}, ...), with its arguments. */
  static List<String> npmServer(String name, String... arguments) throws IOException, InterruptedException {
    requireInstalled(npmServers());
    List<String> command = new java.util.ArrayList<>(List.of("node", npmServers()
        .resolve("node_modules/@modelcontextprotocol/" + name + "/dist/index.js").toString()));
    command.addAll(List.of(arguments));
    return command;
  }

  private static final java.util.Set<Path> INSTALLED = new java.util.HashSet<>();

  private static synchronized void requireInstalled(Path folder) throws IOException, InterruptedException {
    if (installed == null) {
      installed = available("node") && available("npm");
    }
    Assumptions.assumeTrue(installed, "Node.js and npm are not on the PATH: the Node servers are skipped");
    if (INSTALLED.add(folder)) {
      install(folder);
    }
  }

  private static boolean available(String tool) throws InterruptedException {
    try {
      Process process = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
      process.getInputStream().readAllBytes();
      return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
    } catch (IOException e) {
      return false;
    }
  }

  private static void install(Path folder) throws IOException, InterruptedException {
    Path marker = folder.resolve("node_modules").resolve(".mcpgen-lock-sha256");
    String hash = sha256(Files.readAllBytes(folder.resolve("package-lock.json")));
    if (Files.exists(marker) && Files.readString(marker, StandardCharsets.UTF_8).equals(hash)) {
      return;
    }
    Process npm = new ProcessBuilder(List.of("npm", "ci", "--no-audit", "--no-fund"))
        .directory(folder.toFile())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.INHERIT)
        .start();
    if (!npm.waitFor(5, TimeUnit.MINUTES)) {
      npm.destroyForcibly();
      throw new IOException("npm ci took longer than 5 minutes");
    }
    assertEquals(0, npm.exitValue(), "npm ci failed in " + folder);
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
