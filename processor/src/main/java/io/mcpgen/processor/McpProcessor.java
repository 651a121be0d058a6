package io.mcpgen.processor;

import com.google.auto.service.AutoService;
import io.mcpgen.processor.model.SchemaAnnotation;
import io.mcpgen.processor.model.handler.HandlerAnnotations;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * mcpgen's annotation processor: a dispatcher over its pipelines, each triggered by its own
 * annotations: {@link SchemaStep} for {@code @McpSchema}, {@link HandlerStep} for
 * {@code @McpServer} and {@code @McpClient}; and {@link RevisionStep}, which explains a protocol
 * type that the chosen schema revision lacks.
 *
 * <p>Every pipeline reads, then checks, then writes: problems are compile errors on the element
 * (and annotation member) they are about. <b>Nothing is written for an element with errors</b>: a
 * schema's types, or a handler interface's server stub, typed client and codecs, would not compile
 * anyway, and half of a stub would bury the real error under "cannot find symbol" follow-ons of its
 * own. Code that names {@code OrdersMcpServer} then fails with javac's "cannot find symbol" too, but
 * after mcpgen's error, which says what to fix. No exception reaches javac: an unexpected one
 * becomes an {@code [McpInternalError]} on the element being processed.
 *
 * <p>Gradle: declared aggregating. The {@code ServiceLoader} file that registers the generated
 * Jackson modules lists the modules of every {@code @McpSchema}; and a record two handler
 * interfaces share gets one codec, so a file can depend on several annotated elements. Output is
 * deterministic: elements are handled in name order, members in source order.
 */
@AutoService(Processor.class)
public final class McpProcessor extends AbstractProcessor {

  /** The package of mcpgen's annotations, as a supported-annotation pattern. */
  static final String ANNOTATIONS = "io.mcpgen.annotations.*";

  private List<ProcessingStep> steps = List.of();
  private Diagnostics diagnostics;
  private ProtocolPackages packages;

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    diagnostics = new Diagnostics(environment.getMessager());
    packages = new ProtocolPackages(environment.getElementUtils());
    // Order matters in the last round: the revision step explains missing protocol types before
    // the handler step reports what is still unexplained.
    steps = List.of(new SchemaStep(environment, diagnostics, packages),
        new RevisionStep(environment, diagnostics, packages), new HandlerStep(environment, diagnostics, packages));
  }

  /** For tests: whether this run read the schemas of other revisions (it should only for a missing type). */
  boolean readOtherRevisions() {
    return packages != null && packages.history().loaded();
  }

  /**
   * Every annotation of {@code io.mcpgen.annotations}, and nothing else: the steps look for the few
   * that start them, but the others ({@code @Tool}, {@code @Default}, ...) are mcpgen's too, and
   * claiming them all keeps javac's "No processor claimed any of these annotations" warning away
   * from them, while other processors still see every other annotation. (javac still warns about
   * annotations nobody claims, a framework's say, once any processor runs: hence
   * {@code -Xlint:all,-processing}.)
   */
  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(ANNOTATIONS);
  }

  /** {@code mcpgen.projectDir}: where relative snapshot paths start (else the compiler's working directory). */
  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(SnapshotClients.PROJECT_DIR_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (processingEnv.getSourceVersion().compareTo(SourceVersion.RELEASE_17) < 0) {
      // Below 17 the records mcpgen reads and writes do not exist; every later message would mislead.
      reportSourceLevel(round);
      return true;
    }
    for (ProcessingStep step : steps) {
      try {
        step.process(round);
        if (round.processingOver()) {
          step.finish();
        }
      } catch (RuntimeException e) {
        // Steps report per element; this is the last guard, so javac never sees a stack trace.
        diagnostics.internalError(null, e);
      }
    }
    // Only annotations of io.mcpgen.annotations reach here (see getSupportedAnnotationTypes): claim them.
    return true;
  }

  private void reportSourceLevel(RoundEnvironment round) {
    String level = processingEnv.getSourceVersion().name().substring("RELEASE_".length());
    for (String annotation : List.of(HandlerAnnotations.MCP_SERVER, HandlerAnnotations.MCP_CLIENT,
        SchemaAnnotation.ANNOTATION)) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(annotation);
      if (type != null) {
        round.getElementsAnnotatedWith(type).forEach(element -> diagnostics.sourceLevel(element, level));
      }
    }
  }
}
