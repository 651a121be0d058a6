package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * Resolves the values of a template against a method's parameters: the first name is a
 * parameter that is not an input, each further name a record component or a public no-argument
 * method of the value before it, and the last value must print as text.
 */
final class TemplateResolver {

  private final TypeReader types;

  TemplateResolver(TypeReader types) {
    this.types = types;
  }

  Template resolve(String source, List<ParameterModel> parameters) {
    Template parsed = Template.parse(source);
    if (!parsed.isValid()) {
      return parsed;
    }
    List<Template.Part> parts = new ArrayList<>();
    for (Template.Part part : parsed.parts()) {
      if (part instanceof Template.Text) {
        parts.add(part);
        continue;
      }
      String reference = ((Template.Value) part).reference();
      String[] names = reference.split("\\.");
      ParameterModel parameter = parameters.stream().filter(candidate -> candidate.name().equals(names[0]))
          .findFirst().orElse(null);
      if (!(parameter instanceof ParameterModel.Argument)) {
        return Template.failed(source, "refers to {" + reference + "}, but " + (parameter == null
            ? "the method has no parameter " + names[0] : names[0] + " is an input, whose answer is not known when"
            + " the question is asked") + "; " + takeFrom(parameters));
      }
      ValueType type = ((ParameterModel.Argument) parameter).type();
      List<String> accessors = new ArrayList<>();
      for (int i = 1; i < names.length; i++) {
        String path = String.join(".", List.of(names).subList(0, i));
        if (!(type instanceof ValueType.RecordType)) {
          return Template.failed(source, "refers to {" + reference + "}, but " + path + " has type " + type.display()
              + ", which has no members");
        }
        ValueType member = member((ValueType.RecordType) type, names[i]);
        if (member == null) {
          return Template.failed(source, "refers to {" + reference + "}, but " + type.display()
              + " has no component or public no-argument method " + names[i] + "; its components: "
              + components((ValueType.RecordType) type));
        }
        accessors.add(names[i]);
        type = member;
      }
      ValueType shown = type instanceof ValueType.OptionalType ? ((ValueType.OptionalType) type).value() : type;
      if (!(shown instanceof ValueType.Scalar) && !(shown instanceof ValueType.EnumType)) {
        String hint = type instanceof ValueType.RecordType
            ? "; name one of its components: " + components((ValueType.RecordType) type) : "";
        return Template.failed(source, "refers to {" + reference + "}, a " + type.display()
            + ", which does not print as text: a value must be a string, number, boolean, enum or an Optional of one"
            + hint);
      }
      boolean primitive = type instanceof ValueType.Scalar && !((ValueType.Scalar) type).boxed()
          && ((ValueType.Scalar) type).kind() != ValueType.ScalarKind.STRING;
      parts.add(new Template.Value(reference, names[0], accessors, primitive));
    }
    return new Template(source, parts, null);
  }

  private ValueType member(ValueType.RecordType record, String name) {
    for (Component component : record.components()) {
      if (component.name().equals(name)) {
        return component.type();
      }
    }
    for (ExecutableElement method : ElementFilter.methodsIn(record.element().getEnclosedElements())) {
      if (method.getSimpleName().contentEquals(name) && method.getParameters().isEmpty()
          && method.getModifiers().contains(Modifier.PUBLIC) && !method.getModifiers().contains(Modifier.STATIC)
          && method.getReturnType().getKind() != TypeKind.VOID) {
        return types.read(method.getReturnType());
      }
    }
    return null;
  }

  private static String components(ValueType.RecordType record) {
    return record.components().isEmpty() ? "none"
        : record.components().stream().map(Component::name).collect(Collectors.joining(", "));
  }

  private static String takeFrom(List<ParameterModel> parameters) {
    List<String> arguments = parameters.stream().filter(parameter -> parameter instanceof ParameterModel.Argument)
        .map(ParameterModel::name).collect(Collectors.toList());
    return arguments.isEmpty() ? "the method has no argument to take values from"
        : "take values from " + String.join(", ", arguments);
  }
}
