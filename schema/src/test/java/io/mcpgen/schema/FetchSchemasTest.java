package io.mcpgen.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the build's schema fetch step as the build does: a single-file Java program. */
class FetchSchemasTest {

  @TempDir Path temp;

  record Run(int exit, String stderr) {}

  @Test
  void copiesAPinnedRevisionFromTheMirror() throws Exception {
    Path mirror = mirrorWith("2026-07-28", bundled("2026-07-28"));
    Run run = fetch(pins("2026-07-28", SchemaRevisions.pin("2026-07-28").orElseThrow().sha256()),
        Map.of("MCPGEN_SCHEMA_MIRROR", mirror.toString()));
    assertEquals(0, run.exit(), run.stderr());
    assertTrue(Files.exists(temp.resolve("out/io/mcpgen/schema/2026-07-28/schema.json")));
    assertTrue(Files.exists(temp.resolve("out/io/mcpgen/schema/revisions.tsv")));
  }

  @Test
  void aSecondRunLeavesUnchangedOutputsUntouchedSoTheJarIsNotRebuilt() throws Exception {
    Path mirror = mirrorWith("2026-07-28", bundled("2026-07-28"));
    String pins = pins("2026-07-28", SchemaRevisions.pin("2026-07-28").orElseThrow().sha256());
    Map<String, String> env = Map.of("MCPGEN_SCHEMA_MIRROR", mirror.toString());
    assertEquals(0, fetch(pins, env).exit());
    Path listed = temp.resolve("out/io/mcpgen/schema/revisions.tsv");
    Path schema = temp.resolve("out/io/mcpgen/schema/2026-07-28/schema.json");
    FileTime old = FileTime.fromMillis(0);
    Files.setLastModifiedTime(listed, old);
    Files.setLastModifiedTime(schema, old);

    assertEquals(0, fetch(pins, env).exit());
    assertEquals(old, Files.getLastModifiedTime(listed));
    assertEquals(old, Files.getLastModifiedTime(schema));

    assertEquals(0, fetch("# a comment\n" + pins, env).exit());
    assertEquals("# a comment\n" + pins, Files.readString(listed));
  }

  @Test
  void aWrongHashStopsTheBuildNamingRevisionPlaceAndBothHashes() throws Exception {
    byte[] tampered = "{\"tampered\":true}".getBytes(StandardCharsets.UTF_8);
    Path mirror = mirrorWith("2026-07-28", tampered);
    String expected = SchemaRevisions.pin("2026-07-28").orElseThrow().sha256();
    Run run = fetch(pins("2026-07-28", expected), Map.of("MCPGEN_SCHEMA_MIRROR", mirror.toString()));
    assertEquals(1, run.exit());
    assertTrue(run.stderr().contains("schema revision 2026-07-28"), run.stderr());
    assertTrue(run.stderr().contains(mirror.resolve("2026-07-28/schema.json").toString()), run.stderr());
    assertTrue(run.stderr().contains("expected sha-256 " + expected), run.stderr());
    String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(tampered));
    assertTrue(run.stderr().contains("actual   sha-256 " + actual), run.stderr());
  }

  @Test
  void aMissingRevisionListsEveryPlaceLookedAt() throws Exception {
    Path mirror = Files.createDirectories(temp.resolve("empty-mirror"));
    String pins = "2099-01-01\thttp://127.0.0.1:1/schema.json\t" + "0".repeat(64) + "\n";
    Run run = fetch(pins, Map.of("MCPGEN_SCHEMA_MIRROR", mirror.toString()));
    assertEquals(1, run.exit());
    assertTrue(run.stderr().contains("schema revision 2099-01-01"), run.stderr());
    assertTrue(run.stderr().contains("mirror " + mirror.resolve("2099-01-01/schema.json")), run.stderr());
    assertTrue(run.stderr().contains("cache " + temp.resolve("cache/2099-01-01/schema.json")), run.stderr());
    assertTrue(run.stderr().contains("download http://127.0.0.1:1/schema.json"), run.stderr());
  }

  @Test
  void aMalformedPinsLineIsReportedWithItsLineNumber() throws Exception {
    Run run = fetch("# header\n2026-07-28\tnot-enough-cells\n", Map.of());
    assertEquals(1, run.exit());
    assertTrue(run.stderr().contains(":2: expected <revision> TAB <url> TAB"), run.stderr());
  }

  private Run fetch(String pins, Map<String, String> env) throws IOException, InterruptedException {
    Path pinsFile = temp.resolve("pins.tsv");
    Files.writeString(pinsFile, pins);
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        System.getProperty("mcpgen.fetcher"),
        pinsFile.toString(), temp.resolve("out").toString(), temp.toString()));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().remove("MCPGEN_SCHEMA_MIRROR");
    builder.environment().put("MCPGEN_SCHEMA_CACHE", temp.resolve("cache").toString());
    builder.environment().putAll(env);
    builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process process = builder.start();
    String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "fetcher did not finish");
    return new Run(process.exitValue(), stderr);
  }

  private String pins(String revision, String sha256) {
    return revision + "\thttp://127.0.0.1:1/unused\t" + sha256 + "\n";
  }

  private Path mirrorWith(String revision, byte[] body) throws IOException {
    Path dir = Files.createDirectories(temp.resolve("mirror").resolve(revision));
    Files.write(dir.resolve("schema.json"), body);
    return temp.resolve("mirror");
  }

  private static byte[] bundled(String revision) throws IOException {
    try (InputStream in = SchemaRevisions.open(revision).orElseThrow()) {
      return in.readAllBytes();
    }
  }
}
