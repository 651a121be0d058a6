package io.mcpgen.processor;

import io.mcpgen.processor.model.RevisionHistory;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * The packages of protocol types the compilation knows, and the MCP revision each comes from:
 * those an {@code @McpSchema} of this compilation generates (registered by the schema step), and
 * those on the class path (recognised by their {@code JSONRPCRequest}, their revision told by
 * which revision's definition names they hold). Shared by the steps of one processor instance.
 */
final class ProtocolPackages {

  /** The type every generated protocol package has. */
  private static final String MARKER = "JSONRPCRequest";
  /** How alike a class path package's type names and a revision's definition names must be. */
  private static final double SAME_REVISION = 0.95;

  private final Elements elements;
  private final RevisionHistory history = new RevisionHistory();
  /** Package name to what it is generated from: {@code revision 2026-07-28}, or a file. */
  private final Map<String, Origin> generated = new LinkedHashMap<>();
  private final Map<String, Optional<Origin>> seen = new HashMap<>();
  /** The top-level types an {@code @McpSchema} of this compilation wrote (qualified names). */
  private final Set<String> schemaTypes = new HashSet<>();
  /** Per type (qualified name), the missing names already explained by a revision message. */
  private final Map<String, Set<String>> explained = new HashMap<>();

  /**
   * Where a protocol package comes from.
   *
   * @param revision the bundled revision, or null when it is generated from a file
   * @param description for messages: {@code revision 2026-07-28}, or the file's name
   */
  record Origin(String revision, String description) {}

  ProtocolPackages(Elements elements) {
    this.elements = elements;
  }

  RevisionHistory history() {
    return history;
  }

  /** An {@code @McpSchema} of this compilation generates the package from a revision (null: from a file). */
  void generated(String packageName, String revision, String description) {
    generated.put(packageName, new Origin(revision, description));
  }

  /** An {@code @McpSchema} of this compilation wrote the top-level type (a qualified name). */
  void wroteSchemaType(String qualifiedName) {
    schemaTypes.add(qualifiedName);
  }

  /**
   * Whether the type is one an {@code @McpSchema} of this compilation wrote: its signatures name
   * only the schema's own types and the runtime's, so it never lacks a protocol type.
   */
  boolean isSchemaType(String qualifiedName) {
    return schemaTypes.contains(qualifiedName);
  }

  /** The origin of a protocol package, or empty when the package holds no protocol types. */
  Optional<Origin> origin(String packageName) {
    Origin known = generated.get(packageName);
    if (known != null) {
      return Optional.of(known);
    }
    return seen.computeIfAbsent(packageName, this::fromClassPath);
  }

  private Optional<Origin> fromClassPath(String packageName) {
    if (packageName.isEmpty() || elements.getTypeElement(packageName + "." + MARKER) == null) {
      return Optional.empty();
    }
    PackageElement pkg = elements.getPackageElement(packageName);
    Set<String> names = new HashSet<>();
    if (pkg != null) {
      for (Element member : pkg.getEnclosedElements()) {
        if (member.getKind() != ElementKind.PACKAGE) {
          names.add(member.getSimpleName().toString());
        }
      }
    }
    Set<String> definitions = new HashSet<>();
    history.revisions().forEach(revision -> definitions.addAll(history.names(revision)));
    names.retainAll(definitions);
    String best = null;
    double bestScore = 0;
    for (String revision : history.revisions()) {
      Set<String> defined = history.names(revision);
      long both = defined.stream().filter(names::contains).count();
      // Jaccard: the share of names that the package and the revision have in common.
      double score = (double) both / (defined.size() + names.size() - both);
      if (score > bestScore) {
        bestScore = score;
        best = revision;
      }
    }
    return Optional.of(best != null && bestScore >= SAME_REVISION
        ? new Origin(best, "revision " + best) : new Origin(null, "an MCP schema"));
  }

  void explained(String owner, String missing) {
    explained.computeIfAbsent(owner, key -> new HashSet<>()).add(missing);
  }

  /** True when the missing name in the type was already explained by a revision message. */
  boolean isExplained(String owner, String missing) {
    return explained.getOrDefault(owner, Set.of()).contains(missing);
  }
}
