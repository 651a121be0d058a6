package io.mcpgen.cli;

import java.util.List;
import java.util.regex.Pattern;

/** A command as a POSIX shell line: words with nothing special as they are, others single-quoted. */
final class ShellLine {

  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

  private ShellLine() {}

  static String of(List<String> command) {
    StringBuilder line = new StringBuilder();
    for (String word : command) {
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'");
    }
    return line.toString();
  }
}
