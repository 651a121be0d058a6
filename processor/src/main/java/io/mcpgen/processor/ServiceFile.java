package io.mcpgen.processor;

import io.mcpgen.processor.check.Message;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes a {@code META-INF/services} file listing generated classes (the Jackson modules, the
 * server registrations). Entries already in the output (an earlier incremental compile, or the
 * user's own) are kept while their class still exists; the lines are sorted, so the file is the
 * same on every run.
 */
final class ServiceFile {

  private ServiceFile() {}

  /**
   * @param classes binary names ({@code a.B$C} for a nested class)
   * @param withoutIt what breaks when the file cannot be written, for the error
   */
  static void write(Filer filer, Elements elements, String path, Set<String> classes, Diagnostics diagnostics,
      String withoutIt) {
    Set<String> lines = new TreeSet<>(classes);
    try {
      FileObject existing = filer.getResource(StandardLocation.CLASS_OUTPUT, "", path);
      try (Reader in = existing.openReader(true); BufferedReader reader = new BufferedReader(in)) {
        String line;
        while ((line = reader.readLine()) != null) {
          String name = line.replaceAll("#.*", "").trim();
          // getTypeElement takes canonical names: a nested class's binary name has a '$' there.
          if (!name.isEmpty() && elements.getTypeElement(name.replace('$', '.')) != null) {
            lines.add(name);
          }
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // No earlier file: nothing to keep.
    }
    try {
      FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path);
      try (Writer out = file.openWriter()) {
        for (String line : lines) {
          out.write(line);
          out.write('\n');
        }
      }
    } catch (IOException e) {
      diagnostics.printRaw(Diagnostic.Kind.ERROR, Message.WRITE_FAILED.format("cannot write " + path + ": "
          + e.getMessage() + "; " + withoutIt));
    }
  }
}
