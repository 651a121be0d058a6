package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What is generated for several interfaces at once: a shared record's codec once, @McpClient a client only, stable text. */
class HandlerGenerationTest {

  private static final Sources SOURCES = new Sources();

  @Test
  void twoInterfacesShareOneCodecAndTheOutputIgnoresSourceOrder() {
    Compilation first = Compilations.compile(SOURCES.shared, SOURCES.server, SOURCES.client);
    Compilation second = Compilations.compile(SOURCES.client, SOURCES.server, SOURCES.shared);
    assertThat(first).succeededWithoutWarnings();
    assertThat(second).succeededWithoutWarnings();
    Map<String, String> files = Compilations.generatedSources(first);
    assertEquals(List.of("test.gen.ShopMcpClient", "test.gen.ShopMcpServer", "test.gen.StockMcpClient",
        "test.gen.WidgetJsonCodec"), List.copyOf(files.keySet()));
    assertEquals(files, Compilations.generatedSources(second));
  }

  @Test
  void toolScopesAreListedForTheAuthenticatorOnlyWhenAToolHasSome() {
    JavaFileObject scoped = JavaFileObjects.forSourceLines("test.gen.Files",
        "package test.gen;",
        "import io.mcpgen.annotations.*;",
        "@McpServer(name = \"files\")",
        "public interface Files {",
        "  @Tool(\"read\") String read();",
        "  @Tool(value = \"delete\", scopes = {\"files:write\", \"files:admin\"}) String delete();",
        "  @Tool(value = \"move\", scopes = \"files:write\") String move();",
        "}");
    Compilation compilation = Compilations.compile(scoped);
    assertThat(compilation).succeededWithoutWarnings();
    String server = Compilations.generatedSources(compilation).get("test.gen.FilesMcpServer");
    assertTrue(server.contains("public static final Map<String, List<String>> TOOL_SCOPES = Map.ofEntries(\n"
        + "    Map.entry(\"delete\", List.of(\"files:write\", \"files:admin\")),\n"
        + "    Map.entry(\"move\", List.of(\"files:write\")));"), server);
    assertFalse(server.contains("\"read\", List.of"), server);
    assertFalse(Compilations.generatedSources(Compilations.compile(SOURCES.shared, SOURCES.server))
        .get("test.gen.ShopMcpServer").contains("TOOL_SCOPES"));
  }

  /** The sources: a record, a server using it, and a client interface for another server using it too. */
  private static final class Sources {
    final JavaFileObject shared = JavaFileObjects.forSourceLines("test.gen.Widget",
        "package test.gen;",
        "public record Widget(String name, int count) {}");
    final JavaFileObject server = JavaFileObjects.forSourceLines("test.gen.Shop",
        "package test.gen;",
        "import io.mcpgen.annotations.*;",
        "@McpServer(name = \"shop\")",
        "public interface Shop {",
        "  @Tool(\"widget\") Widget widget(Widget like);",
        "}");
    final JavaFileObject client = JavaFileObjects.forSourceLines("test.gen.Stock",
        "package test.gen;",
        "import io.mcpgen.annotations.*;",
        "@McpClient",
        "public interface Stock {",
        "  @Tool(\"count\") String count(Widget widget);",
        "}");
  }
}
