package io.mcpgen.processor.model;

import java.util.Map;
import java.util.Optional;

/**
 * A schema file as read: its definitions in document order and the dialect's definitions keyword.
 *
 * @param origin what the document is, for messages ({@code revision 2026-07-28}, or a file path)
 * @param definitionsKeyword {@code $defs} (2020-12) or {@code definitions} (draft-07)
 * @param definitions every definition, in document order
 */
public record SchemaDocument(String origin, String definitionsKeyword, Map<String, SchemaNode> definitions) {

  /** The JSON pointer prefix of a definition's references, e.g. {@code #/$defs/}. */
  public String refPrefix() {
    return "#/" + definitionsKeyword + "/";
  }

  /** The definition a {@code $ref} names, when it names one in this document. */
  public Optional<String> definitionName(String ref) {
    if (ref == null || !ref.startsWith(refPrefix())) {
      return Optional.empty();
    }
    String name = JsonPointers.unescape(ref.substring(refPrefix().length()));
    return definitions.containsKey(name) ? Optional.of(name) : Optional.empty();
  }

  /** The node a definition name stands for. */
  public SchemaNode definition(String name) {
    SchemaNode node = definitions.get(name);
    if (node == null) {
      throw new IllegalArgumentException("no definition " + name + " in " + origin);
    }
    return node;
  }
}
