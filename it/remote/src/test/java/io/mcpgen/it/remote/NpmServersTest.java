package io.mcpgen.it.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.cli.DeclaredCapability;
import io.mcpgen.cli.SnapshotTaker;
import io.mcpgen.it.remote.npmeverything.EchoArguments;
import io.mcpgen.it.remote.npmeverything.GetStructuredContentArguments;
import io.mcpgen.it.remote.npmeverything.GetStructuredContentResult;
import io.mcpgen.it.remote.npmfilesystem.ListDirectoryArguments;
import io.mcpgen.it.remote.npmfilesystem.ReadTextFileArguments;
import io.mcpgen.it.remote.npmmemory.CreateEntitiesArguments;
import io.mcpgen.it.remote.npmmemory.ReadGraphResult;
import io.mcpgen.json.JsonObject;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.runtime.client.InputRefusedException;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.snapshot.DriftPolicy;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.testkit.node.NodeScripts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The npm reference servers (2026.8.31, 2025 protocol) over stdio: their snapshots are taken again
 * and compared, and the clients generated from them create and read back memory entities, list and
 * read files in a temporary folder, and get a text and a structured result, all through the
 * runtime client's 2025 fallback.
 */
class NpmServersTest {

  /** 2026 first; the 2025 versions make the client fall back for a server of that era. */
  private static final List<String> VERSIONS = List.of("2026-07-28", "2025-11-25", "2025-06-18");

  @TempDir
  Path folder;

  /**
   * What the everything server's client declares: it lists get-roots-list, the elicitation and the
   * sampling triggers only to clients with these capabilities.
   */
  private static final Set<DeclaredCapability> EVERYTHING_CAPABILITIES = EnumSet.allOf(DeclaredCapability.class);

  private static SnapshotTaker taker() {
    return new SnapshotTaker().versions(VERSIONS);
  }

  /**
   * The everything server's client: the versions, and a handler for every capability the snapshot
   * was taken with (without them the server lists fewer tools, which is drift); a form is answered
   * with this content, everything else refused.
   */
  private static NpmEverythingMcpClient everything(JsonObject form) throws IOException, InterruptedException {
    return NpmEverythingMcpClient
        .builder(StdioClientTransport.start(NodeScripts.npmServer("server-everything", "stdio")))
        .drift(DriftPolicy.FAIL)
        .configure(client -> client.supportedVersions(VERSIONS.toArray(String[]::new))
            .formElicitation((question, context) -> CompletableFuture.completedFuture(ElicitationAnswer.accept(form)))
            .urlElicitation((question, context) -> CompletableFuture.completedFuture(ElicitationAnswer.decline()))
            .sampling((question, context) -> CompletableFuture.failedFuture(new InputRefusedException("no model")))
            .roots((question, context) -> CompletableFuture.failedFuture(new InputRefusedException("no roots"))))
        .build();
  }

  @Test
  void theLiveServersPublishTheSnapshotsTheClientsWereCompiledFrom() throws Exception {
    Duration timeout = Duration.ofSeconds(60);
    check("npm-memory.json", taker().overStdio(NodeScripts.npmServer("server-memory"), timeout));
    check("npm-filesystem.json", taker().overStdio(NodeScripts.npmServer("server-filesystem", folder.toString()),
        timeout));
    check("npm-everything.json", taker().capabilities(EVERYTHING_CAPABILITIES)
        .overStdio(NodeScripts.npmServer("server-everything", "stdio"), timeout));
  }

  /** -Dsnapshots.update=true takes the snapshots again: review the diff, then recompile. */
  private static void check(String snapshot, JsonObject live) throws IOException {
    SnapshotTaker.check(live, Path.of("src/main/mcp", snapshot), Boolean.getBoolean("snapshots.update"));
  }

  @Test
  void memoryCreatesEntitiesAndReadsThemBack() throws Exception {
    StdioClientTransport transport = StdioClientTransport.builder(NodeScripts.npmServer("server-memory"))
        .environment(Map.of("MEMORY_FILE_PATH", folder.resolve("memory.jsonl").toString()))
        .start();
    try (NpmMemoryMcpClient memory = NpmMemoryMcpClient.builder(transport).drift(DriftPolicy.FAIL)
        .configure(client -> client.supportedVersions(VERSIONS.toArray(String[]::new))).build()) {
      memory.createEntities(new CreateEntitiesArguments(List.of(new CreateEntitiesArguments.EntitiesItem("Ada",
          "person", List.of("wrote the first program"), Map.of())), Map.of()));
      ReadGraphResult graph = memory.readGraph();
      assertEquals(List.of(new ReadGraphResult.EntitiesItem("Ada", "person", List.of("wrote the first program"))),
          graph.entities());
      assertEquals(List.of(), memory.drift().changedTools().join());
    }
  }

  @Test
  void filesystemListsAndReadsFilesInATemporaryFolder() throws Exception {
    Path root = folder.toRealPath();
    Files.writeString(root.resolve("a.txt"), "hello from a");
    Files.createDirectory(root.resolve("sub"));
    try (NpmFilesystemMcpClient files = NpmFilesystemMcpClient
        .builder(StdioClientTransport.start(NodeScripts.npmServer("server-filesystem", root.toString())))
        .drift(DriftPolicy.FAIL)
        .configure(client -> client.supportedVersions(VERSIONS.toArray(String[]::new))).build()) {
      String listing = files.listDirectory(new ListDirectoryArguments(root.toString(), Map.of())).content();
      assertTrue(listing.contains("[FILE] a.txt") && listing.contains("[DIR] sub"), listing);
      assertEquals("hello from a",
          files.readTextFile(new ReadTextFileArguments(root.resolve("a.txt").toString(), null, null, Map.of()))
              .content());
    }
  }

  @Test
  void everythingEchoesAndReturnsStructuredContent() throws Exception {
    try (NpmEverythingMcpClient everything = everything(JsonObject.empty())) {
      CallToolResult echoed = everything.echo(new EchoArguments("hi", Map.of()));
      assertEquals("Echo: hi", ((TextContent) echoed.content().get(0)).text());
      GetStructuredContentResult weather = everything.getStructuredContent(
          new GetStructuredContentArguments(GetStructuredContentArguments.Location.NEW_YORK, Map.of()));
      assertTrue(weather.conditions() != null && !weather.conditions().isEmpty(), weather.toString());
    }
  }

  /**
   * A tool the server lists only to clients that can answer forms, captured because the snapshot
   * declared elicitation: its typed method asks the form through the client's hook.
   */
  @Test
  void everythingAsksItsFormThroughTheTypedMethodOfAToolListedOnlyToElicitingClients() throws Exception {
    try (NpmEverythingMcpClient everything = everything(JsonObject.builder().put("name", "Ada Lovelace").build())) {
      CallToolResult answered = everything.triggerElicitationRequest();
      String text = answered.content().stream().filter(TextContent.class::isInstance)
          .map(block -> ((TextContent) block).text()).collect(Collectors.joining("\n"));
      assertTrue(text.contains("- Name: Ada Lovelace"), text);
    }
  }
}
