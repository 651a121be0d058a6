package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.FormNames;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.InputKind;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ParameterModel;
import io.mcpgen.processor.model.handler.Schemas;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * Checks that the typed client can tell every form of the interface from the others. It answers a
 * question with the hook of the form the interface declares for that key, else of the form the
 * question names (mcpgen servers send the record's simple name), else of the form with the asked
 * fields (the only clue a server written elsewhere gives). So two forms are a problem when they
 * have one name and the same fields, and, for an {@code @McpClient}, when both are asked by a
 * sequential method (routed by fields) and have the same fields.
 */
final class FormRoutingCheck {

  /** A form record and where the interface first asks for it. */
  private record Use(ValueType.RecordType form, Element element, AnnotationMirror mirror, boolean byFields) {}

  private FormRoutingCheck() {}

  static void check(HandlerModel handler, HandlerReport report) {
    Map<String, Use> uses = new LinkedHashMap<>();
    for (MethodModel method : handler.handlers()) {
      for (ParameterModel parameter : method.parameters()) {
        if (parameter instanceof ParameterModel.Input && ((ParameterModel.Input) parameter).kind() == InputKind.FORM) {
          ParameterModel.Input input = (ParameterModel.Input) parameter;
          use(uses, input.value(), input.element(), input.mirror(), false);
        } else if (parameter instanceof ParameterModel.Exchange) {
          ParameterModel.Exchange exchange = (ParameterModel.Exchange) parameter;
          exchange.forms().forEach(form -> use(uses, form, exchange.element(), exchange.formsMirror(), true));
        }
      }
    }
    List<Use> seen = new ArrayList<>();
    Set<String> reported = new HashSet<>();
    for (Use use : uses.values()) {
      for (Use earlier : seen) {
        if (!fields(use.form()).equals(fields(earlier.form()))) {
          continue;
        }
        boolean sameName = FormNames.of(use.form()).equals(FormNames.of(earlier.form()));
        boolean byFieldsOnly = handler.role() == HandlerModel.Role.CLIENT && use.byFields() && earlier.byFields();
        if ((sameName || byFieldsOnly) && reported.add(name(use))) {
          String why = sameName
              ? "both go by the form name \"" + FormNames.of(use.form()) + "\" and have the same fields ("
                  + describe(use.form()) + "), so a question for one would reach the other's hook; rename one"
                  + " record or give it a field of its own"
              : "a server written elsewhere tells its forms apart only by their fields, and both have the same"
                  + " ones (" + describe(use.form()) + "), so a question for one would reach the other's hook;"
                  + " give one a field of its own, or ask it as a declared input (@Elicit), which has its key";
          report.add(Message.INDISTINGUISHABLE_FORMS, name(use) + " and " + name(earlier) + " cannot be told apart"
              + " by the typed client: " + why, use.element(), use.mirror());
        }
      }
      seen.add(use);
    }
  }

  private static void use(Map<String, Use> uses, ValueType form, Element element, AnnotationMirror mirror,
      boolean byFields) {
    if (!(form instanceof ValueType.RecordType)) {
      return;
    }
    ValueType.RecordType record = (ValueType.RecordType) form;
    String key = record.element().getQualifiedName().toString();
    Use first = uses.get(key);
    if (first == null) {
      uses.put(key, new Use(record, element, mirror, byFields));
    } else if (byFields && !first.byFields()) {
      // Asked by a sequential method somewhere: the client may have only its fields to go by.
      uses.put(key, new Use(record, first.element(), first.mirror(), true));
    }
  }

  private static String name(Use use) {
    return use.form().element().getQualifiedName().toString();
  }

  /** What the client compares: each field's name and type, and which are required. */
  private record Shape(Map<String, String> types, Set<Object> required) {}

  private static Shape fields(ValueType.RecordType form) {
    Map<String, Object> schema = Schemas.value(form);
    Map<String, String> types = new LinkedHashMap<>();
    Object properties = schema.get("properties");
    if (properties instanceof Map) {
      for (Map.Entry<?, ?> property : ((Map<?, ?>) properties).entrySet()) {
        Object type = property.getValue() instanceof Map ? ((Map<?, ?>) property.getValue()).get("type") : null;
        types.put(String.valueOf(property.getKey()), Objects.toString(type));
      }
    }
    Object required = schema.get("required");
    return new Shape(types, required instanceof List ? new HashSet<>((List<?>) required) : Set.of());
  }

  private static String describe(ValueType.RecordType form) {
    List<String> fields = new ArrayList<>();
    Map<String, Object> schema = Schemas.value(form);
    Object required = schema.get("required");
    Object properties = schema.get("properties");
    if (properties instanceof Map) {
      for (Map.Entry<?, ?> property : ((Map<?, ?>) properties).entrySet()) {
        Object type = property.getValue() instanceof Map ? ((Map<?, ?>) property.getValue()).get("type") : null;
        boolean isRequired = required instanceof List && ((List<?>) required).contains(property.getKey());
        fields.add(property.getKey() + " " + type + (isRequired ? ", required" : ""));
      }
    }
    return String.join("; ", fields);
  }
}
