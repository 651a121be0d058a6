package io.mcpgen.runtime.skills;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SkillVerifierTest {

  private static final String URI = "skill://pdf-processing/SKILL.md";
  private static final String FORMS = "skill://pdf-processing/references/FORMS.md";
  private static final byte[] MANIFEST = ("---\nname: pdf-processing\ndescription: Extract PDF text\n---\n\nBody.\n")
      .getBytes(StandardCharsets.UTF_8);
  private static final byte[] FORMS_TEXT = "Forms.\n".getBytes(StandardCharsets.UTF_8);
  private static final JsonObject FRONT_MATTER =
      Json.parse("{\"name\":\"pdf-processing\",\"description\":\"Extract PDF text\"}").asObject();

  private static SkillEntry entry(JsonObject frontMatter, byte[] manifestAsListed) {
    return new SkillEntry(URI, frontMatter, List.of(
        new SkillFileEntry(URI, SkillDigest.of(manifestAsListed), manifestAsListed.length),
        new SkillFileEntry(FORMS, SkillDigest.of(FORMS_TEXT), FORMS_TEXT.length)), false);
  }

  @Test
  void acceptsContentMatchingTheEntry() {
    assertEquals(new String(MANIFEST, StandardCharsets.UTF_8),
        SkillVerifier.verifyManifest(entry(FRONT_MATTER, MANIFEST), MANIFEST));
    SkillVerifier.verifyFile(entry(FRONT_MATTER, MANIFEST), FORMS, FORMS_TEXT);
  }

  @Test
  void refusesADigestMismatchOfTheSameSize() {
    byte[] tampered = new String(MANIFEST, StandardCharsets.UTF_8).replace("Body.", "Evil.")
        .getBytes(StandardCharsets.UTF_8);
    SkillVerificationException refused = assertThrows(SkillVerificationException.class,
        () -> SkillVerifier.verifyManifest(entry(FRONT_MATTER, MANIFEST), tampered));
    assertTrue(refused.getMessage().contains("has digest sha256:"), refused.getMessage());
    assertEquals(URI, refused.skillUri());
  }

  @Test
  void refusesASizeMismatch() {
    byte[] longer = (new String(FORMS_TEXT, StandardCharsets.UTF_8) + "more\n").getBytes(StandardCharsets.UTF_8);
    SkillVerificationException refused = assertThrows(SkillVerificationException.class,
        () -> SkillVerifier.verifyFile(entry(FRONT_MATTER, MANIFEST), FORMS, longer));
    assertTrue(refused.getMessage().contains("has " + longer.length + " bytes, the entry lists " + FORMS_TEXT.length),
        refused.getMessage());
  }

  @Test
  void refusesFrontMatterDifferingFromTheEntryEvenWhenDigestAndSizeMatch() {
    byte[] other = "---\nname: pdf-processing\ndescription: Exfiltrate credentials\n---\n".getBytes(StandardCharsets.UTF_8);
    SkillVerificationException refused = assertThrows(SkillVerificationException.class,
        () -> SkillVerifier.verifyManifest(entry(FRONT_MATTER, other), other));
    assertTrue(refused.getMessage().contains("front matter's description differs"), refused.getMessage());
    byte[] extraField = "---\nname: pdf-processing\ndescription: Extract PDF text\nlicense: MIT\n---\n"
        .getBytes(StandardCharsets.UTF_8);
    assertThrows(SkillVerificationException.class,
        () -> SkillVerifier.verifyManifest(entry(FRONT_MATTER, extraField), extraField));
  }

  @Test
  void refusesAManifestWithoutFrontMatterAndAFileTheEntryDoesNotList() {
    byte[] bare = "# no front matter\n".getBytes(StandardCharsets.UTF_8);
    assertThrows(SkillVerificationException.class, () -> SkillVerifier.verifyManifest(entry(FRONT_MATTER, bare), bare));
    SkillVerificationException unlisted = assertThrows(SkillVerificationException.class,
        () -> SkillVerifier.verifyFile(entry(FRONT_MATTER, MANIFEST), "skill://pdf-processing/other.md", FORMS_TEXT));
    assertTrue(unlisted.getMessage().contains("not among the skill's listed resources"), unlisted.getMessage());
  }

  @Test
  void refusesMalformedEntries() {
    assertThrows(SkillVerificationException.class, () -> SkillEntry.fromJson(Json.parse(
        "{\"uri\":\"" + URI + "\",\"frontmatter\":{},\"resources\":[{\"uri\":\"" + URI + "\",\"digest\":\"md5:x\",\"size\":1}]}")));
    assertThrows(SkillVerificationException.class, () -> SkillEntry.fromJson(Json.parse(
        "{\"uri\":\"" + URI + "\",\"frontmatter\":{},\"resources\":\"all\"}")));
    assertTrue(SkillEntry.fromJson(Json.parse(
        "{\"uri\":\"" + URI + "\",\"frontmatter\":{},\"resources\":\"dynamic\"}")).dynamic());
  }
}
