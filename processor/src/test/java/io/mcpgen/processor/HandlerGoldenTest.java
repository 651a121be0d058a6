package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Exact generated text for handler interfaces ({@code src/test/resources/handlers/}): the server
 * stub, the typed client and the codecs of the records and enums they use. Every file must compile
 * without a warning under {@code -Xlint:all,-processing -Werror}.
 */
class HandlerGoldenTest {

  /**
   * A small interface: a tool with a declared form and a record result, a tool without arguments,
   * a sequential tool with forms, a prompt with a sampling input, a resource template.
   */
  @Test
  void orders(TestInfo test) {
    Compilation compilation = Compilations.compile(JavaFileObjects.forResource("handlers/Orders.java"));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> files = sources(compilation, "test.orders.");
    // The server's and the client's nested Registration, listed for ServiceLoader (the Spring Boot starter finds it there).
    String services = "META-INF/services/io.mcpgen.runtime.server.McpServerRegistration";
    files.put(services, Compilations.generatedResource(compilation, services));
    String clients = "META-INF/services/io.mcpgen.runtime.typed.McpClientRegistration";
    files.put(clients, Compilations.generatedResource(compilation, clients));
    Goldens.assertMatch(HandlerGoldenTest.class.getSimpleName(), test.getTestMethod().orElseThrow().getName(), files);
  }

  /**
   * Protocol types from a package generated in the same compilation (the interface waits a round for
   * them): CallToolResult, CreateMessageResult, Root, PromptMessage and ReadResourceResult; a URL
   * elicitation, an optional input, the round's context, a blob resource and a reserved variable.
   */
  @Test
  void protocolTypes(TestInfo test) {
    Compilation compilation = Compilations.compile(
        Compilations.packageInfo("test.protocol", "file = " + Compilations.schemaFile("protocol.json")),
        JavaFileObjects.forResource("handlers/Assistant.java"));
    assertThat(compilation).succeededWithoutWarnings();
    assertGoldens(test, compilation, "test.assistant.");
  }

  private static void assertGoldens(TestInfo test, Compilation compilation, String packagePrefix) {
    Goldens.assertMatch(HandlerGoldenTest.class.getSimpleName(), test.getTestMethod().orElseThrow().getName(),
        sources(compilation, packagePrefix));
  }

  private static Map<String, String> sources(Compilation compilation, String packagePrefix) {
    Map<String, String> files = new TreeMap<>(Compilations.generatedSources(compilation));
    files.keySet().removeIf(name -> !name.startsWith(packagePrefix));
    return files;
  }
}
