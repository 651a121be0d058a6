package io.mcpgen.maven;

import io.mcpgen.cli.DeclaredCapability;
import io.mcpgen.cli.EraHint;
import io.mcpgen.cli.SnapshotTaker;
import io.mcpgen.json.JsonObject;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Takes a snapshot of a live MCP server, over Streamable HTTP ({@code url}) or stdio
 * ({@code command}), into the file an {@code @McpClient(snapshot = ...)} is generated from.
 *
 * <pre>{@code
 * mvn io.mcpgen:mcpgen-maven-plugin:snapshot -Dmcpgen.url=http://localhost:8080/mcp \
 *     -Dmcpgen.output=src/main/mcp/orders.json
 * }</pre>
 *
 * <p>Headers (an {@code Authorization} header, say) go in {@code <headers>}; write their values as
 * {@code ${env.TOKEN}} so no secret sits in the POM. They are never logged or written to the snapshot.
 */
@Mojo(name = "snapshot", requiresProject = false, threadSafe = true)
public final class SnapshotMojo extends AbstractMojo {

  /** The server's Streamable HTTP endpoint; give this or {@code command}. */
  @Parameter(property = "mcpgen.url")
  String url;

  /** The server's command and arguments, to run it over stdio; give this or {@code url}. */
  @Parameter
  List<String> command;

  /** Headers sent with every HTTP request. */
  @Parameter
  Map<String, String> headers;

  /** The snapshot file to write. */
  @Parameter(property = "mcpgen.output", required = true)
  File output;

  /** How long one request may take, in seconds. */
  @Parameter(property = "mcpgen.timeoutSeconds", defaultValue = "60")
  int timeoutSeconds = 60;

  /**
   * The protocol versions the client speaks, preferred first (default 2026-07-28); a server of the
   * 2025 protocol needs a 2025 version too ({@code -Dmcpgen.versions=2026-07-28,2025-11-25}).
   */
  @Parameter(property = "mcpgen.versions")
  List<String> versions;

  /**
   * The client capabilities to declare ({@code elicitation}, {@code elicitation.form},
   * {@code elicitation.url}, {@code sampling}, {@code roots}; default none), for servers that list
   * some tools only to clients with them.
   */
  @Parameter(property = "mcpgen.capabilities")
  List<String> capabilities;

  /** Skips the goal. */
  @Parameter(property = "mcpgen.snapshot.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("mcpgen:snapshot skipped");
      return;
    }
    boolean http = url != null && !url.isBlank();
    boolean stdio = command != null && !command.isEmpty();
    if (http == stdio) {
      throw new MojoFailureException("mcpgen:snapshot needs either <url> (Streamable HTTP) or <command> (stdio)");
    }
    if (stdio && headers != null && !headers.isEmpty()) {
      throw new MojoFailureException("<headers> are for HTTP servers; a stdio server takes secrets from its environment");
    }
    Set<DeclaredCapability> declared;
    try {
      declared = DeclaredCapability.parse(capabilities == null ? List.of() : capabilities);
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("mcpgen:snapshot <capabilities>: " + e.getMessage());
    }
    List<String> spoken = versions == null ? List.of() : versions;
    Duration timeout = Duration.ofSeconds(timeoutSeconds);
    JsonObject snapshot;
    try {
      SnapshotTaker taker = (spoken.isEmpty() ? new SnapshotTaker() : new SnapshotTaker().versions(spoken))
          .capabilities(declared);
      snapshot = http ? taker.overHttp(URI.create(url), headers == null ? Map.of() : headers, timeout)
          : taker.overStdio(command, timeout);
      SnapshotTaker.write(snapshot, output.toPath());
    } catch (IOException | RuntimeException e) {
      // The message only: it never holds the headers sent.
      String hint = EraHint.applies(e, spoken) ? "; " + EraHint.text("<versions> or -Dmcpgen.versions="
          + EraHint.SUGGESTED_VERSIONS) : "";
      throw new MojoExecutionException("no snapshot of " + (http ? url : command.get(0)) + ": "
          + e.getClass().getSimpleName() + ": " + e.getMessage() + hint, e);
    }
    getLog().info("mcpgen:snapshot wrote " + output + " (" + SnapshotTaker.summary(snapshot) + ")");
  }
}
