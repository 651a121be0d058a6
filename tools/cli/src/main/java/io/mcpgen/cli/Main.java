package io.mcpgen.cli;

import io.mcpgen.json.JsonObject;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * {@code java -jar mcpgen-cli.jar snapshot ...}: see {@link SnapshotRequest#USAGE}. Exit status 0
 * when the snapshot was written, 2 for a usage error, 1 when the server could not be snapshotted.
 * {@code aot ...}: see {@link AotCommand}.
 */
public final class Main {

  /** Both commands' usage. */
  static final String USAGE = SnapshotRequest.USAGE + "\n\n" + AotRequest.USAGE;

  private Main() {}

  /** The {@code java} of the JVM running this command. */
  static Path currentJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  public static void main(String[] args) {
    System.exit(run(Arrays.asList(args), System.out, System.err));
  }

  /** Runs one command; returns the exit status. */
  static int run(List<String> args, PrintStream out, PrintStream err) {
    if (!args.isEmpty() && args.get(0).equals("aot")) {
      return AotCommand.run(args.subList(1, args.size()), currentJava(), out, err);
    }
    if (args.isEmpty() || !args.get(0).equals("snapshot")) {
      err.println(args.isEmpty() || args.get(0).equals("--help") ? USAGE
          : "unknown command " + args.get(0) + "\n" + USAGE);
      return args.isEmpty() || !args.get(0).equals("--help") ? 2 : 0;
    }
    SnapshotRequest request;
    try {
      request = SnapshotRequest.parse(args.subList(1, args.size()));
    } catch (IllegalArgumentException e) {
      err.println("mcpgen-cli: " + e.getMessage() + "\n" + SnapshotRequest.USAGE);
      return 2;
    }
    try {
      SnapshotTaker taker = new SnapshotTaker().versions(request.versions()).capabilities(request.capabilities());
      JsonObject snapshot = request.url() != null
          ? taker.overHttp(request.url(), request.headers(), request.timeout())
          : taker.overStdio(request.command(), request.timeout());
      if (request.output() == null) {
        out.write(SnapshotTaker.text(snapshot).getBytes(StandardCharsets.UTF_8));
        out.flush();
      } else {
        SnapshotTaker.write(snapshot, request.output());
        err.println("mcpgen-cli: wrote " + request.output() + " (" + SnapshotTaker.summary(snapshot) + ")");
      }
      return 0;
    } catch (Exception e) {
      // The message only: it names the method and the failure, never the headers sent.
      err.println("mcpgen-cli: no snapshot: " + e.getClass().getSimpleName() + ": " + e.getMessage());
      if (EraHint.applies(e, request.versions())) {
        err.println("mcpgen-cli: " + EraHint.text("--versions " + EraHint.SUGGESTED_VERSIONS));
      }
      return 1;
    }
  }
}
