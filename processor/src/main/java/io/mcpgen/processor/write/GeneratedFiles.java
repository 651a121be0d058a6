package io.mcpgen.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * The one place that turns a type into a file: it adds mcpgen's {@code @Generated} (no date, so
 * two runs give the same bytes), the originating element (for incremental builds), a file comment,
 * two-space indent, and full qualification of any JDK or runtime name that a generated type of the
 * same simple name would hide.
 */
final class GeneratedFiles {

  static final String GENERATOR = "io.mcpgen.processor.McpProcessor";

  private GeneratedFiles() {}

  /**
   * @param packageTypes the simple names of every top-level type generated into the package
   */
  static GeneratedFile file(String packageName, TypeSpec.Builder type, Element origin, String comment,
      Set<String> packageTypes) {
    return file(packageName, type, origin == null ? List.of() : List.of(origin), comment, packageTypes);
  }

  /** A file with several originating elements (a codec of a record that interfaces share, say). */
  static GeneratedFile file(String packageName, TypeSpec.Builder type, List<? extends Element> origins, String comment,
      Set<String> packageTypes) {
    type.addAnnotation(AnnotationSpec.builder(RuntimeNames.GENERATED).addMember("value", "$S", GENERATOR).build());
    origins.forEach(type::addOriginatingElement);
    for (String name : JavaTypes.JDK_SIMPLE_NAMES) {
      if (packageTypes.contains(name)) {
        type.alwaysQualify(name);
      }
    }
    RuntimeNames.ALL.forEach(name -> {
      if (packageTypes.contains(name.simpleName())) {
        type.alwaysQualify(name.simpleName());
      }
    });
    TypeSpec spec = type.build();
    JavaFile file = JavaFile.builder(packageName, spec)
        .addFileComment("$L", comment)
        .skipJavaLangImports(true)
        .indent("  ")
        .build();
    String qualified = packageName.isEmpty() ? spec.name() : packageName + "." + spec.name();
    return new GeneratedFile(qualified, file);
  }
}
