package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every error a user can cause is a compile error on the annotation, with its id, the JSON pointer
 * of the problem and what to do; never a stack trace.
 */
class DiagnosticsTest {

  @Test
  void malformedJsonNamesLineAndWhatToDo() {
    JavaFileObject source = Compilations.packageInfo("bad.json", "file = " + Compilations.schemaFile("malformed.json"));
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaNotJson]").inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("at # is not valid JSON at line 2");
    assertThat(compilation).hadErrorContaining("fix the file so it parses as JSON");
  }

  @Test
  void unresolvableRefNamesPointer() {
    JavaFileObject source = Compilations.packageInfo("bad.ref", "file = " + Compilations.schemaFile("unresolved-ref.json"));
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaUnresolvedRef] #/$defs/Foo/properties/bar refers to"
        + " \"#/$defs/Missing\"").inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("add that definition under \"$defs\" or fix the reference");
  }

  @Test
  void unsupportedConstructNamesPointerAndAlternative() {
    JavaFileObject source = Compilations.packageInfo("bad.construct", "file = " + Compilations.schemaFile("unsupported.json"));
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaUnsupported] #/$defs/Foo/properties/bar uses \"oneOf\"")
        .inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("use anyOf");
  }

  @Test
  void aTypeThatIsNoJsonTypeNamesPointerAndTheTypes() {
    JavaFileObject source = Compilations.packageInfo("bad.type", "file = " + Compilations.schemaFile("bad-type.json"));
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaMalformed] #/$defs/Foo/properties/bar/type names \"strng\","
        + " which is not a JSON Schema type").inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("use object, array, string, integer, number, boolean or null");
  }

  @Test
  void aDefinitionNamedAsAnotherOnesCodecClashes() {
    JavaFileObject source = Compilations.packageInfo("bad.clash", "file = " + Compilations.schemaFile("name-clash.json"));
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaNameClash] #/$defs/FooJsonCodec has the name of the codec"
        + " of Foo").inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("generate this schema into a package of its own, or rename the definition");
  }

  @Test
  void unknownRevisionListsTheBundledOnes() {
    JavaFileObject source = Compilations.packageInfo("bad.revision", "revision = \"1999-01-01\"");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaUnknownRevision] @McpSchema revision \"1999-01-01\"")
        .inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("use one of 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28");
  }

  @Test
  void missingFileSaysWhereItLooked() {
    JavaFileObject source = Compilations.packageInfo("bad.file", "file = \"no/such/schema.json\"");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaFileMissing] @McpSchema file \"no/such/schema.json\""
        + " cannot be read (looked at ").inFile(source).onLineContaining("@McpSchema");
    assertThat(compilation).hadErrorContaining("a relative path starts at the compiler's working directory");
  }

  @Test
  void badPackageName() {
    JavaFileObject source = Compilations.packageInfo("bad.pkg", "packageName = \"not a package\"");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaBadPackage] @McpSchema packageName \"not a package\"")
        .inFile(source).onLineContaining("@McpSchema");
  }

  @Test
  void twoSchemasIntoOnePackage() {
    JavaFileObject first = Compilations.packageInfo("dup.a", "packageName = \"dup.out\"");
    JavaFileObject second = Compilations.packageInfo("dup.b", "packageName = \"dup.out\"");
    Compilation compilation = Compilations.compile(first, second);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSchemaDuplicatePackage] @McpSchema generates into package dup.out")
        .inFile(second).onLineContaining("@McpSchema");
  }
}
