package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The name of a generated type: its package and its simple names from the top-level type inward.
 *
 * @param packageName e.g. {@code io.mcpgen.protocol}
 * @param simpleNames e.g. {@code [ClientCapabilities, Elicitation]}
 */
public record JavaTypeName(String packageName, List<String> simpleNames) {

  public JavaTypeName {
    simpleNames = List.copyOf(simpleNames);
  }

  public static JavaTypeName topLevel(String packageName, String simpleName) {
    return new JavaTypeName(packageName, List.of(simpleName));
  }

  /** A type nested in this one. */
  public JavaTypeName nested(String simpleName) {
    List<String> names = new ArrayList<>(simpleNames);
    names.add(simpleName);
    return new JavaTypeName(packageName, names);
  }

  public String simpleName() {
    return simpleNames.get(simpleNames.size() - 1);
  }

  public boolean isTopLevel() {
    return simpleNames.size() == 1;
  }

  /** The top-level type this one is, or is nested in. */
  public String topLevelName() {
    return simpleNames.get(0);
  }

  /** The dotted name inside the package, e.g. {@code ClientCapabilities.Elicitation}. */
  public String dottedName() {
    return String.join(".", simpleNames);
  }

  /**
   * The codec's name: {@code TextContentJsonCodec}, and for a nested type the enclosing names joined
   * by underscores, {@code ClientCapabilities_ElicitationJsonCodec}. Codecs are top-level types.
   */
  public JavaTypeName codec() {
    return topLevel(packageName, String.join("_", simpleNames) + "JsonCodec");
  }

  @Override
  public String toString() {
    return packageName.isEmpty() ? dottedName() : packageName + "." + dottedName();
  }
}
