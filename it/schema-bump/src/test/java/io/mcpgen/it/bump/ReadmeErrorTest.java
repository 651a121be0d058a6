package io.mcpgen.it.bump;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.mcpgen.processor.McpProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The README's step 2 is true: moving {@code before/ToolHost.java} to revision 2026-07-28 (its
 * imports from {@code rev20251125} to {@code rev20260728}, nothing else) gives exactly the errors
 * the README shows, at the lines and columns it shows, and no others.
 */
class ReadmeErrorTest {

  private static final Path BASE = Path.of(System.getProperty("basedir", "."));
  private static final String SOURCES = "src/main/java/io/mcpgen/it/bump/";
  /** A Maven error line: {@code [ERROR] <file>:[line,column] <message>}. */
  private static final Pattern ERROR = Pattern.compile("^\\[ERROR\\] \\S+ToolHost\\.java:\\[(\\d+),(\\d+)\\] (.+)$");

  /** One error: where javac puts it, and its first line of text. */
  private record Shown(long line, long column, String text) {}

  @Test
  void theReadmeShowsTheErrorsOfTheMovedHandler() throws IOException {
    String before = Files.readString(BASE.resolve(SOURCES + "before/ToolHost.java"));
    String moved = before.replace("import io.mcpgen.it.bump.rev20251125.", "import io.mcpgen.it.bump.rev20260728.");
    assertNotEquals(before, moved);
    JavaFileObject host = JavaFileObjects.forSourceString("io.mcpgen.it.bump.before.ToolHost", moved);
    JavaFileObject schema = JavaFileObjects.forSourceString("io.mcpgen.it.bump.rev20260728.package-info",
        Files.readString(BASE.resolve(SOURCES + "rev20260728/package-info.java")));
    Compilation compilation = javac().withProcessors(new McpProcessor()).withOptions("-Xlint:all,-processing")
        .compile(schema, host);

    List<Shown> printed = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
      printed.add(new Shown(error.getLineNumber(), error.getColumnNumber(),
          error.getMessage(Locale.ROOT).lines().findFirst().orElse("")));
    }
    List<Shown> shown = readmeErrors();
    assertTrue(shown.stream().anyMatch(error -> error.text().startsWith("[McpRevisionLacksType]")), "README: " + shown);
    assertEquals(sorted(shown), sorted(printed));
  }

  /** The errors in the README's block of compiler output. */
  private static List<Shown> readmeErrors() throws IOException {
    List<Shown> shown = new ArrayList<>();
    for (String line : Files.readAllLines(BASE.resolve("README.md"))) {
      Matcher matcher = ERROR.matcher(line);
      if (matcher.matches()) {
        shown.add(new Shown(Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2)), matcher.group(3)));
      }
    }
    return shown;
  }

  private static List<Shown> sorted(List<Shown> errors) {
    List<Shown> copy = new ArrayList<>(errors);
    copy.sort((a, b) -> a.line() != b.line() ? Long.compare(a.line(), b.line())
        : a.column() != b.column() ? Long.compare(a.column(), b.column()) : a.text().compareTo(b.text()));
    return copy;
  }
}
