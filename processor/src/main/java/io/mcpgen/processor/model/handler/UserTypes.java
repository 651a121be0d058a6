package io.mcpgen.processor.model.handler;

import io.mcpgen.processor.model.EnumModel;
import io.mcpgen.processor.model.JavaTypeName;
import io.mcpgen.processor.model.Property;
import io.mcpgen.processor.model.RecordModel;
import io.mcpgen.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * The user's records and enums a handler interface reaches, as the models the codec writers take:
 * "the same codec writer serves the user's own records". Each codec is {@code <Type>JsonCodec}
 * beside its type, as for schema types.
 */
public final class UserTypes {

  private UserTypes() {}

  /**
   * Every user record and enum the interface's arguments, results and forms reach, each once, in
   * the order first met.
   */
  public static List<ValueType> reachable(HandlerModel handler) {
    Map<String, ValueType> found = new LinkedHashMap<>();
    for (MethodModel method : handler.handlers()) {
      for (ParameterModel parameter : method.parameters()) {
        if (parameter instanceof ParameterModel.Argument) {
          collect(((ParameterModel.Argument) parameter).type(), found);
        } else if (parameter instanceof ParameterModel.Input
            && ((ParameterModel.Input) parameter).kind() == InputKind.FORM) {
          collect(((ParameterModel.Input) parameter).value(), found);
        } else if (parameter instanceof ParameterModel.Exchange) {
          ((ParameterModel.Exchange) parameter).forms().forEach(form -> collect(form, found));
        }
      }
      collect(method.returns(), found);
    }
    return new ArrayList<>(found.values());
  }

  private static void collect(ValueType type, Map<String, ValueType> found) {
    if (type instanceof ValueType.RecordType) {
      TypeElement element = ((ValueType.RecordType) type).element();
      if (found.putIfAbsent(element.getQualifiedName().toString(), type) == null) {
        ((ValueType.RecordType) type).components().forEach(component -> collect(component.type(), found));
      }
    } else if (type instanceof ValueType.EnumType) {
      found.putIfAbsent(((ValueType.EnumType) type).element().getQualifiedName().toString(), type);
    } else if (type instanceof ValueType.ListType) {
      collect(((ValueType.ListType) type).element(), found);
    } else if (type instanceof ValueType.MapType) {
      collect(((ValueType.MapType) type).value(), found);
    } else if (type instanceof ValueType.OptionalType) {
      collect(((ValueType.OptionalType) type).value(), found);
    }
  }

  /** The name of a user's (or a protocol) type, for generated code. */
  public static JavaTypeName name(TypeElement type) {
    Element current = type;
    while (!(current instanceof PackageElement)) {
      current = current.getEnclosingElement();
    }
    return new JavaTypeName(((PackageElement) current).getQualifiedName().toString(), TypeReader.simpleNames(type));
  }

  /** The codec model of a user's record. */
  public static RecordModel record(ValueType.RecordType record) {
    List<Property> properties = new ArrayList<>();
    for (Component component : record.components()) {
      TypeRef ref = component.type() instanceof ValueType.OptionalType
          ? new TypeRef.OptionalOf(ref(component.valueType())) : ref(component.type());
      properties.add(new Property(component.name(), component.name(), ref, !component.optional(), false, null,
          false, component.description(), "", Defaults.of(component).value()));
    }
    return new RecordModel(name(record.element()), null, "", properties, null, null, List.of(), List.of());
  }

  /** The codec model of a user's enum: each constant spelled as its name. */
  public static EnumModel enumModel(ValueType.EnumType type) {
    List<EnumModel.Constant> constants = new ArrayList<>();
    type.constants().forEach(constant -> constants.add(new EnumModel.Constant(constant.name(), constant.name())));
    return new EnumModel(name(type.element()), null, "", constants);
  }

  /** The codec model's type of a value. */
  public static TypeRef ref(ValueType type) {
    if (type instanceof ValueType.Scalar) {
      switch (((ValueType.Scalar) type).kind()) {
        case STRING:
          return TypeRef.Builtin.STRING;
        case BOOLEAN:
          return TypeRef.Builtin.BOOLEAN;
        case INT:
          return TypeRef.Builtin.INT;
        case LONG:
          return TypeRef.Builtin.LONG;
        default:
          return TypeRef.Builtin.DOUBLE;
      }
    }
    if (type instanceof ValueType.ListType) {
      return new TypeRef.ListOf(ref(((ValueType.ListType) type).element()));
    }
    if (type instanceof ValueType.MapType) {
      return new TypeRef.MapOf(ref(((ValueType.MapType) type).value()));
    }
    if (type instanceof ValueType.OptionalType) {
      return new TypeRef.OptionalOf(ref(((ValueType.OptionalType) type).value()));
    }
    if (type instanceof ValueType.AnyJson) {
      return TypeRef.Builtin.JSON_VALUE;
    }
    if (type instanceof ValueType.RecordType) {
      return new TypeRef.Named(name(((ValueType.RecordType) type).element()));
    }
    if (type instanceof ValueType.EnumType) {
      return new TypeRef.Named(name(((ValueType.EnumType) type).element()));
    }
    if (type instanceof ValueType.Protocol) {
      return new TypeRef.Named(name(((ValueType.Protocol) type).element()));
    }
    throw new IllegalArgumentException("no codec for " + type.display());
  }
}
