package io.mcpgen.runtime.skills;

/** A {@code SKILL.md} whose front matter is missing or is YAML this reader does not accept. */
public final class FrontMatterException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** A failure with a message saying what is wrong and where. */
  public FrontMatterException(String message) {
    super(message);
  }
}
