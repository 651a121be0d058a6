package io.mcpgen.runtime.skills;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.Skills;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link SkillClient} against a real {@link Skills} server, counting the reads it makes. */
class SkillClientTest {

  private static final String MANIFEST_URI = "skill://pdf-processing/SKILL.md";
  private static final String FORMS_URI = "skill://pdf-processing/references/FORMS.md";
  private static final String MANIFEST = "---\nname: pdf-processing\ndescription: Extract PDF text\n---\n\nBody.\n";
  private static final String FORMS = "Forms.\n";

  @TempDir
  Path root;

  private final List<String> reads = Collections.synchronizedList(new ArrayList<>());
  private McpClientEngine client;
  private SkillClient skills;

  @BeforeEach
  void connect() throws IOException {
    Path references = Files.createDirectories(root.resolve("pdf-processing/references"));
    Files.writeString(references.getParent().resolve("SKILL.md"), MANIFEST);
    Files.writeString(references.resolve("FORMS.md"), FORMS);
    McpServerEngine server = McpServerEngine.builder().skills(Skills.fromDirectory(root)).build();
    client = McpClientEngine.builder(new RecordingReads(InMemoryTransport.connect(server), reads)).build();
    skills = new SkillClient(client);
  }

  @Test
  void listingAndGettingReadNoFile() {
    List<SkillEntry> listed = skills.list().join();
    assertEquals(1, listed.size());
    assertEquals("pdf-processing", listed.get(0).name());
    assertEquals(listed.get(0), skills.get(MANIFEST_URI).join());
    assertEquals(List.of(), reads);
    client.close();
  }

  @Test
  void loadingReadsOnlyTheManifestAndFilesAreReadWhenAskedFor() {
    SkillEntry entry = skills.list().join().get(0);
    LoadedSkill loaded = skills.load(entry).join();
    assertEquals(MANIFEST, loaded.manifest());
    assertEquals(List.of(MANIFEST_URI), reads);
    assertArrayEquals(FORMS.getBytes(StandardCharsets.UTF_8), loaded.file(FORMS_URI).join());
    assertEquals(List.of(MANIFEST_URI, FORMS_URI), reads);
    client.close();
  }

  @Test
  void refusesAManifestWhoseDigestDiffersFromTheEntry() {
    SkillEntry genuine = skills.list().join().get(0);
    SkillEntry tampered = withManifest(genuine, SkillDigest.of("other".getBytes(StandardCharsets.UTF_8)),
        MANIFEST.length());
    assertRefused(tampered, "has digest");
  }

  @Test
  void refusesAManifestWhoseSizeDiffersFromTheEntry() {
    SkillEntry genuine = skills.list().join().get(0);
    SkillEntry tampered = withManifest(genuine, genuine.file(MANIFEST_URI).orElseThrow().digest(),
        MANIFEST.length() + 1);
    assertRefused(tampered, "bytes, the entry lists");
  }

  @Test
  void refusesAManifestWhoseFrontMatterDiffersFromTheEntry() {
    SkillEntry genuine = skills.list().join().get(0);
    SkillEntry tampered = new SkillEntry(genuine.uri(),
        genuine.frontMatter().with("description", JsonString.of("Something else")), genuine.files(), false);
    assertRefused(tampered, "description differs");
  }

  @Test
  void refusesASupportingFileThatFailsItsEntry() {
    SkillEntry genuine = skills.list().join().get(0);
    List<SkillFileEntry> files = List.of(genuine.file(MANIFEST_URI).orElseThrow(),
        new SkillFileEntry(FORMS_URI, SkillDigest.of(FORMS.getBytes(StandardCharsets.UTF_8)), FORMS.length() + 3));
    LoadedSkill loaded = skills.load(new SkillEntry(genuine.uri(), genuine.frontMatter(), files, false)).join();
    CompletionException failed = assertThrows(CompletionException.class, () -> loaded.file(FORMS_URI).join());
    assertInstanceOf(SkillVerificationException.class, failed.getCause());
    client.close();
  }

  private void assertRefused(SkillEntry tampered, String reason) {
    CompletionException failed = assertThrows(CompletionException.class, () -> skills.load(tampered).join());
    SkillVerificationException refused = assertInstanceOf(SkillVerificationException.class, failed.getCause());
    assertEquals(MANIFEST_URI, refused.skillUri());
    org.junit.jupiter.api.Assertions.assertTrue(refused.getMessage().contains(reason), refused.getMessage());
    assertEquals(List.of(MANIFEST_URI), reads);
    client.close();
  }

  private static SkillEntry withManifest(SkillEntry entry, String digest, long size) {
    List<SkillFileEntry> files = new ArrayList<>();
    for (SkillFileEntry file : entry.files()) {
      files.add(file.uri().equals(MANIFEST_URI) ? new SkillFileEntry(MANIFEST_URI, digest, size) : file);
    }
    return new SkillEntry(entry.uri(), entry.frontMatter(), files, false);
  }

  /** Passes everything on, noting the URI of each {@code resources/read}. */
  private static final class RecordingReads implements ClientTransport {
    private final ClientTransport delegate;
    private final List<String> reads;

    RecordingReads(ClientTransport delegate, List<String> reads) {
      this.delegate = delegate;
      this.reads = reads;
    }

    @Override
    public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
      if (JsonString.of("resources/read").equals(request.get("method"))) {
        reads.add(request.get("params").asObject().get("uri").asString());
      }
      return delegate.send(request, notifications);
    }

    @Override
    public void sendNotification(JsonObject notification) {
      delegate.sendNotification(notification);
    }

    @Override
    public void close() {
      delegate.close();
    }
  }
}
