package io.mcpgen.processor;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.model.RevisionHistory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Explains a protocol type the chosen revision does not have. javac holds back its "cannot find
 * symbol" while processors run (the type might yet be generated) and prints it after the last
 * round; in that last round this step looks at the signatures of every type of the compilation
 * but those an {@code @McpSchema} wrote (fields, record components, method parameters and
 * returns, supertypes, class literals in annotations) for types javac could not resolve that live
 * in a generated protocol package, and reports each on its element: which revision the package is
 * generated from, which revisions define the type, and what replaced it where the schemas (or
 * {@code Replacements}) say so.
 *
 * <p>Method bodies are out of reach: a processor sees declarations, not statements, so a missing
 * accessor or constant used in a body gets javac's message alone.
 *
 * <p>Cheap when nothing is missing: it keeps the names of the compilation's types, and reads the
 * other revisions' definitions only when it meets a missing protocol type.
 */
final class RevisionStep implements ProcessingStep {

  private final Elements elements;
  private final Diagnostics diagnostics;
  private final ProtocolPackages packages;
  private final Trees trees;
  /** The compilation's top-level types, by qualified name (their elements change between rounds). */
  private final Set<String> roots = new LinkedHashSet<>();

  RevisionStep(ProcessingEnvironment environment, Diagnostics diagnostics, ProtocolPackages packages) {
    this.elements = environment.getElementUtils();
    this.diagnostics = diagnostics;
    this.packages = packages;
    this.trees = trees(environment);
  }

  /** javac's tree API, to read a file's imports; null under another compiler (then only qualified names count). */
  private static Trees trees(ProcessingEnvironment environment) {
    try {
      return Trees.instance(environment);
    } catch (IllegalArgumentException | LinkageError e) {
      return null;
    }
  }

  @Override
  public Set<String> annotations() {
    return Set.of();
  }

  @Override
  public void process(RoundEnvironment round) {
    for (Element root : round.getRootElements()) {
      if (root instanceof TypeElement) {
        String name = ((TypeElement) root).getQualifiedName().toString();
        // A schema's own types are complete by construction; scanning the hundreds of them a
        // revision generates would cost the last round more than everything else it does.
        if (!packages.isSchemaType(name)) {
          roots.add(name);
        }
      }
    }
  }

  @Override
  public void finish() {
    for (String name : roots) {
      TypeElement type = elements.getTypeElement(name);
      if (type != null) {
        try {
          scan(type, type, new Imports(type));
        } catch (RuntimeException e) {
          diagnostics.internalError(type, e);
        }
      }
    }
    roots.clear();
  }

  /** Looks at the signatures of a type and of its nested types. */
  private void scan(TypeElement type, TypeElement top, Imports imports) {
    String owner = top.getQualifiedName().toString();
    annotations(type, owner, imports);
    for (TypeMirror supertype : supertypes(type)) {
      check(supertype, type, owner, imports);
    }
    Set<String> components = new HashSet<>();
    ElementFilter.recordComponentsIn(type.getEnclosedElements())
        .forEach(component -> components.add(component.getSimpleName().toString()));
    for (Element member : type.getEnclosedElements()) {
      if (member instanceof TypeElement) {
        scan((TypeElement) member, top, imports);
      } else if (member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.ENUM_CONSTANT) {
        // A record component's private field: javac places diagnostics there, at the component.
        check(member.asType(), member, owner, imports);
        annotations(member, owner, imports);
      } else if (member instanceof ExecutableElement) {
        ExecutableElement method = (ExecutableElement) member;
        boolean recordMember = type.getKind() == ElementKind.RECORD && (member.getKind() == ElementKind.CONSTRUCTOR
            || (method.getParameters().isEmpty() && components.contains(method.getSimpleName().toString())));
        if (recordMember) {
          continue; // the component's field already says it, once
        }
        check(method.getReturnType(), method, owner, imports);
        annotations(method, owner, imports);
        for (VariableElement parameter : method.getParameters()) {
          check(parameter.asType(), parameter, owner, imports);
          annotations(parameter, owner, imports);
        }
      }
    }
  }

  /** Class literals in the element's annotations ({@code @Forms(Old.class)}), reported on the value. */
  private void annotations(Element element, String owner, Imports imports) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      for (AnnotationValue value : mirror.getElementValues().values()) {
        annotationValue(value, element, mirror, owner, imports);
      }
    }
  }

  private void annotationValue(AnnotationValue value, Element element, AnnotationMirror mirror, String owner,
      Imports imports) {
    Object content = value.getValue();
    String missing = null;
    if (content instanceof TypeMirror && ((TypeMirror) content).getKind() == TypeKind.ERROR) {
      missing = content.toString();
    } else if ("<error>".equals(content) && trees != null) {
      // javac (17) keeps only "<error>" for a class literal it cannot resolve; the name is in the tree.
      Tree tree = trees.getTree(element, mirror, value);
      if (tree instanceof MemberSelectTree && ((MemberSelectTree) tree).getIdentifier().contentEquals("class")) {
        missing = ((MemberSelectTree) tree).getExpression().toString();
      }
    }
    if (missing != null) {
      explain(missing, owner, imports, text -> diagnostics.printOn(element, mirror, value, text));
    } else if (content instanceof List) {
      for (Object item : (List<?>) content) {
        if (item instanceof AnnotationValue) {
          annotationValue((AnnotationValue) item, element, mirror, owner, imports);
        }
      }
    }
  }

  private static List<TypeMirror> supertypes(TypeElement type) {
    List<TypeMirror> supertypes = new ArrayList<>(type.getInterfaces());
    if (type.getSuperclass().getKind() != TypeKind.NONE) {
      supertypes.add(type.getSuperclass());
    }
    return supertypes;
  }

  /** Reports every missing protocol type inside {@code type} on {@code element}. */
  private void check(TypeMirror type, Element element, String owner, Imports imports) {
    switch (type.getKind()) {
      case ERROR:
        explain(type.toString(), owner, imports, text -> diagnostics.printOn(element, text));
        for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
          check(argument, element, owner, imports);
        }
        break;
      case DECLARED:
        for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
          check(argument, element, owner, imports);
        }
        break;
      case ARRAY:
        check(((ArrayType) type).getComponentType(), element, owner, imports);
        break;
      case WILDCARD:
        WildcardType wildcard = (WildcardType) type;
        if (wildcard.getExtendsBound() != null) {
          check(wildcard.getExtendsBound(), element, owner, imports);
        }
        if (wildcard.getSuperBound() != null) {
          check(wildcard.getSuperBound(), element, owner, imports);
        }
        break;
      default:
        break;
    }
  }

  /** Explains a missing type when it belongs to a protocol package; {@code report} prints the text. */
  private void explain(String written, String owner, Imports imports, Consumer<String> report) {
    int arguments = written.indexOf('<');
    String name = arguments < 0 ? written : written.substring(0, arguments);
    int dot = name.lastIndexOf('.');
    String simpleName = name.substring(dot + 1);
    Optional<Candidate> candidate = dot > 0 ? inPackage(name.substring(0, dot), simpleName, true)
        : imports.resolve(simpleName);
    if (candidate.isEmpty()) {
      return;
    }
    Candidate found = candidate.get();
    ProtocolPackages.Origin origin = found.origin();
    RevisionHistory history = packages.history();
    RevisionHistory.Lookup lookup = origin.revision() == null ? null : history.lookup(simpleName, origin.revision());
    List<String> definedIn = lookup != null ? lookup.definedIn() : history.lookup(simpleName, "").definedIn();
    StringBuilder text = new StringBuilder();
    text.append(found.packageName()).append('.').append(simpleName).append(" does not exist: ")
        .append(found.packageName()).append(" is generated from ").append(origin.description());
    if (origin.revision() != null) {
      text.append(", which has no ").append(simpleName);
    }
    if (definedIn.isEmpty()) {
      text.append(", and no published MCP revision (").append(list(history.revisions()))
          .append(") defines it either; check the spelling");
    } else {
      text.append("; ").append(definedIn.size() == 1 ? "revision " : "revisions ").append(list(definedIn))
          .append(definedIn.size() == 1 ? " defines" : " define").append(" it");
      if (lookup != null && lookup.replacement() != null) {
        text.append(". In ").append(origin.revision()).append(" its place is taken by ").append(lookup.replacement());
      } else if (origin.revision() != null) {
        text.append(". Neither the ").append(origin.revision()).append(" schema nor mcpgen's table of replacements"
            + " names a successor: remove its use, or generate the package from a revision that has it");
      }
    }
    report.accept(Message.REVISION_LACKS_TYPE.format(text.toString()));
    packages.explained(owner, written);
  }

  /**
   * The protocol package {@code simpleName} is looked up in, when the package is one; with
   * {@code named} (a single-type import or a qualified name) it is the package the user wrote, and
   * otherwise (an on-demand import) only when some revision defines the name.
   */
  private Optional<Candidate> inPackage(String packageName, String simpleName, boolean named) {
    Optional<ProtocolPackages.Origin> origin = packages.origin(packageName);
    if (origin.isEmpty()) {
      return Optional.empty();
    }
    if (!named && packages.history().lookup(simpleName, "").definedIn().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Candidate(packageName, origin.get()));
  }

  private record Candidate(String packageName, ProtocolPackages.Origin origin) {}

  /**
   * A file's imports, to tell which package a simple name was meant to come from; read only when
   * a missing type is met.
   */
  private final class Imports {
    private final TypeElement type;
    private List<String> single;
    private List<String> onDemand;

    Imports(TypeElement type) {
      this.type = type;
    }

    private void read() {
      if (single != null) {
        return;
      }
      single = new ArrayList<>();
      onDemand = new ArrayList<>();
      onDemand.add(elements.getPackageOf(type).getQualifiedName().toString());
      TreePath path = trees == null ? null : trees.getPath(type);
      CompilationUnitTree unit = path == null ? null : path.getCompilationUnit();
      if (unit == null) {
        return;
      }
      for (ImportTree tree : unit.getImports()) {
        if (tree.isStatic()) {
          continue;
        }
        String imported = tree.getQualifiedIdentifier().toString();
        if (imported.endsWith(".*")) {
          onDemand.add(imported.substring(0, imported.length() - 2));
        } else {
          single.add(imported);
        }
      }
    }

    Optional<Candidate> resolve(String simpleName) {
      read();
      for (String imported : single) {
        if (imported.endsWith("." + simpleName)) {
          return inPackage(imported.substring(0, imported.length() - simpleName.length() - 1), simpleName, true);
        }
      }
      // Several on-demand protocol packages: the name is ambiguous, so nothing is claimed.
      Candidate found = null;
      for (String packageName : onDemand) {
        Optional<Candidate> candidate = inPackage(packageName, simpleName, false);
        if (candidate.isPresent()) {
          if (found != null) {
            return Optional.empty();
          }
          found = candidate.get();
        }
      }
      return Optional.ofNullable(found);
    }
  }

  private static String list(List<String> items) {
    if (items.size() <= 1) {
      return String.join("", items);
    }
    return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
  }
}
