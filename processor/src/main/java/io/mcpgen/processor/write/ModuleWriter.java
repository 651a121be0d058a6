package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.AliasModel;
import io.mcpgen.processor.model.JavaModel;
import io.mcpgen.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the package's Jackson module: it registers the codec of every generated type, so any
 * jackson-databind mapper that finds it (by {@link java.util.ServiceLoader}) reads and writes them.
 */
final class ModuleWriter {

  /** The module's simple name; the schema check keeps definitions from taking it. */
  static final String SIMPLE_NAME = "McpSchemaJacksonModule";

  private ModuleWriter() {}

  static ClassName name(JavaModel model) {
    return ClassName.get(model.packageName(), SIMPLE_NAME);
  }

  static TypeSpec.Builder write(JavaModel model) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addJavadoc("A module for every type of the package.\n")
        .addModifiers(Modifier.PUBLIC)
        .addStatement("super($S)", model.packageName());
    for (TypeModel type : registered(model.types())) {
      ClassName name = JavaTypes.className(type.name());
      constructor.addStatement("add($T.class, $T.INSTANCE)", name, JavaTypes.className(type.name().codec()));
    }
    // An alias holder is no value: reading one would give an empty holder and lose the data.
    for (AliasModel alias : aliases(model.types())) {
      constructor.addStatement("refuse($T.class, $S)", JavaTypes.className(alias.name()),
          AliasWriter.simpleText(JavaTypes.type(alias.target(), false)));
    }
    return TypeSpec.classBuilder(name(model))
        .addJavadoc("Plugs the codecs of the types generated from $L into jackson-databind. Registered for\n"
            + "{@link java.util.ServiceLoader}, so {@code JsonMapper.builder().findAndAddModules().build()} finds it;\n"
            + "or add it by hand with {@code addModule(new $L())}.\n", Javadocs.escape(model.origin()), SIMPLE_NAME)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(RuntimeNames.CODEC_MODULE)
        .addMethod(constructor.build());
  }

  /** Every alias holder, nested ones included, in declaration order. */
  static List<AliasModel> aliases(List<TypeModel> types) {
    List<AliasModel> out = new ArrayList<>();
    for (TypeModel type : types) {
      if (type instanceof AliasModel) {
        out.add((AliasModel) type);
      }
      out.addAll(aliases(type.nested()));
    }
    return out;
  }

  /** Every type with a codec, nested ones included, in declaration order; alias holders have none. */
  static List<TypeModel> registered(List<TypeModel> types) {
    List<TypeModel> out = new ArrayList<>();
    for (TypeModel type : types) {
      if (!(type instanceof AliasModel)) {
        out.add(type);
      }
      out.addAll(registered(type.nested()));
    }
    return out;
  }
}
