package io.mcpgen.processor.check;

/**
 * One error found, with its text (which names the JSON pointer for schema problems and says what
 * to do), and the annotation member to point at when the problem is in one ({@code revision},
 * {@code file}, {@code packageName}); null to point at the annotation.
 */
public record Problem(Message message, String text, String annotationMember) {

  public static Problem of(Message message, String text) {
    return new Problem(message, text, null);
  }

  /** The text javac prints. */
  public String formatted() {
    return message.format(text);
  }
}
