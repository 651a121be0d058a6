package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.JavaTypeName;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.UserTypes;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * The names generated code uses for one handler interface: its classes ({@code OrdersMcpServer},
 * {@code OrdersMcpClient}; nested interfaces joined by underscores), the constants holding
 * definitions and forms, and the Java types of the values it passes. Every name is unique within
 * its class.
 */
final class HandlerNames {

  private final HandlerModel handler;
  private final Map<MethodModel, String> definitionConstants = new LinkedHashMap<>();
  private final Map<String, String> formConstants = new LinkedHashMap<>();
  private final Map<MethodModel, String> helperMethods = new LinkedHashMap<>();
  private final Map<MethodModel, String> inputSchemaConstants = new LinkedHashMap<>();

  HandlerNames(HandlerModel handler, List<ValueType.RecordType> forms) {
    this.handler = handler;
    Set<String> constants = new HashSet<>();
    Set<String> methods = new HashSet<>(Set.of("builder", "register"));
    for (MethodModel method : handler.handlers()) {
      String constant = JavaNames.unique(JavaNames.constantName(method.javaName()) + "_"
          + method.kind().annotation().toUpperCase(java.util.Locale.ROOT), constants);
      constants.add(constant);
      definitionConstants.put(method, constant);
      if (method.kind() == MethodModel.Kind.TOOL) {
        String schema = JavaNames.unique(JavaNames.constantName(method.javaName()) + "_INPUT_SCHEMA", constants);
        constants.add(schema);
        inputSchemaConstants.put(method, schema);
      }
      String helper = JavaNames.unique(method.javaName(), methods);
      methods.add(helper);
      helperMethods.put(method, helper);
    }
    for (ValueType.RecordType form : forms) {
      String constant = JavaNames.unique(JavaNames.constantName(form.element().getSimpleName().toString()) + "_FORM",
          constants);
      constants.add(constant);
      formConstants.put(form.element().getQualifiedName().toString(), constant);
    }
  }

  /** The interface. */
  ClassName handlerInterface() {
    return className(handler.element());
  }

  ClassName server() {
    return ClassName.get(handler.packageName(), String.join("_", handler.simpleNames()) + "McpServer");
  }

  ClassName client() {
    return ClassName.get(handler.packageName(), String.join("_", handler.simpleNames()) + "McpClient");
  }

  /** The typed client's constant holding a tool's {@code inputSchema}, e.g. {@code PLACE_ORDER_INPUT_SCHEMA}. */
  String inputSchemaConstant(MethodModel method) {
    return inputSchemaConstants.get(method);
  }

  /** The constant holding a method's definition, e.g. {@code PLACE_ORDER_TOOL}. */
  String definitionConstant(MethodModel method) {
    return definitionConstants.get(method);
  }

  /** The constant holding a sequential method's forms, e.g. {@code RESOLVE_FORMS}. */
  String formsConstant(MethodModel method) {
    return JavaNames.constantName(helperMethods.get(method)) + "_FORMS";
  }

  /** The constant holding a form record's {@code Form}, e.g. {@code CONFIRM_FORM}. */
  String formConstant(ValueType.RecordType form) {
    return formConstants.get(form.element().getQualifiedName().toString());
  }

  /** The server stub's private method handling a method's calls. */
  String helperMethod(MethodModel method) {
    return helperMethods.get(method);
  }

  static ClassName className(TypeElement type) {
    return JavaTypes.className(UserTypes.name(type));
  }

  /** The codec of a record or enum: {@code <Type>JsonCodec} beside it. */
  static ClassName codec(TypeElement type) {
    JavaTypeName name = UserTypes.name(type);
    return JavaTypes.className(name.codec());
  }

  /** The codec expression of a value type: a type's {@code INSTANCE}, or a runtime codec. */
  static com.palantir.javapoet.CodeBlock codecOf(ValueType type) {
    return JavaTypes.codec(UserTypes.ref(type));
  }

  /** The Java type of a value, as the interface declares it. */
  static TypeName javaType(ValueType type) {
    if (type instanceof ValueType.Scalar) {
      ValueType.Scalar scalar = (ValueType.Scalar) type;
      TypeName name = JavaTypes.type(UserTypes.ref(type), true);
      return scalar.boxed() ? name.box() : name;
    }
    if (type instanceof ValueType.ElicitedType) {
      ValueType value = ((ValueType.ElicitedType) type).value();
      return ParameterizedTypeName.get(RuntimeNames.ELICITED, value instanceof ValueType.Special
          ? ClassName.get(Void.class) : javaType(value));
    }
    if (type instanceof ValueType.Special) {
      switch (((ValueType.Special) type).kind()) {
        case VOID:
          return TypeName.VOID;
        case VOID_CLASS:
          return ClassName.get(Void.class);
        case BYTES:
          return com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE);
        case EXCHANGE:
          return RuntimeNames.MCP_EXCHANGE;
        default:
          return RuntimeNames.ROUND_CONTEXT;
      }
    }
    if (type instanceof ValueType.ListType) {
      return ParameterizedTypeName.get(JavaTypes.LIST, javaType(((ValueType.ListType) type).element()).box());
    }
    if (type instanceof ValueType.OptionalType) {
      return ParameterizedTypeName.get(JavaTypes.OPTIONAL, javaType(((ValueType.OptionalType) type).value()).box());
    }
    return JavaTypes.type(UserTypes.ref(type), false);
  }
}
