package io.mcpgen.runtime.skills;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Checks content read for a skill against the skill's entry before anything uses it: the size
 * first (a mismatch fails without hashing), then the {@code sha256:} digest, and for the
 * {@code SKILL.md} its front matter, field by field, against the entry's.
 */
public final class SkillVerifier {

  private SkillVerifier() {}

  /**
   * Verifies a file of the skill: it must be listed (unless the skill is {@code dynamic}) and its
   * bytes must have the listed size and digest.
   *
   * @throws SkillVerificationException when it does not
   */
  public static void verifyFile(SkillEntry skill, String uri, byte[] content) {
    if (skill.dynamic()) {
      return;
    }
    SkillFileEntry listed = skill.file(uri).orElseThrow(() -> new SkillVerificationException(skill.uri(),
        uri + " is not among the skill's listed resources"));
    if (content.length != listed.size()) {
      throw new SkillVerificationException(skill.uri(), uri + " has " + content.length + " bytes, the entry lists "
          + listed.size());
    }
    String digest = SkillDigest.of(content);
    if (!MessageDigest.isEqual(digest.getBytes(StandardCharsets.US_ASCII),
        listed.digest().getBytes(StandardCharsets.US_ASCII))) {
      throw new SkillVerificationException(skill.uri(), uri + " has digest " + digest + ", the entry lists "
          + listed.digest());
    }
  }

  /**
   * Verifies the skill's {@code SKILL.md}: as a file ({@link #verifyFile}), then its front matter,
   * which must equal the entry's in every field.
   *
   * @return the verified text
   * @throws SkillVerificationException when it does not verify
   */
  public static String verifyManifest(SkillEntry skill, byte[] content) {
    verifyFile(skill, skill.uri(), content);
    String text = new String(content, StandardCharsets.UTF_8);
    JsonObject read;
    try {
      read = FrontMatter.parse(text);
    } catch (FrontMatterException unreadable) {
      throw new SkillVerificationException(skill.uri(), unreadable.getMessage());
    }
    Set<String> fields = new LinkedHashSet<>(read.names());
    fields.addAll(skill.frontMatter().names());
    for (String field : fields) {
      JsonValue inFile = read.get(field);
      JsonValue inEntry = skill.frontMatter().get(field);
      if (inFile == null ? inEntry != null && !inEntry.isNull() : !inFile.equals(inEntry) && !(inFile.isNull()
          && inEntry == null)) {
        throw new SkillVerificationException(skill.uri(), "the front matter's " + field + " differs from the entry's");
      }
    }
    return text;
  }
}
