package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.Component;
import io.mcpgen.processor.model.handler.Defaults;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * Checks a form record against what the protocol lets a form hold ({@code PrimitiveSchemaDefinition}):
 * a flat object whose fields are strings (with the formats email, uri, date, date-time), numbers,
 * booleans, single-select enums and multi-select lists of an enum. Anything else is an error on
 * that component, saying why and what is allowed.
 */
final class FormCheck {

  private static final Set<String> FORMATS = Set.of("email", "uri", "date", "date-time");
  private static final String ALLOWED = "a form is flat: each field a String, boolean, number (int, long, double),"
      + " enum (a single select) or List of an enum (a multi select), optional when Optional, boxed or @Nullable";

  private final HandlerReport report;
  private final Set<String> checked;

  FormCheck(HandlerReport report, Set<String> checked) {
    this.report = report;
    this.checked = checked;
  }

  /** A form; {@code anchor} is where it is asked for (the parameter, or the {@code @Forms}). */
  void form(ValueType type, Element anchor, String where) {
    if (!(type instanceof ValueType.RecordType)) {
      if (!(type instanceof ValueType.Unresolved)) {
        report.add(Message.UNSUPPORTED_PARAMETER, where + " asks for a form of " + type.display() + "; a form is a"
            + " record whose components are its fields", anchor);
      }
      return;
    }
    ValueType.RecordType record = (ValueType.RecordType) type;
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
      field(record, component);
    }
  }

  private void field(ValueType.RecordType record, Component component) {
    String where = record.display() + "." + component.name();
    ValueType type = component.valueType();
    String shape = shape(type);
    if (shape != null) {
      report.add(Message.UNSUPPORTED_FORM_FIELD, where + " has type " + component.type().display() + " (" + shape
          + "), which a form cannot hold: " + ALLOWED + "; ask for the rest in another form, or in a sequential"
          + " exchange", component.element());
      return;
    }
    ValueType choices = type instanceof ValueType.ListType ? ((ValueType.ListType) type).element() : type;
    if (choices instanceof ValueType.EnumType && !((ValueType.EnumType) choices).accessible()) {
      report.add(Message.INACCESSIBLE_TYPE, where + "'s enum is not visible to the code mcpgen generates; make it"
          + " public, or not private in the interface's package", component.element());
    }
    if (component.format() != null) {
      if (!TypeCheck.isString(type)) {
        report.add(Message.UNSUPPORTED_FORM_FIELD, where + " has @Format, but its type is " + type.display()
            + "; in a form, a format describes a String", component.element(), component.formatMirror());
      } else if (!FORMATS.contains(component.format())) {
        report.add(Message.UNSUPPORTED_FORM_FIELD, where + " has @Format(\"" + component.format() + "\"), which"
            + " forms do not offer; a form's string formats are email, uri, date and date-time", component.element(),
            component.formatMirror());
      }
    }
    String defaultProblem = Defaults.of(component).error();
    if (defaultProblem != null) {
      report.add(Message.BAD_DEFAULT, "@Default of " + where + ": " + defaultProblem, component.element(),
          component.defaultMirror());
    }
  }

  /** Why a field's type is not one a form holds, or null when it is. */
  private static String shape(ValueType type) {
    if (type instanceof ValueType.Scalar || type instanceof ValueType.EnumType || type instanceof ValueType.Unresolved) {
      return null;
    }
    if (type instanceof ValueType.ListType) {
      ValueType element = ((ValueType.ListType) type).element();
      if (element instanceof ValueType.EnumType || element instanceof ValueType.Unresolved) {
        return null;
      }
      return element instanceof ValueType.RecordType ? "a list of objects" : "a list of " + element.display()
          + ", where only a list of an enum's constants is a multi select";
    }
    if (type instanceof ValueType.RecordType) {
      return "a nested object";
    }
    if (type instanceof ValueType.MapType) {
      return "an object with any members";
    }
    if (type instanceof ValueType.AnyJson) {
      return "any JSON";
    }
    if (type instanceof ValueType.OptionalType) {
      return "an Optional of an Optional";
    }
    if (type instanceof ValueType.Unsupported) {
      return ((ValueType.Unsupported) type).reason();
    }
    return "not a value a user types in";
  }
}
