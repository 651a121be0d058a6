package io.mcpgen.cli;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.snapshot.ClientSnapshotSource;
import io.mcpgen.runtime.snapshot.SnapshotSource;
import io.mcpgen.runtime.snapshot.Snapshots;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Takes a snapshot of a live server over Streamable HTTP or stdio, and writes it. The command line
 * and the Maven goal both use this class.
 *
 * <p>The lists are asked through a {@link SnapshotSource}; by default the runtime client's
 * 2026-07-28 requests ({@link ClientSnapshotSource}). A source for servers of the 2025 protocol
 * plugs in through {@link #SnapshotTaker(Function, List)} without changing the rest.
 */
public final class SnapshotTaker {

  private final Function<McpClientEngine, SnapshotSource> sources;
  private final List<String> versions;
  private final Set<DeclaredCapability> capabilities;

  /** A taker asking through the runtime client's 2026-07-28 requests. */
  public SnapshotTaker() {
    this(ClientSnapshotSource::new, List.of(ProtocolVersions.LATEST));
  }

  /**
   * A taker asking through the source this function makes of the connected client, a client that
   * speaks these protocol versions, preferred first (see {@link McpClientEngine.Builder#supportedVersions}).
   */
  public SnapshotTaker(Function<McpClientEngine, SnapshotSource> sources, List<String> versions) {
    this(sources, versions, Set.of());
  }

  private SnapshotTaker(Function<McpClientEngine, SnapshotSource> sources, List<String> versions,
      Set<DeclaredCapability> capabilities) {
    this.sources = sources;
    this.versions = List.copyOf(versions);
    this.capabilities = capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
  }

  /** A taker as this one, its client speaking these protocol versions, preferred first. */
  public SnapshotTaker versions(List<String> versions) {
    return new SnapshotTaker(sources, versions, capabilities);
  }

  /**
   * A taker as this one, its client declaring these capabilities (none by default), so that tools a
   * server lists only to clients with them are in the snapshot too.
   */
  public SnapshotTaker capabilities(Set<DeclaredCapability> capabilities) {
    return new SnapshotTaker(sources, versions, capabilities);
  }

  /** The snapshot of the server at this URL, sending these headers (e.g. Authorization) with every request. */
  public JsonObject overHttp(URI url, Map<String, String> headers, Duration timeout) {
    Map<String, String> sent = Map.copyOf(headers);
    return take(StreamableHttpClientTransport.builder(url).headers(() -> sent).build(), timeout);
  }

  /** The snapshot of the server this command starts, talking over its standard input and output. */
  public JsonObject overStdio(List<String> command, Duration timeout) throws IOException {
    return take(StdioClientTransport.start(command), timeout);
  }

  private JsonObject take(ClientTransport transport, Duration timeout) {
    McpClientEngine.Builder builder = McpClientEngine.builder(transport)
        .clientInfo("mcpgen-cli", "snapshot")
        .supportedVersions(versions.toArray(String[]::new))
        .defaults(CallOptions.builder().roundTimeout(timeout).maxTotalTimeout(timeout).build());
    capabilities.forEach(capability -> capability.declareOn(builder));
    try (McpClientEngine client = builder.build()) {
      return Snapshots.take(sources.apply(client));
    }
  }

  /** Writes a snapshot as indented JSON (parent folders made as needed). */
  public static void write(JsonObject snapshot, Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.writeString(file, PrettyJson.write(snapshot), StandardCharsets.UTF_8);
  }

  /** The snapshot as indented JSON text. */
  public static String text(JsonObject snapshot) {
    return PrettyJson.write(snapshot);
  }

  /**
   * Checks that the live snapshot is the one in this file, the check a build runs so that a server
   * which changed what it publishes fails it until the snapshot is taken again and the client
   * recompiled. With {@code update}, writes the live snapshot to the file instead.
   *
   * @throws IllegalStateException when the two differ, naming the file and how to take it again
   */
  public static void check(JsonObject live, Path file, boolean update) throws IOException {
    if (update) {
      write(live, file);
      return;
    }
    String compiled = text(Json.parse(Files.readString(file, StandardCharsets.UTF_8)).asObject());
    if (!compiled.equals(text(live))) {
      throw new IllegalStateException("the live server publishes something else than " + file
          + "; take the snapshot again (mcpgen-cli snapshot ... -o " + file + "), review the diff and recompile");
    }
  }

  /** One line saying what a snapshot holds, for logs. */
  public static String summary(JsonObject snapshot) {
    JsonValue server = snapshot.get("server");
    String name = server instanceof JsonObject && ((JsonObject) server).has("name")
        ? ((JsonObject) server).get("name").asString() : "the server";
    String version = server instanceof JsonObject && ((JsonObject) server).has("version")
        ? " " + ((JsonObject) server).get("version").asString() : "";
    return name + version + ": " + count(snapshot, "tools") + " tools, " + count(snapshot, "prompts") + " prompts, "
        + count(snapshot, "resources") + " resources, " + count(snapshot, "resourceTemplates")
        + " resource templates";
  }

  private static int count(JsonObject snapshot, String member) {
    JsonValue list = snapshot.get(member);
    return list == null ? 0 : list.asArray().size();
  }
}
