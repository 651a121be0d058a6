package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.AliasModel;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes the holder class of an alias definition: not instantiable, it documents what the
 * definition stands for and holds the codec of that type, plus any constants it has.
 */
final class AliasWriter {

  private AliasWriter() {}

  static TypeSpec.Builder write(AliasModel model) {
    ClassName self = JavaTypes.className(model.name());
    TypeName target = JavaTypes.type(model.target(), false);
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("$L<p>Schema: {@code $L}. Java has no type aliases: wherever the schema uses this definition,"
            + " the generated types use {@code $L}. This class holds its codec.\n",
            Javadocs.paragraph(model.description()), Javadocs.escape(model.pointer()),
            Javadocs.escape(simpleText(target)))
        .addField(FieldSpec.builder(ParameterizedTypeName.get(RuntimeNames.JSON_CODEC, target), "CODEC",
                Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Reads and writes the type this definition stands for.\n")
            .initializer(JavaTypes.codec(model.target()))
            .build());
    for (Map.Entry<String, String> constant : new TreeMap<>(model.constants()).entrySet()) {
      type.addField(FieldSpec.builder(JavaTypes.STRING, constant.getKey(), Modifier.PUBLIC, Modifier.STATIC,
              Modifier.FINAL)
          .addJavadoc("{@code $L}, a value the specification gives this definition.\n", constant.getValue())
          .initializer("$S", constant.getValue())
          .build());
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    return type;
  }

  /** The type as written in source, without package names. */
  static String simpleText(TypeName type) {
    return type.toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
