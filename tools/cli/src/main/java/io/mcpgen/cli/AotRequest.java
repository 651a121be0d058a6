package io.mcpgen.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code aot} was asked: the server's jar and its arguments, the {@code java} to train and run
 * it with, where the AOT cache goes, and the name the host configuration gives the server.
 */
record AotRequest(Path jar, List<String> serverArguments, Path java, Path cache, String name, Duration timeout) {

  static final String USAGE = String.join("\n",
      "usage: mcpgen-cli aot --jar <server.jar> [--java <java>] [--cache <file>] [--name <name>]",
      "                      [--timeout <seconds>] [-- <server argument>...]",
      "",
      "Makes an AOT cache (JDK 25 or newer, JEP 514 and 515) for a stdio MCP server: runs the server",
      "once with -XX:AOTCacheOutput, sends it a 2026-07-28 server/discover, tools/list and a 2025",
      "initialize, closes its standard input, checks the cache was written, then prints the java line",
      "that uses the cache and the JSON a desktop host reads to launch the server. --java is the",
      "java to train and run with (default: the one running this command); the cache only loads in",
      "that JDK and with the same jar. --cache defaults to the jar's path with .aot for .jar, --name",
      "to the jar's file name without .jar, --timeout (default 120) bounds the training run.");

  private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(120);

  /** Parses the arguments after {@code aot}; a bad one throws with what is wrong. */
  static AotRequest parse(List<String> arguments, Path defaultJava) {
    Path jar = null;
    Path java = defaultJava;
    Path cache = null;
    String name = null;
    Duration timeout = DEFAULT_TIMEOUT;
    List<String> serverArguments = List.of();
    for (int i = 0; i < arguments.size(); i++) {
      String argument = arguments.get(i);
      switch (argument) {
        case "--jar":
          jar = Path.of(value(arguments, ++i, argument));
          break;
        case "--java":
          java = Path.of(value(arguments, ++i, argument));
          break;
        case "--cache":
          cache = Path.of(value(arguments, ++i, argument));
          break;
        case "--name":
          name = value(arguments, ++i, argument);
          if (name.isBlank()) {
            throw new IllegalArgumentException("--name needs a non-empty name");
          }
          break;
        case "--timeout":
          timeout = Duration.ofSeconds(seconds(value(arguments, ++i, argument)));
          break;
        case "--":
          serverArguments = List.copyOf(arguments.subList(i + 1, arguments.size()));
          i = arguments.size();
          break;
        default:
          throw new IllegalArgumentException("unknown argument " + argument
              + (argument.startsWith("-") ? "" : " (server arguments go after --)"));
      }
    }
    if (jar == null) {
      throw new IllegalArgumentException("--jar <server.jar> is required");
    }
    if (!Files.isRegularFile(jar)) {
      throw new IllegalArgumentException("no jar at " + jar);
    }
    jar = jar.toAbsolutePath().normalize();
    String base = jar.getFileName().toString().replaceFirst("\\.jar$", "");
    cache = (cache == null ? jar.resolveSibling(base + ".aot") : cache).toAbsolutePath().normalize();
    return new AotRequest(jar, serverArguments, java, cache, name == null ? base : name, timeout);
  }

  /** The command that runs the server with the cache: {@code java -XX:AOTCache=... -jar ... args}. */
  List<String> launchCommand() {
    return command("-XX:AOTCache=" + cache);
  }

  /** The command of the training run, which writes the cache when the server exits. */
  List<String> trainingCommand() {
    return command("-XX:AOTCacheOutput=" + cache);
  }

  private List<String> command(String cacheOption) {
    List<String> command = new ArrayList<>(List.of(java.toString(), cacheOption, "-jar", jar.toString()));
    command.addAll(serverArguments);
    return List.copyOf(command);
  }

  private static long seconds(String text) {
    try {
      long seconds = Long.parseLong(text);
      if (seconds > 0) {
        return seconds;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("--timeout needs a whole number of seconds above 0, not " + text);
  }

  private static String value(List<String> arguments, int index, String option) {
    if (index >= arguments.size()) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return arguments.get(index);
  }
}
