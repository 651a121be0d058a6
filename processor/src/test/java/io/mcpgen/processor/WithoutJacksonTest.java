package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * A user who reads JSON through the codecs only needs neither mcpgen-json-jackson nor Jackson: without
 * them on the class path no Jackson module is written, and the codecs compile.
 */
class WithoutJacksonTest {

  @Test
  void codecsCompileWithoutTheJacksonBackend() {
    List<File> classPath = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.contains("jackson")) { // mcpgen-json-jackson and every Jackson jar
        classPath.add(new File(entry));
      }
    }
    Compilation compilation = javac().withProcessors(new McpProcessor()).withOptions(Compilations.STRICT)
        .withClasspath(classPath)
        .compile(Compilations.packageInfo("plain.codecs", "file = " + Compilations.schemaFile("unions.json")));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> sources = Compilations.generatedSources(compilation);
    assertTrue(sources.containsKey("plain.codecs.ShapeJsonCodec"));
    assertFalse(sources.containsKey("plain.codecs.McpSchemaJacksonModule"));
    assertFalse(compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/services/io.mcpgen.json.jackson.CodecModule").isPresent());
  }
}
