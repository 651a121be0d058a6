package io.mcpgen.runtime.skills;

/**
 * A skill the client refuses: a file whose size or digest differs from the skill's entry, a
 * {@code SKILL.md} whose front matter differs from the entry's, or an entry or read that is not
 * shaped as the extension says. The content is never used.
 */
public final class SkillVerificationException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** The URI of the skill's {@code SKILL.md}. */
  private final String skillUri;

  /** A refusal of the skill at {@code skillUri}, saying why. */
  public SkillVerificationException(String skillUri, String reason) {
    super("refused skill " + skillUri + ": " + reason);
    this.skillUri = skillUri;
  }

  /** The URI of the refused skill's {@code SKILL.md}. */
  public String skillUri() {
    return skillUri;
  }
}
