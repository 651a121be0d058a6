package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.IdModel;
import javax.lang.model.element.Modifier;

/**
 * Writes a string-or-integer value type that remembers which it was, so an id is echoed with its
 * JSON kind ({@code 1} and {@code "1"} are different ids), and its codec.
 */
final class IdWriter {

  private IdWriter() {}

  static TypeSpec.Builder write(IdModel model) {
    ClassName self = JavaTypes.className(model.name());
    String name = model.name().dottedName();
    return TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("$L<p>Schema: {@code $L}. A string or an integer; which one it is survives a round trip.\n",
            Javadocs.paragraph(model.description()), Javadocs.escape(model.pointer()))
        .addField(FieldSpec.builder(JavaTypes.STRING, "string", Modifier.PRIVATE, Modifier.FINAL)
            .addJavadoc("The string, or null for an integer.\n").build())
        .addField(TypeName.LONG, "number", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(JavaTypes.STRING, "string").addParameter(TypeName.LONG, "number")
            .addStatement("this.string = string").addStatement("this.number = number").build())
        .addMethod(MethodSpec.methodBuilder("of").addJavadoc("A string $L.\n", name)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self)
            .addParameter(JavaTypes.STRING, "value")
            .addStatement("return new $T($T.requireNonNull(value, $S), 0)", self, JavaTypes.OBJECTS, "value").build())
        .addMethod(MethodSpec.methodBuilder("of").addJavadoc("An integer $L.\n", name)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self)
            .addParameter(TypeName.LONG, "value")
            .addStatement("return new $T(null, value)", self).build())
        .addMethod(MethodSpec.methodBuilder("isString").addJavadoc("True when it is a JSON string.\n")
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
            .addStatement("return string != null").build())
        .addMethod(MethodSpec.methodBuilder("isNumber").addJavadoc("True when it is a JSON integer.\n")
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN)
            .addStatement("return string == null").build())
        .addMethod(MethodSpec.methodBuilder("asString")
            .addJavadoc("The string.\n\n@throws IllegalStateException when it is an integer\n")
            .addModifiers(Modifier.PUBLIC).returns(JavaTypes.STRING)
            .beginControlFlow("if (string == null)")
            .addStatement("throw new $T($S + number + $S)", IllegalStateException.class, name + " ", " is an integer")
            .endControlFlow()
            .addStatement("return string").build())
        .addMethod(MethodSpec.methodBuilder("asLong")
            .addJavadoc("The integer.\n\n@throws IllegalStateException when it is a string\n")
            .addModifiers(Modifier.PUBLIC).returns(TypeName.LONG)
            .beginControlFlow("if (string != null)")
            .addStatement("throw new $T($S + string + $S)", IllegalStateException.class, name + " \"", "\" is a string")
            .endControlFlow()
            .addStatement("return number").build())
        .addMethod(MethodSpec.methodBuilder("equals").addAnnotation(Override.class)
            .addJavadoc("Equal when both are the same string, or the same integer.\n")
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN).addParameter(Object.class, "other")
            .beginControlFlow("if (!(other instanceof $T))", self)
            .addStatement("return false")
            .endControlFlow()
            .addStatement("$1T that = ($1T) other", self)
            .addStatement("return string == null ? that.string == null && number == that.number"
                + " : string.equals(that.string)")
            .build())
        .addMethod(MethodSpec.methodBuilder("hashCode").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
            .addStatement("return string == null ? Long.hashCode(number) : string.hashCode()").build())
        .addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class)
            .addJavadoc("The JSON text: the integer's digits, or the string in quotes.\n")
            .addModifiers(Modifier.PUBLIC).returns(JavaTypes.STRING)
            .addStatement("return string == null ? Long.toString(number) : '\"' + string + '\"'").build());
  }

  static TypeSpec.Builder codec(IdModel model) {
    ClassName self = JavaTypes.className(model.name());
    return CodecSkeleton.start(JavaTypes.className(model.name().codec()), self, model.name().dottedName())
        .addMethod(MethodSpec.methodBuilder("read")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addParameter(RuntimeNames.JSON_READER, "in")
            .beginControlFlow("if (in.peek() == $T.STRING)", RuntimeNames.JSON_TOKEN)
            .addStatement("return $T.of(in.readString())", self)
            .endControlFlow()
            .addStatement("return $T.of(in.readLong())", self)
            .build())
        .addMethod(MethodSpec.methodBuilder("write")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(RuntimeNames.JSON_WRITER, "out")
            .addParameter(self, "value")
            .beginControlFlow("if (value.isString())")
            .addStatement("out.value(value.asString())")
            .nextControlFlow("else")
            .addStatement("out.value(value.asLong())")
            .endControlFlow()
            .build());
  }
}
