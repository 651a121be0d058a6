package io.mcpgen.processor.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the bundled MCP schema revisions say about one definition name: which revisions define
 * it, and what took its place in a revision that does not. Read from the schemas themselves, and
 * only when asked: a compilation without a missing protocol type never loads a second revision.
 *
 * <p>"What took its place" comes, in this order, from:
 * <ol>
 *   <li>the revision in use: a description that says {@code Replaces the former `<method>` RPC}
 *       names the definition and member that replace the request whose {@code method} constant is
 *       {@code <method>} (2026-07-28 says so of {@code logging/setLevel} and
 *       {@code resources/subscribe}); the request's {@code ...Params} follow their request;</li>
 *   <li>{@link Replacements}, a short table for what the schemas do not say (the changelog does),
 *       used only when the type it names exists in the revision in use.</li>
 * </ol>
 */
public final class RevisionHistory {

  private static final Pattern REPLACES = Pattern.compile("Replaces the former `([^`]+)`");

  /** Every bundled revision's definitions, oldest revision first; null until first asked. */
  private Map<String, Revision> revisions;

  /** One revision as far as messages need it. */
  private record Revision(Set<String> names, Map<String, String> methods, Map<String, String> replacedMethods) {}

  /**
   * What the history says about a name.
   *
   * @param definedIn the bundled revisions that define it, oldest first (empty: none does)
   * @param replacement what takes its place in the revision asked about, or null when nothing
   *     says so
   */
  public record Lookup(String name, String revision, List<String> definedIn, String replacement) {}

  /** True once the schemas have been read: only a missing protocol type should cause that. */
  public synchronized boolean loaded() {
    return revisions != null;
  }

  /** The bundled revisions, oldest first. */
  public List<String> revisions() {
    return List.copyOf(load().keySet());
  }

  /** True when the revision is bundled and defines the name. */
  public boolean defines(String revision, String name) {
    Revision known = load().get(revision);
    return known != null && known.names().contains(name);
  }

  /** The definition names of a bundled revision (empty when it is not bundled). */
  public Set<String> names(String revision) {
    Revision known = load().get(revision);
    return known == null ? Set.of() : known.names();
  }

  /** What the revisions say about {@code name}, seen from {@code revision} (which lacks it). */
  public Lookup lookup(String name, String revision) {
    List<String> definedIn = new ArrayList<>();
    load().forEach((candidate, known) -> {
      if (known.names().contains(name)) {
        definedIn.add(candidate);
      }
    });
    return new Lookup(name, revision, definedIn, replacement(name, revision, definedIn).orElse(null));
  }

  private Optional<String> replacement(String name, String revision, List<String> definedIn) {
    Revision target = load().get(revision);
    if (target == null || definedIn.isEmpty()) {
      return Optional.empty();
    }
    // The newest revision that has it says what it was: its method constant, or its request's.
    Revision last = load().get(definedIn.get(definedIn.size() - 1));
    String method = last.methods().get(name);
    if (method == null && name.endsWith("Params")) {
      method = last.methods().get(name.substring(0, name.length() - "Params".length()));
    }
    if (method != null && target.replacedMethods().containsKey(method)) {
      return Optional.of(target.replacedMethods().get(method) + " (the " + revision + " schema says it \"Replaces"
          + " the former `" + method + "` RPC\")");
    }
    return Replacements.of(name)
        .filter(entry -> entry.types().stream().allMatch(target.names()::contains))
        .map(entry -> {
          List<String> types = new ArrayList<>();
          for (String type : entry.types()) {
            String typeMethod = target.methods().get(type);
            types.add(typeMethod == null ? type : type + " (" + typeMethod + ")");
          }
          return String.join(" and ", types) + ": " + entry.reason();
        });
  }

  private synchronized Map<String, Revision> load() {
    if (revisions != null) {
      return revisions;
    }
    Map<String, Revision> loaded = new LinkedHashMap<>();
    for (String revision : SchemaSource.revisions()) {
      try {
        Optional<byte[]> bytes = SchemaSource.revision(revision);
        if (bytes.isPresent()) {
          loaded.put(revision, revision(SchemaReader.read(bytes.get(), "revision " + revision)));
        }
      } catch (IOException | SchemaReadException e) {
        // A revision that cannot be read is left out of messages; the schema step reports it when used.
      }
    }
    revisions = Collections.unmodifiableMap(loaded);
    return revisions;
  }

  private static Revision revision(SchemaDocument document) {
    Map<String, String> methods = new LinkedHashMap<>();
    Map<String, String> replaced = new LinkedHashMap<>();
    document.definitions().forEach((name, node) -> {
      SchemaNode method = node.properties() == null ? null : node.properties().get("method");
      if (method != null && method.constValue() != null && method.constValue().kind() == Literal.Kind.STRING) {
        methods.put(name, method.constValue().text());
      }
      replacements(name, node, name, replaced);
    });
    return new Revision(Set.copyOf(document.definitions().keySet()), Map.copyOf(methods), Map.copyOf(replaced));
  }

  /** Collects {@code Replaces the former `m`} descriptions under a definition, by method. */
  private static void replacements(String where, SchemaNode node, String definition, Map<String, String> replaced) {
    if (node.description() != null) {
      Matcher matcher = REPLACES.matcher(node.description());
      while (matcher.find()) {
        replaced.putIfAbsent(matcher.group(1), where.equals(definition) ? definition
            : "the member " + where.substring(definition.length() + 1) + " of " + definition);
      }
    }
    if (node.properties() != null) {
      node.properties().forEach((member, child) -> replacements(where + "." + member, child, definition, replaced));
    }
  }
}
