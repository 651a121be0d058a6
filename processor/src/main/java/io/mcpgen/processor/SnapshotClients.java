package io.mcpgen.processor;

import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.model.SchemaReadException;
import io.mcpgen.processor.model.SchemaSource;
import io.mcpgen.processor.model.snapshot.SchemaWarning;
import io.mcpgen.processor.model.snapshot.SnapshotClientModel;
import io.mcpgen.processor.model.snapshot.SnapshotClientReader;
import io.mcpgen.processor.model.snapshot.SnapshotFile;
import io.mcpgen.processor.write.GeneratedFile;
import io.mcpgen.processor.write.SchemaWriter;
import io.mcpgen.processor.write.SnapshotClientWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * {@code @McpClient(snapshot = "...")}: reads the snapshot, maps its schemas to records in the
 * types package, and writes {@code <Interface>McpClient}. Schema positions Java cannot express are
 * warnings on the annotation's {@code snapshot} value, each with its JSON pointer in the file.
 */
final class SnapshotClients {

  /** Where the protocol's own records are, when the build has them. */
  static final String PROTOCOL_PACKAGE = "io.mcpgen.protocol";
  /**
   * The processor option naming the project directory, where a relative snapshot path starts: a
   * reactor build runs javac in the top directory, not the module's
   * ({@code -Amcpgen.projectDir=${project.basedir}}).
   */
  static final String PROJECT_DIR_OPTION = "mcpgen.projectDir";

  private final Elements elements;
  private final Filer filer;
  private final Diagnostics diagnostics;
  private final String projectDir;

  SnapshotClients(ProcessingEnvironment environment, Diagnostics diagnostics) {
    this.elements = environment.getElementUtils();
    this.filer = environment.getFiler();
    this.diagnostics = diagnostics;
    this.projectDir = environment.getOptions().get(PROJECT_DIR_OPTION);
  }

  /** True when an {@code @McpClient} names a snapshot. */
  static boolean isSnapshotClient(AnnotationMirror mirror) {
    return !stringValue(mirror, "snapshot").isEmpty();
  }

  private static String stringValue(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> value : mirror.getElementValues().entrySet()) {
      if (value.getKey().getSimpleName().contentEquals(member) && value.getValue().getValue() instanceof String) {
        return (String) value.getValue().getValue();
      }
    }
    return "";
  }

  private static AnnotationValue value(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> value : mirror.getElementValues().entrySet()) {
      if (value.getKey().getSimpleName().contentEquals(member)) {
        return value.getValue();
      }
    }
    return null;
  }

  void generate(TypeElement element, AnnotationMirror mirror) {
    AnnotationValue snapshotValue = value(mirror, "snapshot");
    String snapshot = stringValue(mirror, "snapshot");
    if (element.getKind() != ElementKind.INTERFACE || hasMethods(element)
        || element.getNestingKind().isNested() && !element.getModifiers().contains(Modifier.STATIC)) {
      diagnostics.printOn(element, mirror, snapshotValue, Message.SNAPSHOT_CLIENT.format("@McpClient(snapshot = ...)"
          + " goes on an empty interface: the methods come from the snapshot; remove the methods of "
          + element.getSimpleName() + ", or drop snapshot and declare them all by hand"));
      return;
    }
    Path path = projectDir == null || Path.of(snapshot).isAbsolute() ? SchemaSource.file(snapshot)
        : Path.of(projectDir).resolve(snapshot).toAbsolutePath().normalize();
    SnapshotFile file;
    try {
      file = SnapshotFile.read(SchemaSource.read(path));
    } catch (IOException e) {
      diagnostics.printOn(element, mirror, snapshotValue, Message.SNAPSHOT_FILE.format("snapshot \"" + snapshot
          + "\" cannot be read (looked at " + path + ": " + e.getClass().getSimpleName() + "); fix the path (a relative"
          + " path starts at the processor option -A" + PROJECT_DIR_OPTION + ", else at the compiler's working"
          + " directory), or make the"
          + " snapshot with: java -jar mcpgen-cli.jar snapshot <server URL> -o " + snapshot));
      return;
    } catch (SchemaReadException e) {
      diagnostics.printOn(element, mirror, snapshotValue, Message.SNAPSHOT_FILE.format("snapshot \"" + snapshot
          + "\" at " + (e.pointer().isEmpty() ? "/" : e.pointer()) + " " + e.getMessage()
          + "; take the snapshot again with mcpgen-cli snapshot"));
      return;
    }
    List<String> mismatches = file.digestMismatches();
    for (String mismatch : mismatches) {
      diagnostics.printOn(element, mirror, snapshotValue, Message.SNAPSHOT_DIGEST.format("snapshot \"" + snapshot
          + "\" at " + mismatch));
    }
    if (!mismatches.isEmpty()) {
      return;
    }
    String packageName = elements.getPackageOf(element).getQualifiedName().toString();
    String typesPackage = stringValue(mirror, "packageName");
    if (typesPackage.isEmpty()) {
      String leaf = element.getSimpleName().toString().toLowerCase(Locale.ROOT);
      leaf = SourceVersion.isKeyword(leaf) ? leaf + "_" : leaf;
      typesPackage = packageName.isEmpty() ? leaf : packageName + "." + leaf;
    }
    String origin = "snapshot " + Path.of(snapshot).getFileName();
    SnapshotClientModel model = SnapshotClientReader.read(file, typesPackage, origin);
    for (SchemaWarning warning : model.warnings()) {
      diagnostics.warnOn(element, mirror, snapshotValue, Message.SNAPSHOT_SCHEMA.format("snapshot \"" + snapshot
          + "\" at " + warning.pointer() + " " + warning.message()));
    }
    List<GeneratedFile> files = new ArrayList<>(SchemaWriter.files(model.types(), element, false));
    Optional<String> protocol = elements.getTypeElement(PROTOCOL_PACKAGE + ".CallToolResult") != null
        ? Optional.of(PROTOCOL_PACKAGE) : Optional.empty();
    files.add(SnapshotClientWriter.write(model, element, protocol, origin, packageTypes(packageName)));
    for (GeneratedFile generated : files) {
      try {
        JavaFileObject source = filer.createSourceFile(generated.qualifiedName(), element);
        try (Writer out = source.openWriter()) {
          out.write(generated.text());
        }
      } catch (IOException e) {
        diagnostics.printOn(element, Message.WRITE_FAILED.format("cannot write " + generated.qualifiedName() + ": "
            + e.getMessage() + "; check that no other type, annotation or processor generates it"));
        return;
      }
    }
  }

  private static boolean hasMethods(TypeElement element) {
    for (Element member : element.getEnclosedElements()) {
      if (member.getKind() == ElementKind.METHOD) {
        return true;
      }
    }
    return false;
  }

  private Set<String> packageTypes(String packageName) {
    Set<String> names = new TreeSet<>();
    PackageElement pkg = elements.getPackageElement(packageName);
    if (pkg != null) {
      for (Element member : pkg.getEnclosedElements()) {
        names.add(member.getSimpleName().toString());
      }
    }
    return names;
  }
}
