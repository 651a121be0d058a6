package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/** What every codec class has: the declaration, {@code INSTANCE} and a private constructor. */
final class CodecSkeleton {

  private CodecSkeleton() {}

  static TypeSpec.Builder start(ClassName codec, TypeName type, String typeName) {
    return start(codec, ParameterizedTypeName.get(RuntimeNames.JSON_CODEC, type), typeName);
  }

  /** A codec class implementing {@code codecInterface}, a subinterface of {@code JsonCodec}. */
  static TypeSpec.Builder start(ClassName codec, ParameterizedTypeName codecInterface, String typeName) {
    return TypeSpec.classBuilder(codec)
        .addJavadoc("Reads and writes {@link $L} as JSON; stateless, so {@link #INSTANCE} serves every caller.\n",
            typeName)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(codecInterface)
        .addField(FieldSpec.builder(codec, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The codec.\n")
            .initializer("new $T()", codec)
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
  }
}
