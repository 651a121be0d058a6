package io.mcpgen.runtime.skills;

import java.util.Objects;

/**
 * One file a skill entry lists: its URI, the {@code sha256:} digest and the size in bytes its
 * content must have.
 */
public record SkillFileEntry(String uri, String digest, long size) {

  /** Checks the parts are present. */
  public SkillFileEntry {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(digest, "digest");
  }
}
