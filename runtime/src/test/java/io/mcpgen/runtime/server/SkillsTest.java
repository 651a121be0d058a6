package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.skills.SkillDigest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SkillsTest {

  static final String MANIFEST = "---\nname: pdf-processing\ndescription: Extract PDF text\nmetadata:\n  team: docs\n---\n\nBody.\n";
  static final String FORMS = "Forms.\n";

  @TempDir
  Path root;

  static void writeSkill(Path root) throws IOException {
    Path skill = Files.createDirectories(root.resolve("pdf-processing/references"));
    Files.writeString(skill.getParent().resolve("SKILL.md"), MANIFEST);
    Files.writeString(skill.resolve("FORMS.md"), FORMS);
    Files.writeString(root.resolve("README.md"), "not a skill: no folder");
  }

  private McpServerEngine engine() throws IOException {
    writeSkill(root);
    return McpServerEngine.builder().skills(Skills.fromDirectory(root)).build();
  }

  private static JsonObject call(McpServerEngine engine, String method, String params) {
    return result(send(engine, request(1, method, params, "{}")));
  }

  @Test
  void advertisesTheExtensionWithDirectoryReadAndTheResourcesCapability() throws IOException {
    JsonObject capabilities = engine().capabilities();
    assertEquals(Json.parse("{\"directoryRead\":true}"),
        capabilities.get("extensions").asObject().get("io.modelcontextprotocol/skills"));
    assertTrue(capabilities.has("resources"));
  }

  @Test
  void listsEachSkillWithFrontMatterDigestsAndSizes() throws IOException {
    JsonObject listed = call(engine(), "skills/list", "{}");
    byte[] manifest = MANIFEST.getBytes(StandardCharsets.UTF_8);
    assertEquals(Json.parse("[{\"uri\":\"skill://pdf-processing/SKILL.md\","
        + "\"frontmatter\":{\"name\":\"pdf-processing\",\"description\":\"Extract PDF text\",\"metadata\":{\"team\":\"docs\"}},"
        + "\"resources\":["
        + "{\"uri\":\"skill://pdf-processing/SKILL.md\",\"digest\":\"" + SkillDigest.of(manifest) + "\",\"size\":"
        + manifest.length + "},"
        + "{\"uri\":\"skill://pdf-processing/references/FORMS.md\",\"digest\":\""
        + SkillDigest.of(FORMS.getBytes(StandardCharsets.UTF_8)) + "\",\"size\":" + FORMS.length() + "}]}]"),
        listed.get("skills"));
    assertTrue(listed.has("ttlMs") && listed.has("cacheScope"), listed::toString);
  }

  @Test
  void getsOneEntryAndRefusesAnUnknownSkillWithInvalidParams() throws IOException {
    McpServerEngine engine = engine();
    JsonObject got = call(engine, "skills/get", "{\"uri\":\"skill://pdf-processing/SKILL.md\"}");
    assertEquals(call(engine, "skills/list", "{}").get("skills").asArray().get(0), got.get("skill"));
    assertTrue(!got.has("nextCursor") && got.has("ttlMs"), got::toString);
    assertEquals(-32602, error(send(engine, request(2, "skills/get", "{\"uri\":\"skill://other/SKILL.md\"}", "{}")))
        .get("code").asNumber().intValue());
    assertEquals(-32602, error(send(engine, request(3, "skills/get",
        "{\"uri\":\"skill://pdf-processing/references/FORMS.md\"}", "{}"))).get("code").asNumber().intValue());
  }

  @Test
  void servesTheManifestAsAMarkdownResourceNamedAfterTheSkill() throws IOException {
    McpServerEngine engine = engine();
    JsonObject read = call(engine, "resources/read", "{\"uri\":\"skill://pdf-processing/SKILL.md\"}");
    JsonObject content = read.get("contents").asArray().get(0).asObject();
    assertEquals(MANIFEST, content.get("text").asString());
    assertEquals("text/markdown", content.get("mimeType").asString());
    JsonObject listed = call(engine, "resources/list", "{}").get("resources").asArray().elements().stream()
        .map(r -> r.asObject()).filter(r -> r.get("uri").asString().endsWith("/SKILL.md")).findFirst().orElseThrow();
    assertEquals("pdf-processing", listed.get("name").asString());
    assertEquals("Extract PDF text", listed.get("description").asString());
  }

  @Test
  void readsADirectoryListingFilesAndSubfoldersAndRefusesAFile() throws IOException {
    McpServerEngine engine = engine();
    JsonArray top = call(engine, "resources/directory/read", "{\"uri\":\"skill://pdf-processing\"}")
        .get("resources").asArray();
    assertEquals(2, top.size());
    assertEquals("skill://pdf-processing/SKILL.md", top.get(0).asObject().get("uri").asString());
    assertEquals(Json.parse("{\"uri\":\"skill://pdf-processing/references\",\"name\":\"references\","
        + "\"mimeType\":\"inode/directory\"}"), top.get(1));
    JsonArray nested = call(engine, "resources/directory/read", "{\"uri\":\"skill://pdf-processing/references\"}")
        .get("resources").asArray();
    assertEquals("skill://pdf-processing/references/FORMS.md", nested.get(0).asObject().get("uri").asString());
    for (String notADirectory : new String[] {"skill://pdf-processing/SKILL.md", "skill://pdf-processing/refer",
        "skill://none", "file:///etc"}) {
      assertEquals(-32602, error(send(engine, request(2, "resources/directory/read",
          "{\"uri\":\"" + notADirectory + "\"}", "{}"))).get("code").asNumber().intValue(), notADirectory);
    }
  }

  @Test
  void withoutSkillsTheMethodsAreUnknown() {
    McpServerEngine engine = McpServerEngine.builder().build();
    assertTrue(!engine.capabilities().has("extensions"));
    assertEquals(-32601, error(send(engine, request(1, "skills/list", "{}", "{}"))).get("code").asNumber().intValue());
    assertEquals(-32601, error(send(engine, request(2, "resources/directory/read", "{\"uri\":\"skill://a\"}", "{}")))
        .get("code").asNumber().intValue());
  }

  @Test
  void leavesOutHiddenFilesAndFolders() throws IOException {
    writeSkill(root);
    Files.writeString(root.resolve("pdf-processing/.env"), "SECRET=1");
    Files.createDirectories(root.resolve("pdf-processing/.git"));
    Files.writeString(root.resolve("pdf-processing/.git/config"), "[core]");
    McpServerEngine engine = McpServerEngine.builder().skills(Skills.fromDirectory(root)).build();
    String listed = call(engine, "skills/list", "{}").toString() + call(engine, "resources/list", "{}");
    assertTrue(!listed.contains(".env") && !listed.contains(".git"), listed);
  }

  @Test
  void refusesASkillWhoseFrontMatterNameDiffersFromItsFolder() throws IOException {
    Path skill = Files.createDirectories(root.resolve("pdf"));
    Files.writeString(skill.resolve("SKILL.md"), "---\nname: other\ndescription: d\n---\n");
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Skills.fromDirectory(root));
    assertTrue(refused.getMessage().contains("must equal the folder's name"), refused.getMessage());
  }

  @Test
  void refusesASkillWithoutDescriptionOrWithABadName() throws IOException {
    Path skill = Files.createDirectories(root.resolve("pdf"));
    Files.writeString(skill.resolve("SKILL.md"), "---\nname: pdf\n---\n");
    assertThrows(IllegalArgumentException.class, () -> Skills.fromDirectory(root));
    Files.delete(skill.resolve("SKILL.md"));
    Files.delete(skill);
    Path upper = Files.createDirectories(root.resolve("Bad--Name"));
    Files.writeString(upper.resolve("SKILL.md"), "---\nname: Bad--Name\ndescription: d\n---\n");
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Skills.fromDirectory(root));
    assertTrue(refused.getMessage().contains("lowercase"), refused.getMessage());
  }
}
