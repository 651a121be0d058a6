package io.mcpgen.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** Compiles sources with mcpgen's processor and the flags users and this build use. */
final class Compilations {

  /** The flags every generated file must pass without a warning. */
  static final List<String> STRICT = List.of("-Xlint:all,-processing", "-Werror");

  private Compilations() {}

  static Compilation compile(JavaFileObject... sources) {
    return javac().withProcessors(new McpProcessor()).withOptions(STRICT).compile(sources);
  }

  /** A {@code package-info.java} annotated with {@code @McpSchema(<members>)}. */
  static JavaFileObject packageInfo(String packageName, String members) {
    return JavaFileObjects.forSourceLines(packageName + ".package-info",
        "@McpSchema(" + members + ")",
        "package " + packageName + ";",
        "",
        "import io.mcpgen.annotations.McpSchema;");
  }

  /** The absolute path of a test schema under {@code src/test/resources/schemas/}, as a Java string literal. */
  static String schemaFile(String name) {
    try {
      Path path = Path.of(Compilations.class.getResource("/schemas/" + name).toURI());
      return "\"" + path.toString().replace("\\", "\\\\") + "\"";
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every generated source, by qualified name ({@code com.acme.Foo}), sorted. */
  static Map<String, String> generatedSources(Compilation compilation) {
    Map<String, String> sources = new TreeMap<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      String path = file.toUri().getPath();
      String relative = path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length());
      String name = relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
      sources.put(name, content(file));
    }
    return sources;
  }

  /** A generated resource's text, e.g. the ServiceLoader file. */
  static String generatedResource(Compilation compilation, String path) {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path).map(Compilations::content)
        .orElseThrow(() -> new AssertionError("no generated resource " + path));
  }

  static String content(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
