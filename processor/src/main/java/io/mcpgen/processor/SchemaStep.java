package io.mcpgen.processor;

import io.mcpgen.processor.check.AnnotationCheck;
import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.check.Problem;
import io.mcpgen.processor.check.SchemaCheck;
import io.mcpgen.processor.model.JavaModel;
import io.mcpgen.processor.model.SchemaAnnotation;
import io.mcpgen.processor.model.SchemaDocument;
import io.mcpgen.processor.model.SchemaReadException;
import io.mcpgen.processor.model.SchemaReader;
import io.mcpgen.processor.model.SchemaSource;
import io.mcpgen.processor.model.TypeMapper;
import io.mcpgen.processor.model.UnsupportedSchemaException;
import io.mcpgen.processor.write.ServiceFiles;
import io.mcpgen.processor.write.GeneratedFile;
import io.mcpgen.processor.write.RuntimeNames;
import io.mcpgen.processor.write.SchemaWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * The {@code @McpSchema} pipeline: read the annotation and the schema, check both, map the schema
 * to Java types, write them; at the end, register every generated Jackson module.
 */
final class SchemaStep implements ProcessingStep {

  private final Elements elements;
  private final Filer filer;
  private final Diagnostics diagnostics;
  private final ProtocolPackages protocolPackages;
  /** Packages generated into so far, and by which annotated element. */
  private final Map<String, String> packages = new LinkedHashMap<>();
  private final Set<String> modules = new TreeSet<>();

  SchemaStep(ProcessingEnvironment environment, Diagnostics diagnostics, ProtocolPackages protocolPackages) {
    this.elements = environment.getElementUtils();
    this.filer = environment.getFiler();
    this.diagnostics = diagnostics;
    this.protocolPackages = protocolPackages;
  }

  @Override
  public Set<String> annotations() {
    return Set.of(SchemaAnnotation.ANNOTATION);
  }

  @Override
  public void process(RoundEnvironment round) {
    TypeElement annotation = elements.getTypeElement(SchemaAnnotation.ANNOTATION);
    if (annotation == null) {
      return;
    }
    List<Element> annotated = new ArrayList<>(round.getElementsAnnotatedWith(annotation));
    // Sorted, so that messages and files come out in the same order on every run.
    annotated.sort(Comparator.comparing(Element::toString));
    for (Element element : annotated) {
      try {
        mirror(element).ifPresent(mirror -> generate(SchemaAnnotation.read(element, mirror, elements)));
      } catch (RuntimeException e) {
        diagnostics.internalError(element, e);
      }
    }
  }

  private static Optional<AnnotationMirror> mirror(Element element) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(SchemaAnnotation.ANNOTATION)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  private void generate(SchemaAnnotation annotation) {
    if (!diagnostics.print(AnnotationCheck.check(annotation, SchemaSource.revisions()), annotation)) {
      return;
    }
    String earlier = packages.putIfAbsent(annotation.packageName(), annotation.element().toString());
    if (earlier != null) {
      diagnostics.print(new Problem(Message.SCHEMA_DUPLICATE_PACKAGE, "@McpSchema generates into package "
          + annotation.packageName() + ", as the @McpSchema on " + earlier + " does; give each schema a"
          + " package of its own with packageName", "packageName"), annotation);
      return;
    }
    Optional<byte[]> bytes = load(annotation);
    if (bytes.isEmpty()) {
      return;
    }
    SchemaDocument document;
    try {
      document = SchemaReader.read(bytes.get(), annotation.origin());
    } catch (SchemaReadException e) {
      Message message = e.reason() == SchemaReadException.Reason.NOT_JSON ? Message.SCHEMA_NOT_JSON
          : Message.SCHEMA_MALFORMED;
      String advice = e.reason() == SchemaReadException.Reason.NOT_JSON
          ? "fix the file so it parses as JSON" : "fix the schema so the keyword has the shape JSON Schema gives it";
      diagnostics.print(Problem.of(message, "The schema (" + annotation.origin() + ") at " + e.pointer() + " "
          + e.getMessage() + "; " + advice), annotation);
      return;
    }
    if (!diagnostics.print(SchemaCheck.check(document), annotation)) {
      return;
    }
    JavaModel model;
    try {
      model = TypeMapper.map(document, annotation.packageName());
    } catch (UnsupportedSchemaException e) {
      diagnostics.print(Problem.of(Message.SCHEMA_UNSUPPORTED, e.pointer() + " " + e.getMessage()), annotation);
      return;
    }
    // The Jackson module extends mcpgen-json-jackson's CodecModule: only write it where that is.
    boolean jackson = elements.getTypeElement(RuntimeNames.CODEC_MODULE.canonicalName()) != null;
    if (!write(SchemaWriter.files(model, annotation.element(), jackson), annotation)) {
      return;
    }
    protocolPackages.generated(annotation.packageName(), annotation.usesFile() ? null : annotation.revision(),
        annotation.origin());
    if (jackson) {
      modules.add(SchemaWriter.moduleName(model));
    }
  }

  private Optional<byte[]> load(SchemaAnnotation annotation) {
    if (annotation.usesFile()) {
      Path path = SchemaSource.file(annotation.file());
      try {
        return Optional.of(SchemaSource.read(path));
      } catch (IOException e) {
        diagnostics.print(new Problem(Message.SCHEMA_FILE_MISSING, "@McpSchema file \"" + annotation.file()
            + "\" cannot be read (looked at " + path + ": " + e.getClass().getSimpleName() + "); fix the path:"
            + " a relative path starts at the compiler's working directory, the project directory under Maven"
            + " and Gradle", "file"), annotation);
        return Optional.empty();
      }
    }
    try {
      Optional<byte[]> bytes = SchemaSource.revision(annotation.revision());
      if (bytes.isEmpty()) {
        diagnostics.print(new Problem(Message.SCHEMA_UNKNOWN_REVISION, "@McpSchema revision \""
            + annotation.revision() + "\" is pinned but missing from the mcpgen-schema jar; rebuild mcpgen-schema",
            "revision"), annotation);
      }
      return bytes;
    } catch (IOException e) {
      diagnostics.print(new Problem(Message.SCHEMA_FILE_MISSING, "the bundled schema of revision "
          + annotation.revision() + " cannot be read (" + e.getMessage() + "); rebuild mcpgen-schema", "revision"),
          annotation);
      return Optional.empty();
    }
  }

  /**
   * Writes the files; false when one could not be written (that is reported). Printing a file
   * (javapoet) touches nothing of javac's, so one helper thread prints the files, in order, while
   * this thread hands the printed ones to the {@code Filer}, whose work per file (javac looks the
   * new name up in every module) is about as long: on two cores they overlap. The bytes are the
   * same; only the Filer is called from javac's thread, as it must be.
   */
  private boolean write(List<GeneratedFile> files, SchemaAnnotation annotation) {
    ExecutorService printer = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "mcpgen-print");
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<Future<String>> texts = new ArrayList<>(files.size());
      for (GeneratedFile file : files) {
        texts.add(printer.submit(file::text));
      }
      for (int i = 0; i < files.size(); i++) {
        GeneratedFile file = files.get(i);
        try {
          JavaFileObject source = filer.createSourceFile(file.qualifiedName(), annotation.element());
          try (Writer out = source.openWriter()) {
            out.write(printed(texts.get(i)));
          }
          protocolPackages.wroteSchemaType(file.qualifiedName());
        } catch (IOException e) {
          diagnostics.print(Problem.of(Message.WRITE_FAILED, "cannot write " + file.qualifiedName() + ": "
              + e.getMessage() + "; check that no other annotation or processor generates it"), annotation);
          return false;
        }
      }
      return true;
    } finally {
      printer.shutdownNow();
    }
  }

  /** The printed text; a failure in printing surfaces here, on javac's thread, as it would have. */
  private static String printed(Future<String> text) {
    try {
      return text.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while printing a generated file", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new IllegalStateException(cause);
    }
  }

  @Override
  public void finish() {
    if (modules.isEmpty()) {
      return;
    }
    ServiceFile.write(filer, elements, ServiceFiles.JACKSON_MODULES, modules, diagnostics,
        "without it JsonMapper.findAndAddModules() will not find the generated modules");
  }
}
