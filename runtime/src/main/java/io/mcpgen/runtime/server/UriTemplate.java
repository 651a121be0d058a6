package io.mcpgen.runtime.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Matches URIs against an RFC 6570 template of simple expressions: {@code {name}} matches one
 * path segment (no {@code /}, {@code ?} or {@code #}), {@code {+name}} matches anything. Other
 * operators are refused when the template is registered.
 */
final class UriTemplate {

  private static final Pattern EXPRESSION = Pattern.compile("\\{(\\+?)([A-Za-z0-9_.]+)}");

  private final Pattern pattern;
  private final List<String> names;

  private UriTemplate(Pattern pattern, List<String> names) {
    this.pattern = pattern;
    this.names = names;
  }

  static UriTemplate parse(String template) {
    StringBuilder regex = new StringBuilder();
    List<String> names = new ArrayList<>();
    Matcher matcher = EXPRESSION.matcher(template);
    int last = 0;
    while (matcher.find()) {
      regex.append(literal(template.substring(last, matcher.start())));
      regex.append(matcher.group(1).isEmpty() ? "([^/?#]+)" : "(.+)");
      names.add(matcher.group(2));
      last = matcher.end();
    }
    regex.append(literal(template.substring(last)));
    return new UriTemplate(Pattern.compile(regex.toString()), Collections.unmodifiableList(names));
  }

  private static String literal(String text) {
    if (text.indexOf('{') >= 0 || text.indexOf('}') >= 0) {
      throw new IllegalArgumentException("unsupported URI template expression in \"" + text
          + "\": only {name} and {+name} are supported");
    }
    return text.isEmpty() ? "" : Pattern.quote(text);
  }

  /** The variable names, in template order. */
  List<String> variables() {
    return names;
  }

  /** The variables when the URI matches, else null. */
  Map<String, String> match(String uri) {
    Matcher matcher = pattern.matcher(uri);
    if (!matcher.matches()) {
      return null;
    }
    Map<String, String> variables = new LinkedHashMap<>();
    for (int i = 0; i < names.size(); i++) {
      variables.put(names.get(i), matcher.group(i + 1));
    }
    return Collections.unmodifiableMap(variables);
  }
}
