package io.mcpgen.cli;

import io.mcpgen.runtime.mrtr.ProtocolVersions;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code snapshot} was asked: a server over Streamable HTTP ({@code url}) or a command to run
 * over stdio, the headers to send, and where to write the snapshot (null: standard output).
 */
record SnapshotRequest(URI url, List<String> command, Map<String, String> headers, Path output, Duration timeout,
    List<String> versions, Set<DeclaredCapability> capabilities) {

  static final String USAGE = String.join("\n",
      "usage: mcpgen-cli snapshot <url> [-o <file>] [--header 'Name: value']... [--timeout <seconds>]",
      "                           [--versions <version>,<version>...] [--capabilities <capability>,...]",
      "       mcpgen-cli snapshot --stdio [-o <file>] [--timeout <seconds>] [--versions ...] [--capabilities ...]",
      "                           -- <command> [<argument>...]",
      "",
      "Records what an MCP server publishes (server/discover, and every page of tools/list,",
      "prompts/list, resources/list and resources/templates/list) into a snapshot file, for",
      "@McpClient(snapshot = \"<file>\"). Headers (an Authorization header, say) are sent with every",
      "request and never written to the snapshot or printed. --versions are the protocol versions the",
      "client speaks, preferred first (default 2026-07-28); a server of the 2025 protocol needs a 2025",
      "version too: --versions " + EraHint.SUGGESTED_VERSIONS + ". --capabilities are the client",
      "capabilities to declare (elicitation, elicitation.form, elicitation.url, sampling, roots; default",
      "none), for servers that list some tools only to clients with them.");

  /** Parses the arguments after {@code snapshot}; a bad one throws with what is wrong. */
  static SnapshotRequest parse(List<String> arguments) {
    URI url = null;
    List<String> command = null;
    boolean stdio = false;
    Map<String, String> headers = new LinkedHashMap<>();
    Path output = null;
    Duration timeout = Duration.ofSeconds(60);
    List<String> versions = List.of(ProtocolVersions.LATEST);
    Set<DeclaredCapability> capabilities = Set.of();
    for (int i = 0; i < arguments.size(); i++) {
      String argument = arguments.get(i);
      switch (argument) {
        case "-o":
        case "--output":
          output = Path.of(value(arguments, ++i, argument));
          break;
        case "-H":
        case "--header":
          String header = value(arguments, ++i, argument);
          int colon = header.indexOf(':');
          if (colon <= 0) {
            throw new IllegalArgumentException("a header is 'Name: value', not '" + header.replaceAll(":.*", "")
                + "...'");
          }
          headers.put(header.substring(0, colon).strip(), header.substring(colon + 1).strip());
          break;
        case "--timeout":
          try {
            timeout = Duration.ofSeconds(Long.parseLong(value(arguments, ++i, argument)));
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--timeout takes whole seconds");
          }
          break;
        case "--versions":
          versions = List.of(value(arguments, ++i, argument).split(",", -1));
          if (versions.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("--versions takes protocol versions separated by commas");
          }
          break;
        case "--capabilities":
          capabilities = DeclaredCapability.parse(List.of(value(arguments, ++i, argument).split(",", -1)));
          break;
        case "--stdio":
          stdio = true;
          break;
        case "--":
          command = new ArrayList<>(arguments.subList(i + 1, arguments.size()));
          i = arguments.size();
          break;
        default:
          if (argument.startsWith("-") || url != null) {
            throw new IllegalArgumentException("unknown argument " + argument);
          }
          url = URI.create(argument);
          if (!"http".equals(url.getScheme()) && !"https".equals(url.getScheme())) {
            throw new IllegalArgumentException("the server URL must be http or https, not " + argument);
          }
      }
    }
    if (stdio != (command != null) || stdio && command.isEmpty()) {
      throw new IllegalArgumentException("--stdio needs the server's command after --");
    }
    if (stdio == (url != null)) {
      throw new IllegalArgumentException("give either the server's URL or --stdio -- <command>");
    }
    if (stdio && !headers.isEmpty()) {
      throw new IllegalArgumentException("--header is for HTTP servers; a stdio server takes its secrets from its"
          + " environment");
    }
    return new SnapshotRequest(url, command == null ? List.of() : List.copyOf(command), Map.copyOf(headers), output,
        timeout, versions, capabilities);
  }

  private static String value(List<String> arguments, int index, String option) {
    if (index >= arguments.size()) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return arguments.get(index);
  }
}
