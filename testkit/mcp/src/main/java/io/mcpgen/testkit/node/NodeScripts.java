package io.mcpgen.testkit.node;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The Node.js scripts of {@code testkit/node} and the one npm install they share: the TypeScript
 * SDK interop server and clients, the Spring Boot sample's client, the npm reference servers.
 *
 * <p>The first call in a test JVM finds {@code node} and {@code npm} (a test that needs them is
 * skipped, saying why, when they are missing) and runs {@code npm ci} unless the install already
 * matches the lockfile: a marker in {@code node_modules} holds the lockfile's hash, so later modules
 * and later builds reuse it.
 *
 * <p>The folder is the {@code mcpgen.node} system property, else {@code testkit/node} under the
 * build's top directory (the {@code MCPGEN_TOP} environment variable every module's tests get),
 * else the nearest {@code testkit/node} above the working directory.
 */
public final class NodeScripts {

  private static final Duration INSTALL_LIMIT = Duration.ofMinutes(5);
  private static final Duration RUN_LIMIT = Duration.ofMinutes(2);

  private static Boolean available;

  private NodeScripts() {}

  /** The scripts' folder, installed; skips the calling test when Node.js or npm is missing. */
  public static synchronized Path folder() throws IOException, InterruptedException {
    if (available == null) {
      available = onPath("node") && onPath("npm");
      if (available) {
        install(location());
      }
    }
    Assumptions.assumeTrue(available,
        "Node.js and npm are not on the PATH: the tests with TypeScript SDK peers are skipped (install Node 20+)");
    return location();
  }

  /** {@code node <script> <arguments>}, the script named from the folder (e.g. {@code interop/server.mjs}). */
  public static List<String> command(String script, String... arguments) throws IOException, InterruptedException {
    Path file = folder().resolve(script);
    if (!Files.isRegularFile(file)) {
      throw new IOException("no script " + script + " in " + location());
    }
    List<String> command = new ArrayList<>(List.of("node", file.toString()));
    command.addAll(List.of(arguments));
    return command;
  }

  /** An npm reference server ({@code server-memory}, {@code server-everything}, ...) with its arguments. */
  public static List<String> npmServer(String name, String... arguments) throws IOException, InterruptedException {
    return command("node_modules/@modelcontextprotocol/" + name + "/dist/index.js", arguments);
  }

  /**
   * Runs a script to its end (two minutes at most) in the folder; returns what it printed on
   * standard output, its standard error going to the test's.
   */
  public static String run(String script, String... arguments) throws IOException, InterruptedException {
    List<String> command = command(script, arguments);
    // Output goes to a file, so the time limit holds even when the script hangs with its output open.
    Path out = Files.createTempFile("node-script", ".out");
    try {
      Process node = new ProcessBuilder(command).directory(location().toFile())
          .redirectError(ProcessBuilder.Redirect.INHERIT).redirectOutput(out.toFile()).start();
      if (!node.waitFor(RUN_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
        node.destroyForcibly();
        throw new IOException("node " + script + " took longer than " + RUN_LIMIT.toMinutes() + " minutes");
      }
      if (node.exitValue() != 0) {
        throw new IOException("node " + script + " exited with " + node.exitValue() + "; its output: "
            + Files.readString(out, StandardCharsets.UTF_8));
      }
      return Files.readString(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(out);
    }
  }

  private static Path location() {
    String configured = System.getProperty("mcpgen.node");
    if (configured != null) {
      return Path.of(configured).toAbsolutePath().normalize();
    }
    String top = System.getenv("MCPGEN_TOP");
    if (top != null && !top.isBlank()) {
      return Path.of(top, "testkit", "node").toAbsolutePath().normalize();
    }
    // Run from an IDE, without the build's environment: the nearest folder above with testkit/node.
    for (Path folder = Path.of("").toAbsolutePath(); folder != null; folder = folder.getParent()) {
      Path candidate = folder.resolve("testkit").resolve("node");
      if (Files.isRegularFile(candidate.resolve("package.json"))) {
        return candidate;
      }
    }
    throw new IllegalStateException("testkit/node not found: set MCPGEN_TOP to the project's top folder (the"
        + " parent pom does for every module's tests) or the mcpgen.node system property to the folder");
  }

  private static boolean onPath(String tool) throws InterruptedException {
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
    if (!npm.waitFor(INSTALL_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
      npm.destroyForcibly();
      throw new IOException("npm ci took longer than " + INSTALL_LIMIT.toMinutes() + " minutes in " + folder);
    }
    if (npm.exitValue() != 0) {
      throw new IOException("npm ci failed in " + folder + " (exit " + npm.exitValue() + ")");
    }
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
