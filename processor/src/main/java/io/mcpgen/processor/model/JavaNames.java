package io.mcpgen.processor.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Every rule that turns a schema name into a Java name. Nothing else in the processor invents
 * identifiers, so a name that changes here changes everywhere at once.
 *
 * <ul>
 *   <li>Members: the last {@code /}-separated segment of the wire name, camel-cased at every
 *       character that cannot be in an identifier ({@code _meta} is {@code meta},
 *       {@code io.modelcontextprotocol/clientInfo} is {@code clientInfo}, {@code $schema} is
 *       {@code schema}); Java keywords, literals and names that clash with the methods every
 *       record has get a trailing underscore ({@code default_}, {@code hashCode_}).
 *   <li>Types: definition names are kept as they are when they are identifiers; nested types are
 *       the member name upper-camel-cased ({@code elicitation} is {@code Elicitation}).
 *   <li>Enum constants and constants: upper snake case ({@code thisServer} is {@code THIS_SERVER},
 *       {@code date-time} is {@code DATE_TIME}).
 * </ul>
 */
public final class JavaNames {

  /** Methods of every record, and of our records' companions, that a component must not hide. */
  private static final Set<String> RESERVED_MEMBERS = Set.of(
      "hashCode", "toString", "equals", "getClass", "notify", "notifyAll", "wait", "clone",
      "finalize", "builder", "toBuilder", "build");

  private JavaNames() {}

  /** The Java name of a member, e.g. {@code _meta} is {@code meta}. */
  public static String memberName(String wireName) {
    String segment = wireName;
    int slash = segment.lastIndexOf('/');
    if (slash >= 0 && slash < segment.length() - 1) {
      segment = segment.substring(slash + 1);
    }
    String name = camel(segment, false);
    if (name.isEmpty()) {
      name = "value";
    }
    if (!Character.isJavaIdentifierStart(name.charAt(0))) {
      name = "_" + name;
    }
    if (SourceVersion.isKeyword(name) || RESERVED_MEMBERS.contains(name) || name.equals("_")) {
      name = name + "_";
    }
    return name;
  }

  /** The Java name of a definition: the name itself when it is an identifier. */
  public static String typeName(String definitionName) {
    if (SourceVersion.isIdentifier(definitionName) && !SourceVersion.isKeyword(definitionName)
        && !definitionName.equals("_")) {
      return definitionName;
    }
    String name = camel(definitionName, true);
    if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
      name = "_" + name;
    }
    return SourceVersion.isKeyword(name) ? name + "_" : name;
  }

  /** The simple name of a type nested for an inline schema at a member, e.g. {@code Elicitation}. */
  public static String nestedTypeName(String wireName) {
    String member = memberName(wireName);
    if (member.endsWith("_")) {
      member = member.substring(0, member.length() - 1);
    }
    return Character.toUpperCase(member.charAt(0)) + member.substring(1);
  }

  /** A name not in {@code taken}: the name itself, else the name with 2, 3, ... appended. */
  public static String unique(String name, Collection<String> taken) {
    if (!taken.contains(name)) {
      return name;
    }
    for (int i = 2; ; i++) {
      String candidate = name + i;
      if (!taken.contains(candidate)) {
        return candidate;
      }
    }
  }

  /** An enum constant for a wire value: {@code thisServer} is {@code THIS_SERVER}. */
  public static String enumConstant(String wireValue) {
    String name = constantName(camel(wireValue, false));
    if (name.isEmpty()) {
      return "EMPTY";
    }
    return Character.isJavaIdentifierStart(name.charAt(0)) ? name : "_" + name;
  }

  /** Upper snake case of a camel-case Java name: {@code clientInfo} is {@code CLIENT_INFO}. */
  public static String constantName(String javaName) {
    StringBuilder out = new StringBuilder();
    String trimmed = javaName.endsWith("_") ? javaName.substring(0, javaName.length() - 1) : javaName;
    for (int i = 0; i < trimmed.length(); i++) {
      char c = trimmed.charAt(i);
      boolean boundary = i > 0 && Character.isUpperCase(c)
          && (Character.isLowerCase(trimmed.charAt(i - 1)) || Character.isDigit(trimmed.charAt(i - 1))
              || (i + 1 < trimmed.length() && Character.isLowerCase(trimmed.charAt(i + 1))
                  && Character.isUpperCase(trimmed.charAt(i - 1))));
      if (boundary && out.length() > 0 && out.charAt(out.length() - 1) != '_') {
        out.append('_');
      }
      out.append(c == '_' ? '_' : Character.toUpperCase(c));
    }
    return out.toString().toUpperCase(Locale.ROOT);
  }

  /**
   * Drops every character that cannot be in an identifier and upper-cases the one after it:
   * {@code date-time} is {@code dateTime}, {@code ref/prompt} is {@code refPrompt}.
   */
  private static String camel(String text, boolean upperFirst) {
    StringBuilder out = new StringBuilder();
    boolean upperNext = upperFirst;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isJavaIdentifierPart(c) && c != '$' && c != '_') {
        out.append(upperNext ? Character.toUpperCase(c) : c);
        upperNext = false;
      } else {
        upperNext = out.length() > 0 || upperFirst;
      }
    }
    return out.toString();
  }
}
