package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @McpSchema} on a type generates into that type's package unless packageName says otherwise. */
class AnnotatedTypeTest {

  @Test
  void aTypeTriggersGenerationIntoItsPackage() {
    JavaFileObject source = JavaFileObjects.forSourceLines("com.acme.Schemas",
        "package com.acme;",
        "",
        "import io.mcpgen.annotations.McpSchema;",
        "",
        "@McpSchema(file = " + Compilations.schemaFile("names.json") + ")",
        "final class Schemas {}");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> sources = Compilations.generatedSources(compilation);
    assertTrue(sources.containsKey("com.acme.RequestId"), sources.keySet()::toString);
    assertTrue(sources.containsKey("com.acme.McpSchemaJacksonModule"));
  }

  @Test
  void packageNameOverridesTheTypesPackage() {
    JavaFileObject source = JavaFileObjects.forSourceLines("com.acme.Schemas",
        "package com.acme;",
        "",
        "import io.mcpgen.annotations.McpSchema;",
        "",
        "@McpSchema(file = " + Compilations.schemaFile("names.json") + ", packageName = \"com.acme.mcp\")",
        "final class Schemas {}");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(Compilations.generatedSources(compilation).containsKey("com.acme.mcp.Error"));
  }
}
