package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Set;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A user's project builds with plain {@code -Xlint:all -Werror}: mcpgen claims its own annotations
 * (so javac does not warn that no processor claimed them), and only those, so other processors still
 * see everything else.
 */
class AnnotationClaimTest {

  private static final JavaFileObject BOOKING = JavaFileObjects.forSourceLines("test.Booking",
      "package test;",
      "",
      "import io.mcpgen.annotations.*;",
      "import io.mcpgen.runtime.typed.Elicited;",
      "import io.mcpgen.runtime.typed.McpExchange;",
      "",
      "/** Books rooms. */",
      "@McpServer(name = \"booking\")",
      "public interface Booking {",
      "  /** Books a room. */",
      "  @Tool(\"book\")",
      "  String book(Slot slot, @Elicit(message = \"Sure?\") Elicited<Confirm> confirm);",
      "",
      "  /** Books as it goes; deprecated, which the generated server must not warn about. */",
      "  @Tool(\"plan\")",
      "  @Deprecated",
      "  String plan(@Forms(Confirm.class) McpExchange exchange);",
      "",
      "  /** A slot. */",
      "  record Slot(@Describe(\"Room\") String room, @Default(\"30\") int minutes) {}",
      "",
      "  /** A confirmation. */",
      "  record Confirm(boolean yes) {}",
      "}");

  @Test
  void plainLintAllWithWerrorBuildsAnAnnotatedInterface() {
    Compilation compilation = javac().withProcessors(new McpProcessor())
        .withOptions(List.of("-Xlint:all", "-Werror")).compile(BOOKING);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void theProcessorClaimsItsOwnAnnotationsAndNothingElse() {
    assertEquals(Set.of("io.mcpgen.annotations.*"), new McpProcessor().getSupportedAnnotationTypes());
  }
}
