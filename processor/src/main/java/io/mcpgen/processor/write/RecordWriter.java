package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.JavaTypeName;
import io.mcpgen.processor.model.Literal;
import io.mcpgen.processor.model.Property;
import io.mcpgen.processor.model.RecordModel;
import io.mcpgen.processor.model.TypeRef;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a record for an object schema: components in schema order plus one that keeps extra
 * members, constants for fixed members, a compact constructor that checks required members and
 * copies collections, and a builder.
 */
final class RecordWriter {

  private RecordWriter() {}

  static TypeSpec.Builder write(RecordModel model) {
    ClassName self = JavaTypes.className(model.name());
    TypeSpec.Builder type = TypeSpec.recordBuilder(self).addModifiers(Modifier.PUBLIC);
    StringBuilder javadoc = new StringBuilder(Javadocs.paragraph(model.description()));
    javadoc.append("<p>Schema: {@code ").append(Javadocs.escape(model.pointer())).append("}.\n");
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC);
    MethodSpec.Builder compact = MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
    boolean paramsDocumented = false;
    for (Property property : model.properties()) {
      if (property.isConstant()) {
        type.addField(constant(property));
        type.addMethod(constantAccessor(property));
        continue;
      }
      TypeName componentType = componentType(property);
      constructor.addParameter(ParameterSpec.builder(componentType, property.javaName()).build());
      javadoc.append(paramsDocumented ? "" : "\n").append("@param ").append(property.javaName()).append(' ')
          .append(paramDoc(property)).append('\n');
      paramsDocumented = true;
      if (property.fixed() != null) {
        type.addField(constant(property));
      }
      compact.addCode(normalize(property, model));
    }
    if (model.extras() != null) {
      TypeName extrasType = JavaTypes.type(new TypeRef.MapOf(model.extras()), false);
      constructor.addParameter(extrasType, model.extrasName());
      javadoc.append(paramsDocumented ? "" : "\n").append("@param ").append(model.extrasName())
          .append(" members the schema does not declare, kept so nothing is lost in a round trip;"
              + " never null\n");
      compact.addStatement("$1N = $1N == null ? $2T.of() : $3T.copyOf($1N)",
          model.extrasName(), JavaTypes.MAP, RuntimeNames.JSON_COLLECTIONS);
      if (!model.properties().isEmpty()) {
        type.addField(declaredMembers(model));
        // A declared member among the extras would be written twice.
        Set<String> components = new HashSet<>();
        model.properties().forEach(property -> components.add(property.javaName()));
        components.add(model.extrasName());
        String member = JavaNames.unique("member", components);
        // Walks the few declared names rather than the extras: no iterator, no allocation.
        compact.beginControlFlow("if (!$N.isEmpty())", model.extrasName())
            .beginControlFlow("for ($T $N : DECLARED_MEMBERS)", JavaTypes.STRING, member)
            .beginControlFlow("if ($N.containsKey($N))", model.extrasName(), member)
            .addStatement("throw new $T($S + $N + $S)", IllegalArgumentException.class,
                model.name().dottedName() + "." + model.extrasName() + " holds \"", member,
                "\", a member " + model.name().dottedName() + " declares; set it through its own component")
            .endControlFlow()
            .endControlFlow()
            .endControlFlow();
      }
    }
    type.addJavadoc("$L", javadoc.toString());
    type.recordConstructor(constructor.build());
    type.addMethod(compact.build());
    for (JavaTypeName union : model.unions()) {
      type.addSuperinterface(JavaTypes.className(union));
    }
    type.addMethod(MethodSpec.methodBuilder("builder")
        .addJavadoc("A builder with every member unset.\n")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self.nestedClass("Builder"))
        .addStatement("return new Builder()")
        .build());
    type.addMethod(MethodSpec.methodBuilder("toBuilder")
        .addJavadoc("A builder holding this record's members.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(self.nestedClass("Builder"))
        .addStatement("return new Builder(this)")
        .build());
    type.addType(BuilderWriter.write(model, self));
    return type;
  }

  private static FieldSpec declaredMembers(RecordModel model) {
    CodeBlock names = CodeBlock.join(model.properties().stream()
        .map(property -> CodeBlock.of("$S", property.wireName())).collect(Collectors.toList()), ", ");
    return FieldSpec.builder(String[].class, "DECLARED_MEMBERS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("{$L}", names)
        .build();
  }

  /** Required scalars are primitives; everything that may be missing or null is a reference. */
  static TypeName componentType(Property property) {
    boolean primitive = property.required() && !property.nullable() && property.fixed() == null;
    return JavaTypes.type(property.type(), primitive && JavaTypes.isPrimitive(property.type()));
  }

  private static String paramDoc(Property property) {
    StringBuilder doc = new StringBuilder(sentence(Javadocs.inline(property.description(),
        "The {@code " + Javadocs.escape(property.wireName()) + "} member")));
    if (property.description() != null && !property.wireName().equals(property.javaName())) {
      doc.append(" JSON member {@code ").append(Javadocs.escape(property.wireName())).append("}.");
    }
    if (property.fixed() != null) {
      doc.append(" Null, or always {@value #").append(property.constantName()).append("}.");
    } else if (!property.required()) {
      doc.append(" Null when absent.");
    } else if (property.nullable()) {
      doc.append(" May be null.");
    }
    return doc.toString();
  }

  private static String sentence(String text) {
    return text.endsWith(".") ? text : text + ".";
  }

  /** The Java type of a fixed member's constant. */
  static TypeName literalType(Property property) {
    return property.fixed().kind() == Literal.Kind.STRING ? JavaTypes.STRING : JavaTypes.type(property.type(), true);
  }

  private static FieldSpec constant(Property property) {
    Literal fixed = property.fixed();
    TypeName type = literalType(property);
    return FieldSpec.builder(type, property.constantName(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The value of the {@code $L} member, which this type always has.\n",
            Javadocs.escape(property.wireName()))
        .initializer(literal(fixed))
        .build();
  }

  static CodeBlock literal(Literal literal) {
    switch (literal.kind()) {
      case STRING:
        return CodeBlock.of("$S", literal.text());
      case INTEGER:
        return CodeBlock.of("$LL", literal.text());
      default:
        return CodeBlock.of("$L", literal.text());
    }
  }

  private static MethodSpec constantAccessor(Property property) {
    TypeName type = literalType(property);
    String doc = Javadocs.paragraph(property.description()) + "@return always {@value #" + property.constantName()
        + "}\n";
    return MethodSpec.methodBuilder(property.javaName())
        .addJavadoc("$L", doc)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return $N", property.constantName())
        .build();
  }

  /** The compact constructor's statements for one component. */
  private static CodeBlock normalize(Property property, RecordModel model) {
    CodeBlock.Builder code = CodeBlock.builder();
    String name = property.javaName();
    boolean reference = !componentType(property).isPrimitive();
    if (property.required() && !property.nullable() && reference) {
      code.addStatement("$T.requireNonNull($N, $S)", JavaTypes.OBJECTS, name,
          model.name().dottedName() + "." + name + " is required");
    }
    if (property.fixed() != null) {
      code.beginControlFlow("if ($1N != null && !$1N.equals($2N))", name, property.constantName())
          .addStatement("throw new $T($S + $N)", IllegalArgumentException.class,
              model.name().dottedName() + "." + name + " may only be " + property.fixed().text() + ", not ", name)
          .endControlFlow();
    }
    CodeBlock copy = null;
    if (property.type() instanceof TypeRef.ListOf) {
      copy = CodeBlock.of("$T.copyOf($N)", JavaTypes.LIST, name);
    } else if (property.type() instanceof TypeRef.MapOf) {
      copy = CodeBlock.of("$T.copyOf($N)", RuntimeNames.JSON_COLLECTIONS, name);
    }
    if (copy != null) {
      boolean mayBeNull = !property.required() || property.nullable();
      if (mayBeNull) {
        code.addStatement("$1N = $1N == null ? null : $2L", name, copy);
      } else {
        code.addStatement("$N = $L", name, copy);
      }
    }
    return code.build();
  }

  /** The type of the extras map, for the codec. */
  static TypeName extrasMapType(RecordModel model) {
    return ParameterizedTypeName.get(JavaTypes.LINKED_HASH_MAP, JavaTypes.STRING,
        JavaTypes.type(model.extras(), false));
  }
}
