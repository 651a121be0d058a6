package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.TypeRef;
import io.mcpgen.processor.model.WrapperModel;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/** Writes the one-component record that holds a non-object member of a union. */
final class WrapperWriter {

  private WrapperWriter() {}

  static TypeSpec.Builder write(WrapperModel model) {
    ClassName self = JavaTypes.className(model.name());
    TypeName valueType = JavaTypes.type(model.value(), true);
    MethodSpec.Builder compact = MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
    if (!valueType.isPrimitive()) {
      compact.addStatement("$T.requireNonNull(value, $S)", JavaTypes.OBJECTS, model.name().dottedName() + ".value");
    }
    if (model.value() instanceof TypeRef.ListOf) {
      compact.addStatement("value = $T.copyOf(value)", JavaTypes.LIST);
    } else if (model.value() instanceof TypeRef.MapOf) {
      compact.addStatement("value = $T.copyOf(value)", RuntimeNames.JSON_COLLECTIONS);
    }
    return TypeSpec.recordBuilder(self)
        .addJavadoc("A {@link $T} that is a JSON $L.\n\n@param value the value\n",
            JavaTypes.className(model.union()), model.kind().name().toLowerCase(Locale.ROOT))
        .addModifiers(Modifier.PUBLIC)
        .addSuperinterface(JavaTypes.className(model.union()))
        .recordConstructor(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addParameter(valueType, "value").build())
        .addMethod(compact.build());
  }

  static TypeSpec.Builder codec(WrapperModel model) {
    ClassName self = JavaTypes.className(model.name());
    return CodecSkeleton.start(JavaTypes.className(model.name().codec()), self, model.name().dottedName())
        .addMethod(MethodSpec.methodBuilder("read")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addParameter(RuntimeNames.JSON_READER, "in")
            .addStatement("return new $T($L)", self, JavaTypes.read(model.value(), "in"))
            .build())
        .addMethod(MethodSpec.methodBuilder("write")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(RuntimeNames.JSON_WRITER, "out")
            .addParameter(self, "value")
            .addCode(JavaTypes.write(model.value(), CodeBlock.of("value.value()"), false))
            .build());
  }
}
