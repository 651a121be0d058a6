package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.Component;
import io.mcpgen.processor.model.handler.Defaults;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Checks the records a tool or prompt takes as arguments, and a tool returns: every component
 * (and every component of the records inside) of a type with a JSON mapping that generated code
 * can name, and its {@code @Format} and {@code @Default} right for it.
 */
final class TypeCheck {

  private final HandlerReport report;
  private final Set<String> checked;

  /** @param checked the records already checked for this interface: each is reported once */
  TypeCheck(HandlerReport report, Set<String> checked) {
    this.report = report;
    this.checked = checked;
  }

  /** A record, its problems reported on its components; {@code anchor} is where the record is used. */
  void record(ValueType.RecordType record, Element anchor) {
    if (!record.accessible()) {
      report.add(Message.INACCESSIBLE_TYPE, record.element().getQualifiedName() + " is not visible to the code"
          + " mcpgen generates beside the interface; make it public, or put it in the interface's package and"
          + " leave it not private", anchor);
      return;
    }
    if (!checked.add(record.element().getQualifiedName().toString())) {
      return;
    }
    for (Component component : record.components()) {
      String where = record.display() + "." + component.name();
      if (misplacedInput(component, where)) {
        continue;
      }
      value(component.type(), where, component.element(), true);
      if (component.format() != null && !isString(component.valueType())) {
        report.add(Message.UNSUPPORTED_TYPE, where + " has @Format, but its type is " + component.valueType().display()
            + "; a format describes a String", component.element(), component.formatMirror());
      }
      String defaultProblem = Defaults.of(component).error();
      if (defaultProblem != null) {
        report.add(Message.BAD_DEFAULT, "@Default of " + where + ": " + defaultProblem, component.element(),
            component.defaultMirror());
      }
    }
  }

  /**
   * An input written as a record component: javac accepts {@code @Elicit} there (it passes it on to
   * the constructor's parameter), but a record component is a JSON member, and inputs are the
   * method's parameters. True when reported.
   */
  private boolean misplacedInput(Component component, String where) {
    ValueType type = component.valueType();
    boolean inputType = type instanceof ValueType.ElicitedType || (type instanceof ValueType.Special
        && ((ValueType.Special) type).kind() == ValueType.SpecialKind.EXCHANGE);
    if (component.misplacedInput() == null && !inputType) {
      return false;
    }
    String what = component.misplacedInput() != null ? "@" + ((TypeElement) component.misplacedInput()
        .getAnnotationType().asElement()).getSimpleName() : type.display();
    report.add(Message.INPUTS_NOT_ALLOWED, what + " is on " + where + ", a record component; a record's components"
        + " are JSON members, and inputs are parameters of the tool, prompt or resource method itself, beside its"
        + " argument record: move " + component.name() + " out of the record, into the method's parameters (such as"
        + " String book(Slot slot, @Elicit(message = \"...\") Elicited<Details> details))", component.element());
    return true;
  }

  private void value(ValueType type, String where, Element anchor, boolean top) {
    if (type instanceof ValueType.Scalar || type instanceof ValueType.AnyJson || type instanceof ValueType.Unresolved) {
      return;
    }
    if (type instanceof ValueType.EnumType) {
      if (!((ValueType.EnumType) type).accessible()) {
        report.add(Message.INACCESSIBLE_TYPE, where + " has type " + type.display() + ", which is not visible to the code"
            + " mcpgen generates; make the enum public, or not private in the interface's package", anchor);
      }
    } else if (type instanceof ValueType.RecordType) {
      record((ValueType.RecordType) type, anchor);
    } else if (type instanceof ValueType.ListType) {
      value(((ValueType.ListType) type).element(), where, anchor, false);
    } else if (type instanceof ValueType.MapType) {
      value(((ValueType.MapType) type).value(), where, anchor, false);
    } else if (type instanceof ValueType.OptionalType) {
      if (!top) {
        report.add(Message.UNSUPPORTED_TYPE, where + " has an Optional inside a List or Map; JSON arrays and objects"
            + " hold values, not absent ones: use the element type itself", anchor);
      } else {
        value(((ValueType.OptionalType) type).value(), where, anchor, false);
      }
    } else if (type instanceof ValueType.Unsupported) {
      report.add(Message.UNSUPPORTED_TYPE, where + " has type " + type.display() + ", which mcpgen cannot map to JSON: "
          + ((ValueType.Unsupported) type).reason(), anchor);
    } else {
      report.add(Message.UNSUPPORTED_TYPE, where + " has type " + type.display() + ", which has no JSON schema mcpgen"
          + " can write; use records, enums, String, primitives, List, Map<String, T>, Optional or JsonValue", anchor);
    }
  }

  static boolean isString(ValueType type) {
    return type instanceof ValueType.Scalar && ((ValueType.Scalar) type).kind() == ValueType.ScalarKind.STRING;
  }
}
