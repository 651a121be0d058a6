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

  /** The interop server over stdio; skips the calling test when Node.js is missing. */
  static List<String> interopServer() throws IOException, InterruptedException {
    requireInstalled();
    return List.of("node", scripts().resolve("server.mjs").toString(), "--stdio");
  }

  private static synchronized void requireInstalled() throws IOException, InterruptedException {
    if (installed == null) {
      installed = available("node") && available("npm");
      if (installed) {
        install();
      }
    }
    Assumptions.assumeTrue(installed, "Node.js and npm are not on the PATH: the TypeScript server is skipped");
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

  private static void install() throws IOException, InterruptedException {
    Path marker = scripts().resolve("node_modules").resolve(".mcpgen-lock-sha256");
    String hash = sha256(Files.readAllBytes(scripts().resolve("package-lock.json")));
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
