package io.mcpgen.processor;

import io.mcpgen.processor.check.HandlerCheck;
import io.mcpgen.processor.check.HandlerReport;
import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.model.handler.HandlerAnnotations;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.HandlerReader;
import io.mcpgen.processor.model.handler.UserTypes;
import io.mcpgen.processor.model.handler.ValueType;
import io.mcpgen.processor.write.GeneratedFile;
import io.mcpgen.processor.write.HandlerWriter;
import io.mcpgen.processor.write.ServiceFiles;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * The handler pipeline, for {@code @McpServer} and {@code @McpClient}: read the interface, check
 * it, and write its server stub, its typed client and the codecs of the records and enums it
 * uses.
 *
 * <p>An interface that refers to a type javac cannot resolve yet waits for the next round (by
 * name: its element may change between rounds), since the type may be generated in this one
 * (protocol records of an {@code @McpSchema} in the same module, say). One still unresolved when
 * processing ends is reported, and gets no code.
 */
final class HandlerStep implements ProcessingStep {

  private final Elements elements;
  private final Filer filer;
  private final Diagnostics diagnostics;
  private final ProtocolPackages protocolPackages;
  /** Interfaces waiting for a later round, by qualified name, with the types they wait for. */
  private final Map<String, List<String>> deferred = new LinkedHashMap<>();
  /** Codecs of user types written in this compilation: a record two interfaces share gets one. */
  private final Set<String> codecs = new HashSet<>();
  /** The server registrations written so far, listed for {@code ServiceLoader} in the last round. */
  private final Set<String> registrations = new TreeSet<>();
  /** The client registrations written so far. */
  private final Set<String> clientRegistrations = new TreeSet<>();
  private final SnapshotClients snapshotClients;
  private final StrayMethods strayMethods;

  HandlerStep(ProcessingEnvironment environment, Diagnostics diagnostics, ProtocolPackages protocolPackages) {
    this.elements = environment.getElementUtils();
    this.filer = environment.getFiler();
    this.diagnostics = diagnostics;
    this.protocolPackages = protocolPackages;
    this.snapshotClients = new SnapshotClients(environment, diagnostics);
    this.strayMethods = new StrayMethods(elements, diagnostics);
  }

  @Override
  public Set<String> annotations() {
    return Set.of(HandlerAnnotations.MCP_SERVER, HandlerAnnotations.MCP_CLIENT);
  }

  @Override
  public void process(RoundEnvironment round) {
    if (round.processingOver()) {
      return;
    }
    strayMethods.check(round);
    Map<String, TypeElement> todo = new LinkedHashMap<>();
    for (String name : deferred.keySet()) {
      TypeElement element = elements.getTypeElement(name);
      if (element != null) {
        todo.put(name, element);
      }
    }
    deferred.clear();
    List<TypeElement> annotated = new ArrayList<>();
    for (String annotation : annotations()) {
      TypeElement type = elements.getTypeElement(annotation);
      if (type != null) {
        for (Element element : round.getElementsAnnotatedWith(type)) {
          if (element instanceof TypeElement) {
            annotated.add((TypeElement) element);
          }
        }
      }
    }
    // Sorted, so that messages and files come out in the same order on every run.
    annotated.sort(Comparator.comparing(element -> element.getQualifiedName().toString()));
    annotated.forEach(element -> todo.putIfAbsent(element.getQualifiedName().toString(), element));
    for (TypeElement element : todo.values()) {
      try {
        handle(element);
      } catch (RuntimeException e) {
        diagnostics.internalError(element, e);
      }
    }
  }

  private void handle(TypeElement element) {
    Optional<AnnotationMirror> server = HandlerAnnotations.find(element, HandlerAnnotations.MCP_SERVER);
    Optional<AnnotationMirror> client = HandlerAnnotations.find(element, HandlerAnnotations.MCP_CLIENT);
    if (server.isEmpty() && client.isPresent() && SnapshotClients.isSnapshotClient(client.get())) {
      snapshotClients.generate(element, client.get());
      return;
    }
    HandlerModel.Role role = server.isPresent() ? HandlerModel.Role.SERVER : HandlerModel.Role.CLIENT;
    HandlerModel model = HandlerReader.read(element, server.or(() -> client).orElseThrow(), role, elements);
    if (!model.unresolved().isEmpty()) {
      deferred.put(element.getQualifiedName().toString(), model.unresolved());
      return;
    }
    HandlerReport report = HandlerCheck.check(model, server.isPresent() && client.isPresent());
    if (!diagnostics.print(report)) {
      return;
    }
    for (GeneratedFile file : HandlerWriter.stubs(model, packageTypes(model.packageName()))) {
      write(file, element);
    }
    if (model.role() == HandlerModel.Role.SERVER) {
      registrations.add(HandlerWriter.serverRegistration(model));
    }
    clientRegistrations.add(HandlerWriter.clientRegistration(model));
    for (ValueType type : UserTypes.reachable(model)) {
      String codec = HandlerWriter.codecName(type);
      // A codec that exists already (written in an earlier round, or compiled into a library) is used as it is.
      if (codecs.contains(codec) || elements.getTypeElement(codec) != null) {
        continue;
      }
      codecs.add(codec);
      TypeElement owner = type instanceof ValueType.RecordType ? ((ValueType.RecordType) type).element()
          : ((ValueType.EnumType) type).element();
      write(HandlerWriter.codec(type, List.of(owner, element), packageTypes(UserTypes.name(owner).packageName())),
          element, owner);
    }
  }

  /** The simple names of the top-level types of a package, so generated code can avoid hiding them. */
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

  /** Writes one file; {@code origins} are what it is generated from (the interface first). */
  private void write(GeneratedFile file, TypeElement... origins) {
    TypeElement element = origins[0];
    try {
      JavaFileObject source = filer.createSourceFile(file.qualifiedName(), origins);
      try (Writer out = source.openWriter()) {
        out.write(file.text());
      }
    } catch (IOException e) {
      diagnostics.printOn(element, Message.WRITE_FAILED.format("cannot write " + file.qualifiedName() + ": "
          + e.getMessage() + "; check that no other type, annotation or processor generates it"));
    }
  }

  @Override
  public void finish() {
    for (Map.Entry<String, List<String>> waiting : deferred.entrySet()) {
      // A protocol type the revision lacks has its own message already, on the element that uses it.
      List<String> unexplained = new ArrayList<>();
      for (String type : waiting.getValue()) {
        if (!protocolPackages.isExplained(waiting.getKey(), type)) {
          unexplained.add(type);
        }
      }
      if (unexplained.isEmpty()) {
        continue;
      }
      TypeElement element = elements.getTypeElement(waiting.getKey());
      String text = Message.UNRESOLVED_TYPE.format(waiting.getKey() + " refers to " + String.join(", ",
          unexplained) + ", which javac cannot find; mcpgen generated nothing for it: fix the reference (are"
          + " the protocol types generated by an @McpSchema in this module, or on the class path?)");
      if (element != null) {
        diagnostics.printOn(element, text);
      } else {
        diagnostics.printRaw(Diagnostic.Kind.ERROR, text);
      }
    }
    deferred.clear();
    if (!registrations.isEmpty()) {
      ServiceFile.write(filer, elements, ServiceFiles.SERVER_REGISTRATIONS, registrations, diagnostics,
          "frameworks such as the Spring Boot starter will not find the generated servers");
    }
    if (!clientRegistrations.isEmpty()) {
      ServiceFile.write(filer, elements, ServiceFiles.CLIENT_REGISTRATIONS, clientRegistrations, diagnostics,
          "frameworks such as the Spring Boot starter will not find the generated clients");
    }
  }
}
