package io.mcpgen.runtime.state;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A key ring file ({@link KeyRingFile}) breaks a rule. The message names the file, the line and
 * the rule, and never quotes the file's text.
 */
public final class InvalidKeyRingException extends IOException {
  private static final long serialVersionUID = 1L;

  private final int line;

  InvalidKeyRingException(Path file, int line, String problem) {
    super("requestState key ring file " + file + (line > 0 ? " line " + line + ": " : " ") + problem);
    this.line = line;
  }

  /** The 1-based line at fault, or 0 when the fault is the file as a whole. */
  public int line() {
    return line;
  }
}
