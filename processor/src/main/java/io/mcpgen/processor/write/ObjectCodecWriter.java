package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.mcpgen.processor.model.Property;
import io.mcpgen.processor.model.RecordModel;
import io.mcpgen.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * Writes the tree-direct half of a user record's codec ({@code JsonObjectCodec}): the record read
 * off a {@code JsonObject}'s members by name, and built as a presized {@code JsonObject}. Generated
 * stubs meet arguments, form answers and results as trees, and take this path instead of a reader
 * or writer over the tree. Only records of scalar members (strings, integers, numbers, booleans,
 * possibly optional) get one; the others keep the streaming codec alone.
 */
final class ObjectCodecWriter {

  private final RecordModel model;
  private final ClassName record;

  private ObjectCodecWriter(RecordModel model, ClassName record) {
    this.model = model;
    this.record = record;
  }

  /** True when every member of the record can be read and written tree-direct. */
  static boolean supports(RecordModel model) {
    if (model.extras() != null || model.properties().isEmpty()) {
      return false;
    }
    for (Property property : model.properties()) {
      if (property.fixed() != null || property.nullable() || scalar(property) == null
          || (!property.required() && RecordWriter.componentType(property).isPrimitive())) {
        return false;
      }
    }
    return true;
  }

  /** {@code fromObject} and {@code toObject} of a record that {@link #supports} allows. */
  static List<MethodSpec> methods(RecordModel model, ClassName record) {
    ObjectCodecWriter writer = new ObjectCodecWriter(model, record);
    return List.of(writer.fromObject(), writer.toObject());
  }

  /** The scalar a member holds (itself, or inside an {@code Optional}), or null for any other type. */
  private static TypeRef.Builtin scalar(Property property) {
    TypeRef type = property.type() instanceof TypeRef.OptionalOf
        ? ((TypeRef.OptionalOf) property.type()).value() : property.type();
    if (type == TypeRef.Builtin.STRING || JavaTypes.isPrimitive(type)) {
      return (TypeRef.Builtin) type;
    }
    return null;
  }

  private MethodSpec fromObject() {
    List<CodeBlock> arguments = new ArrayList<>();
    for (Property property : model.properties()) {
      arguments.add(read(property));
    }
    return MethodSpec.methodBuilder("fromObject")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(record)
        .addParameter(RuntimeNames.JSON_OBJECT, "object")
        .addStatement("return new $T($L)", record, CodeBlock.join(arguments, ",$W"))
        .build();
  }

  /**
   * The member read off {@code object}: {@code JsonMembers.requiredInt(object, "quantity")}; with a
   * {@code @Default}, {@code Objects.requireNonNullElse(JsonMembers.optionalInt(object, "minutes"), 30)}.
   */
  private static CodeBlock read(Property property) {
    String scalar = scalar(property).name();
    boolean mustBeSent = property.required() && !property.hasDefault();
    String method = (mustBeSent ? "required" : "optional") + scalar.charAt(0)
        + scalar.substring(1).toLowerCase(Locale.ROOT);
    CodeBlock read = CodeBlock.of("$T.$N(object, $S)", RuntimeNames.JSON_MEMBERS, method, property.wireName());
    boolean optional = property.type() instanceof TypeRef.OptionalOf;
    if (property.hasDefault()) {
      TypeRef value = optional ? ((TypeRef.OptionalOf) property.type()).value() : property.type();
      read = CodeBlock.of("$T.requireNonNullElse($L, $L)", JavaTypes.OBJECTS, read,
          DefaultValues.expression(value, property.defaultValue()));
      return optional ? CodeBlock.of("$T.of($L)", JavaTypes.OPTIONAL, read) : read;
    }
    return optional ? CodeBlock.of("$T.ofNullable($L)", JavaTypes.OPTIONAL, read) : read;
  }

  private MethodSpec toObject() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("toObject")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeNames.JSON_OBJECT)
        .addParameter(record, "value")
        .addStatement("$T object = $T.builder($L)", RuntimeNames.JSON_OBJECT_BUILDER, RuntimeNames.JSON_OBJECT,
            model.writeOrder().size());
    for (Property property : model.writeOrder()) {
      CodeBlock accessor = CodeBlock.of("value.$N()", property.javaName());
      if (property.required()) {
        if (!RecordWriter.componentType(property).isPrimitive()) {
          // As the streaming write: a required String left null is refused, naming it, not written as null.
          method.beginControlFlow("if ($L == null)", accessor)
              .addStatement("throw new $T($S)", RuntimeNames.JSON_EXCEPTION, model.name().dottedName() + "."
                  + property.javaName() + " is null, but member \"" + property.wireName() + "\" is required")
              .endControlFlow();
        }
        method.addStatement("object.put($S, $L)", property.wireName(), value(property, accessor));
      } else if (property.type() instanceof TypeRef.OptionalOf) {
        method.beginControlFlow("if ($1L != null && $1L.isPresent())", accessor)
            .addStatement("object.put($S, $L)", property.wireName(), value(property, CodeBlock.of("$L.get()", accessor)))
            .endControlFlow();
      } else {
        method.beginControlFlow("if ($L != null)", accessor)
            .addStatement("object.put($S, $L)", property.wireName(), value(property, accessor))
            .endControlFlow();
      }
    }
    return method.addStatement("return object.build()").build();
  }

  /** The JSON value of a member's (present) Java value, as the streaming writer writes it. */
  private static CodeBlock value(Property property, CodeBlock javaValue) {
    switch (scalar(property)) {
      case STRING:
        return CodeBlock.of("$T.stringValue($L)", RuntimeNames.JSON_MEMBERS, javaValue);
      case DOUBLE:
        return CodeBlock.of("$T.numberValue($L)", RuntimeNames.JSON_MEMBERS, javaValue);
      case BOOLEAN:
        return CodeBlock.of("$T.of($L)", RuntimeNames.JSON_BOOLEAN, javaValue);
      default:
        return CodeBlock.of("$T.of($L)", RuntimeNames.JSON_NUMBER, javaValue);
    }
  }

  /** The codec's interface: {@code JsonObjectCodec<Record>}. */
  static ParameterizedTypeName codecInterface(ClassName record) {
    return ParameterizedTypeName.get(RuntimeNames.JSON_OBJECT_CODEC, record);
  }
}
