package io.mcpgen.runtime.skills;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * A skill whose {@code SKILL.md} was read and verified; its other files are read, and verified,
 * only when asked for.
 */
public final class LoadedSkill {

  private final SkillClient client;
  private final SkillEntry entry;
  private final String manifest;

  LoadedSkill(SkillClient client, SkillEntry entry, String manifest) {
    this.client = client;
    this.entry = entry;
    this.manifest = manifest;
  }

  /** The entry the skill was verified against. */
  public SkillEntry entry() {
    return entry;
  }

  /** The verified text of {@code SKILL.md}, front matter included. */
  public String manifest() {
    return manifest;
  }

  /**
   * Reads one file of the skill and verifies it against the entry.
   *
   * @return its bytes; fails with {@link SkillVerificationException} when the file is not listed or
   *     does not verify
   */
  public CompletableFuture<byte[]> file(String uri) {
    return client.file(entry, Objects.requireNonNull(uri, "uri"));
  }
}
