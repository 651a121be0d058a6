package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.Property;
import io.mcpgen.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes the {@code Builder} nested in every record. */
final class BuilderWriter {

  private BuilderWriter() {}

  static TypeSpec write(RecordModel model, ClassName record) {
    ClassName builder = record.nestedClass("Builder");
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addJavadoc("Builds a {@link $T}; required members must be set before {@link #build()}.\n", record)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL);
    MethodSpec.Builder copy = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addParameter(record, "from");
    List<CodeBlock> arguments = new ArrayList<>();
    MethodSpec.Builder build = MethodSpec.methodBuilder("build")
        .addJavadoc("The record; a required member that was not set fails here, naming the member.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(record);
    for (Property property : model.properties()) {
      if (!property.isComponent()) {
        continue;
      }
      String name = property.javaName();
      TypeName fieldType = JavaTypes.type(property.type(), false);
      type.addField(FieldSpec.builder(fieldType, name, Modifier.PRIVATE).build());
      copy.addStatement("this.$1N = from.$1N()", name);
      type.addMethod(MethodSpec.methodBuilder(name)
          .addJavadoc("Sets {@link $T#$N()}.\n", record, name)
          .addModifiers(Modifier.PUBLIC)
          .returns(builder)
          .addParameter(RecordWriter.componentType(property), name)
          .addStatement("this.$1N = $1N", name)
          .addStatement("return this")
          .build());
      if (RecordWriter.componentType(property).isPrimitive()) {
        build.addStatement("$T.requireNonNull($N, $S)", JavaTypes.OBJECTS, name,
            model.name().dottedName() + "." + name + " is required");
      }
      arguments.add(CodeBlock.of("$N", name));
    }
    if (model.extras() != null) {
      String name = model.extrasName();
      TypeName valueType = JavaTypes.type(model.extras(), false);
      TypeName mapType = ParameterizedTypeName.get(JavaTypes.LINKED_HASH_MAP, JavaTypes.STRING, valueType);
      type.addField(FieldSpec.builder(mapType, name, Modifier.PRIVATE, Modifier.FINAL)
          .initializer("new $T<>()", JavaTypes.LINKED_HASH_MAP).build());
      copy.addStatement("this.$1N.putAll(from.$1N())", name);
      type.addMethod(MethodSpec.methodBuilder("additionalProperty")
          .addJavadoc("Adds a member the schema does not declare, or replaces it.\n")
          .addModifiers(Modifier.PUBLIC)
          .returns(builder)
          .addParameter(JavaTypes.STRING, "name")
          .addParameter(valueType, "value")
          .addStatement("this.$N.put($T.requireNonNull(name, $S), value)", name, JavaTypes.OBJECTS, "name")
          .addStatement("return this")
          .build());
      type.addMethod(MethodSpec.methodBuilder(name)
          .addJavadoc("Replaces every member the schema does not declare.\n")
          .addModifiers(Modifier.PUBLIC)
          .returns(builder)
          .addParameter(ParameterizedTypeName.get(JavaTypes.MAP, JavaTypes.STRING, valueType), name)
          .addStatement("this.$1N.clear()", name)
          .addStatement("this.$1N.putAll($1N)", name)
          .addStatement("return this")
          .build());
      arguments.add(CodeBlock.of("$N", name));
    }
    build.addStatement("return new $T($L)", record, CodeBlock.join(arguments, ", "));
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    type.addMethod(copy.build());
    type.addMethod(build.build());
    return type.build();
  }
}
