package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.EnumModel;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/** Writes a Java enum whose constants keep the wire spelling, and its codec. */
final class EnumWriter {

  private EnumWriter() {}

  static TypeSpec.Builder write(EnumModel model) {
    ClassName self = JavaTypes.className(model.name());
    TypeSpec.Builder type = TypeSpec.enumBuilder(self).addModifiers(Modifier.PUBLIC)
        .addJavadoc("$L<p>Schema: {@code $L}. Each constant keeps its spelling on the wire, {@link #wireName()}.\n",
            Javadocs.paragraph(model.description()), Javadocs.escape(model.pointer()));
    for (EnumModel.Constant constant : model.constants()) {
      type.addEnumConstant(constant.javaName(), TypeSpec.anonymousClassBuilder("$S", constant.wireValue())
          .addJavadoc("{@code $L} on the wire.\n", Javadocs.escape(constant.wireValue())).build());
    }
    type.addField(FieldSpec.builder(JavaTypes.STRING, "wireName", Modifier.PRIVATE, Modifier.FINAL).build());
    type.addMethod(MethodSpec.constructorBuilder().addParameter(JavaTypes.STRING, "wireName")
        .addStatement("this.wireName = wireName").build());
    type.addMethod(MethodSpec.methodBuilder("wireName")
        .addJavadoc("The constant as it is spelled in JSON.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(JavaTypes.STRING)
        .addStatement("return wireName")
        .build());
    MethodSpec.Builder from = MethodSpec.methodBuilder("fromWireName")
        .addJavadoc("The constant spelled {@code wireName} in JSON.\n\n"
            + "@throws IllegalArgumentException when no constant is spelled so\n")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(JavaTypes.STRING, "wireName")
        .beginControlFlow("switch (wireName)");
    for (EnumModel.Constant constant : model.constants()) {
      from.addStatement("case $S: return $N", constant.wireValue(), constant.javaName());
    }
    from.addStatement("default: throw new $T($S + wireName + $S)", IllegalArgumentException.class,
        "no " + model.name().dottedName() + " is spelled \"", "\"; expected one of " + spellings(model))
        .endControlFlow();
    type.addMethod(from.build());
    return type;
  }

  static String spellings(EnumModel model) {
    return model.constants().stream().map(EnumModel.Constant::wireValue).collect(Collectors.joining(", "));
  }

  /** The codec of a schema enum: the wire spelling. */
  static TypeSpec.Builder codec(EnumModel model) {
    return codec(model, "wireName");
  }

  /** The codec of a user's enum: each constant is spelled as its name. */
  static TypeSpec.Builder byName(EnumModel model) {
    return codec(model, "name");
  }

  private static TypeSpec.Builder codec(EnumModel model, String spelling) {
    ClassName self = JavaTypes.className(model.name());
    CodeBlock.Builder read = CodeBlock.builder()
        .addStatement("$T wireName = in.readString(SPELLINGS)", JavaTypes.STRING)
        .beginControlFlow("switch (wireName)");
    for (EnumModel.Constant constant : model.constants()) {
      read.addStatement("case $S: return $T.$N", constant.wireValue(), self, constant.javaName());
    }
    read.addStatement("default: throw in.error($S + wireName + $S)", "unknown value \"",
        "\"; expected one of " + spellings(model))
        .endControlFlow();
    return CodecSkeleton.start(JavaTypes.className(model.name().codec()), self, model.name().dottedName())
        .addField(FieldSpec.builder(String[].class, "SPELLINGS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Every spelling, which the reader returns as these very instances.\n")
            .initializer(model.constants().stream().map(constant -> CodeBlock.of("$S", constant.wireValue()))
                .collect(CodeBlock.joining(", ", "{", "}")))
            .build())
        .addMethod(MethodSpec.methodBuilder("read")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addParameter(RuntimeNames.JSON_READER, "in")
            .addCode(read.build())
            .build())
        .addMethod(MethodSpec.methodBuilder("write")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(RuntimeNames.JSON_WRITER, "out")
            .addParameter(self, "value")
            .addStatement("out.value(value.$N())", spelling)
            .build());
  }
}
