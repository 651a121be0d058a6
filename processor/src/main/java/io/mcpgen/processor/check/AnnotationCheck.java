package io.mcpgen.processor.check;

import io.mcpgen.processor.model.SchemaAnnotation;
import java.util.List;
import javax.lang.model.SourceVersion;

/** Checks the members of one {@code @McpSchema} before any schema is read. */
public final class AnnotationCheck {

  private AnnotationCheck() {}

  /** @param revisions the bundled revisions */
  public static Report check(SchemaAnnotation annotation, List<String> revisions) {
    Report report = new Report();
    if (!SourceVersion.isName(annotation.packageName())) {
      report.add(new Problem(Message.SCHEMA_BAD_PACKAGE, "@McpSchema packageName \"" + annotation.packageName()
          + "\" is not a Java package name; use dotted identifiers such as \"com.acme.mcp\"", "packageName"));
    }
    if (!annotation.usesFile() && !revisions.contains(annotation.revision())) {
      report.add(new Problem(Message.SCHEMA_UNKNOWN_REVISION, "@McpSchema revision \"" + annotation.revision()
          + "\" is not a schema revision mcpgen bundles; use one of " + String.join(", ", revisions)
          + ", or set file = \"path/to/schema.json\" to read a schema of your own", "revision"));
    }
    return report;
  }
}
