package io.mcpgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code mcpgen-cli aot ...} ({@link AotRequest#USAGE}): checks the JDK, runs the training pass,
 * prints the {@code java} line and the host configuration on standard output, progress and errors
 * on standard error. Exit status 0 when the cache was written, 2 for a usage error or a JDK older
 * than 25, 1 when the training run failed.
 */
final class AotCommand {

  private AotCommand() {}

  static int run(List<String> arguments, Path defaultJava, PrintStream out, PrintStream err) {
    if (arguments.equals(List.of("--help"))) {
      err.println(AotRequest.USAGE);
      return 0;
    }
    AotRequest request;
    try {
      request = AotRequest.parse(arguments, defaultJava);
    } catch (IllegalArgumentException e) {
      err.println("mcpgen-cli: " + e.getMessage() + "\n" + AotRequest.USAGE);
      return 2;
    }
    try {
      int release = JdkRelease.of(request.java());
      if (release < JdkRelease.AOT_CACHE) {
        err.println("mcpgen-cli: " + request.java() + " is JDK " + release + "; an AOT cache made by one training"
            + " run needs JDK " + JdkRelease.AOT_CACHE + " or newer (JEP 514, 515): pass --java <JDK 25 java>");
        return 2;
      }
      err.println("mcpgen-cli: training " + request.jar().getFileName() + " on JDK " + release + " ...");
      long size = new AotTraining(request).run();
      err.println(String.format(Locale.ROOT, "mcpgen-cli: wrote %s (%.1f MB)", request.cache(), size / 1e6));
    } catch (IOException e) {
      err.println("mcpgen-cli: no AOT cache: " + e.getMessage());
      return 1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("mcpgen-cli: interrupted");
      return 1;
    }
    out.print(instructions(request));
    out.flush();
    return 0;
  }

  /**
   * What the user copies: the command line, then the host configuration. The cache loads only in
   * the JDK that wrote it and with the same jar, so both name the training run's {@code java} and
   * absolute paths.
   */
  static String instructions(AotRequest request) {
    return "# Run the server with its AOT cache (same JDK, same jar; re-run `mcpgen-cli aot` after"
        + " rebuilding the jar):\n"
        + ShellLine.of(request.launchCommand()) + "\n\n"
        + "# The host configuration (e.g. a desktop host's mcpServers):\n"
        + HostConfig.snippet(request.name(), request.launchCommand());
  }
}
