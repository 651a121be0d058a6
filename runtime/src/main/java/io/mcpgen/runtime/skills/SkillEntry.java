package io.mcpgen.runtime.skills;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A skill as {@code skills/list} or {@code skills/get} describe it: the URI of its {@code SKILL.md},
 * its front matter, and the files it is made of (with digest and size), or none when the server
 * declares them {@code "dynamic"}.
 *
 * @param uri the URI of the skill's {@code SKILL.md}
 * @param frontMatter the front matter of the {@code SKILL.md}, as JSON
 * @param files the files with their digests and sizes; empty when {@code dynamic}
 * @param dynamic whether the server publishes no file manifest for this skill
 */
public record SkillEntry(String uri, JsonObject frontMatter, List<SkillFileEntry> files, boolean dynamic) {

  private static final Pattern DIGEST = Pattern.compile("sha256:[0-9a-f]{64}");

  /** Copies the files. */
  public SkillEntry {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(frontMatter, "frontMatter");
    files = List.copyOf(files);
  }

  /** The skill's name, from its front matter. */
  public String name() {
    JsonValue name = frontMatter.get("name");
    return name instanceof JsonString ? name.asString() : "";
  }

  /** The listed file with this URI, if any. */
  public Optional<SkillFileEntry> file(String fileUri) {
    return files.stream().filter(file -> file.uri().equals(fileUri)).findFirst();
  }

  /**
   * Reads one entry of a listing.
   *
   * @throws SkillVerificationException when the entry is not shaped as the extension says
   */
  public static SkillEntry fromJson(JsonValue json) {
    if (!(json instanceof JsonObject)) {
      throw new SkillVerificationException("(unknown)", "a skill entry is not an object");
    }
    JsonObject entry = (JsonObject) json;
    JsonValue uri = entry.get("uri");
    if (!(uri instanceof JsonString) || uri.asString().isEmpty()) {
      throw new SkillVerificationException("(unknown)", "a skill entry has no uri");
    }
    String skill = uri.asString();
    JsonValue frontMatter = entry.get("frontmatter");
    if (!(frontMatter instanceof JsonObject)) {
      throw new SkillVerificationException(skill, "the entry has no frontmatter object");
    }
    JsonValue resources = entry.get("resources");
    if (JsonString.of("dynamic").equals(resources)) {
      return new SkillEntry(skill, (JsonObject) frontMatter, List.of(), true);
    }
    if (!(resources instanceof JsonArray)) {
      throw new SkillVerificationException(skill, "the entry's resources are neither a list nor \"dynamic\"");
    }
    List<SkillFileEntry> files = new ArrayList<>();
    for (JsonValue file : resources.asArray().elements()) {
      files.add(file(skill, file));
    }
    return new SkillEntry(skill, (JsonObject) frontMatter, files, false);
  }

  private static SkillFileEntry file(String skill, JsonValue json) {
    if (!(json instanceof JsonObject)) {
      throw new SkillVerificationException(skill, "a resources entry is not an object");
    }
    JsonObject file = (JsonObject) json;
    JsonValue uri = file.get("uri");
    JsonValue digest = file.get("digest");
    JsonValue size = file.get("size");
    if (!(uri instanceof JsonString)) {
      throw new SkillVerificationException(skill, "a resources entry has no uri");
    }
    if (!(digest instanceof JsonString) || !DIGEST.matcher(digest.asString()).matches()) {
      throw new SkillVerificationException(skill, uri.asString() + ": the digest is not sha256: and 64 lowercase hex digits");
    }
    if (!(size instanceof JsonNumber) || !((JsonNumber) size).isLong() || ((JsonNumber) size).longValue() < 0) {
      throw new SkillVerificationException(skill, uri.asString() + ": the size is not a non-negative integer");
    }
    return new SkillFileEntry(uri.asString(), digest.asString(), ((JsonNumber) size).longValue());
  }
}
