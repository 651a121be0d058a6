package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.Component;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * Checks {@code @Header} against the rules of {@code x-mcp-header} (transports, "Custom Headers
 * from Tool Parameters"): on a tool's arguments, reached from the argument record through record
 * components alone, of a string, integer or boolean type, named by a non-empty HTTP token that no
 * other header of the tool has, ignoring case. A client drops a tool breaking any of these, so
 * each is a compile error here rather than a tool that silently disappears.
 */
final class HeaderCheck {

  /** The characters of an RFC 9110 token besides letters and digits. */
  private static final String TOKEN_SYMBOLS = "!#$%&'*+-.^_`|~";

  private final HandlerReport report;
  /** Components already judged, so a record used by several tools is reported once per problem. */
  private final Set<Element> judged = new HashSet<>();
  private final Set<Element> misplaced = new HashSet<>();
  private final Set<Element> duplicated = new HashSet<>();

  HeaderCheck(HandlerReport report) {
    this.report = report;
  }

  /** The argument record of a tool: where headers may be. */
  void tool(ValueType.RecordType arguments) {
    reachable(arguments, new HashMap<>(), new HashSet<>());
  }

  /**
   * A type used where no header can be (a prompt's arguments, a tool's result, a form): every
   * {@code @Header} in it is misplaced.
   *
   * @param place what the type is, for the message, e.g. "a prompt's arguments"
   */
  void elsewhere(ValueType type, String place) {
    unreachable(type, "in " + place + ", where no header is sent (only a tool's arguments have them)",
        new HashSet<>());
  }

  private void reachable(ValueType.RecordType record, Map<String, Component> names, Set<String> visiting) {
    if (!visiting.add(record.element().getQualifiedName().toString())) {
      return; // a recursive record is reported by the type check
    }
    for (Component component : record.components()) {
      if (component.header() != null) {
        declared(record, component, names);
      }
      ValueType value = component.valueType();
      if (value instanceof ValueType.RecordType) {
        reachable((ValueType.RecordType) value, names, visiting);
      } else {
        unreachable(value, "inside a List or Map of " + record.display() + "." + component.name()
            + ", which is not reached through properties alone", visiting);
      }
    }
    visiting.remove(record.element().getQualifiedName().toString());
  }

  private void declared(ValueType.RecordType record, Component component, Map<String, Component> names) {
    String where = record.display() + "." + component.name();
    String name = component.header();
    String nameProblem = nameProblem(name);
    boolean first = judged.add(component.element());
    if (nameProblem != null) {
      if (first) {
        report.add(Message.BAD_HEADER, "@Header(\"" + name + "\") of " + where + " " + nameProblem,
            component.element(), component.headerMirror());
      }
      return;
    }
    if (!isHeaderType(component.valueType())) {
      if (first) {
        report.add(Message.BAD_HEADER, "@Header of " + where + ": its type is " + component.type().display()
            + ", but only string, integer and boolean values travel as headers (String, an enum, int, long,"
            + " boolean, their boxes, or an Optional of one; not double)", component.element(),
            component.headerMirror());
      }
      return;
    }
    Component other = names.putIfAbsent(name.toLowerCase(Locale.ROOT), component);
    if (other != null && other != component && duplicated.add(component.element())) {
      report.add(Message.DUPLICATE_HEADER, "@Header(\"" + name + "\") of " + where + " repeats the header of "
          + other.name() + " (\"" + other.header() + "\"); header names are compared ignoring case, so each"
          + " header of a tool needs a name of its own", component.element(), component.headerMirror());
    }
  }

  /** Reports every {@code @Header} inside {@code type}. */
  private void unreachable(ValueType type, String why, Set<String> visiting) {
    if (type instanceof ValueType.RecordType) {
      ValueType.RecordType record = (ValueType.RecordType) type;
      if (!visiting.add(record.element().getQualifiedName().toString())) {
        return;
      }
      for (Component component : record.components()) {
        if (component.header() != null && misplaced.add(component.element())) {
          report.add(Message.BAD_HEADER, "@Header of " + record.display() + "." + component.name() + " is " + why
              + "; put it on a component of a tool's argument record, or of a record reached from it through"
              + " record components alone", component.element(), component.headerMirror());
        }
        unreachable(component.valueType(), why, visiting);
      }
      visiting.remove(record.element().getQualifiedName().toString());
    } else if (type instanceof ValueType.ListType) {
      unreachable(((ValueType.ListType) type).element(), why, visiting);
    } else if (type instanceof ValueType.MapType) {
      unreachable(((ValueType.MapType) type).value(), why, visiting);
    } else if (type instanceof ValueType.OptionalType) {
      unreachable(((ValueType.OptionalType) type).value(), why, visiting);
    } else if (type instanceof ValueType.ElicitedType) {
      unreachable(((ValueType.ElicitedType) type).value(), why, visiting);
    }
  }

  /** Why a header name breaks the rules, or null. */
  private static String nameProblem(String name) {
    if (name.isEmpty()) {
      return "is empty; name the header (Mcp-Param-{name})";
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean token = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
          || TOKEN_SYMBOLS.indexOf(c) >= 0;
      if (!token) {
        return "has " + describe(c) + ", which an HTTP header name cannot hold; use letters, digits and "
            + TOKEN_SYMBOLS;
      }
    }
    return null;
  }

  private static String describe(char c) {
    if (c < 0x20 || c == 0x7f) {
      return String.format("the control character U+%04X", (int) c);
    }
    if (c > 0x7e) {
      return String.format("the non-ASCII character '%c'", c);
    }
    return c == ' ' ? "a space" : "'" + c + "'";
  }

  private static boolean isHeaderType(ValueType type) {
    if (type instanceof ValueType.EnumType) {
      return true;
    }
    return type instanceof ValueType.Scalar && ((ValueType.Scalar) type).kind() != ValueType.ScalarKind.DOUBLE;
  }
}
