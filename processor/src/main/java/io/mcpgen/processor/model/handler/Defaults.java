package io.mcpgen.processor.model.handler;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A component's {@code @Default}, read against its type: the JSON value it stands for, or what is
 * wrong with it.
 *
 * @param value the JSON value ({@link JsonText} form), or null when there is none or it is wrong
 * @param error what is wrong, or null
 */
public record Defaults(Object value, String error) {

  private static final Defaults NONE = new Defaults(null, null);

  public static Defaults of(Component component) {
    if (component.defaults().isEmpty()) {
      return NONE;
    }
    ValueType type = component.valueType();
    if (type instanceof ValueType.ListType) {
      ValueType element = ((ValueType.ListType) type).element();
      List<Object> values = new ArrayList<>();
      for (String text : component.defaults()) {
        Defaults one = single(element, text);
        if (one.error != null) {
          return one;
        }
        values.add(one.value);
      }
      return new Defaults(values, null);
    }
    if (component.defaults().size() != 1) {
      return failed("gives " + component.defaults().size() + " values to a " + type.display()
          + ", which takes one");
    }
    return single(type, component.defaults().get(0));
  }

  private static Defaults single(ValueType type, String text) {
    if (type instanceof ValueType.EnumType) {
      for (ValueType.EnumConstant constant : ((ValueType.EnumType) type).constants()) {
        if (constant.name().equals(text)) {
          return new Defaults(text, null);
        }
      }
      return failed("\"" + text + "\" is not a constant of " + type.display());
    }
    if (!(type instanceof ValueType.Scalar)) {
      return failed("a " + type.display() + " has no default in a JSON schema");
    }
    switch (((ValueType.Scalar) type).kind()) {
      case STRING:
        return new Defaults(text, null);
      case BOOLEAN:
        if (text.equals("true") || text.equals("false")) {
          return new Defaults(Boolean.valueOf(text), null);
        }
        return failed("\"" + text + "\" is not a boolean; write \"true\" or \"false\"");
      case INT:
      case LONG:
        long integer;
        try {
          integer = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
          return failed("\"" + text + "\" is not an integer that fits " + (((ValueType.Scalar) type).kind()
              == ValueType.ScalarKind.INT ? "an int" : "a long"));
        }
        // The server fills the default in, so it must be a value of the component's type.
        if (((ValueType.Scalar) type).kind() == ValueType.ScalarKind.INT && integer != (int) integer) {
          return failed("\"" + text + "\" does not fit an int");
        }
        return new Defaults(integer, null);
      default:
        BigDecimal number;
        try {
          number = new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
          return failed("\"" + text + "\" is not a number");
        }
        if (Double.isInfinite(number.doubleValue())) {
          return failed("\"" + text + "\" does not fit a double");
        }
        return new Defaults(number, null);
    }
  }

  private static Defaults failed(String error) {
    return new Defaults(null, error);
  }
}
