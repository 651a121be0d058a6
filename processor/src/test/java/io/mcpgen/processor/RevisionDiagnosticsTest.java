package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.mcpgen.processor.check.Message;
import io.mcpgen.processor.model.RevisionHistory;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A protocol type that the chosen revision lacks is reported on the element whose signature names
 * it, with the revisions that define it and what replaced it: from the schema's own words where
 * it has them, from mcpgen's small table otherwise.
 */
class RevisionDiagnosticsTest {

  private static final String ID = "[McpRevisionLacksType] ";

  @Test
  void aTypeGoneFrom20260728NamesTheRevisionsThatHaveItAndItsSuccessor() {
    JavaFileObject schema = Compilations.packageInfo("app.proto", "revision = \"2026-07-28\"");
    JavaFileObject hooks = JavaFileObjects.forSourceLines("app.Hooks",
        "package app;",
        "",
        "import app.proto.CallToolRequest;",
        "import app.proto.CallToolResult;",
        "import app.proto.InitializeRequest;",
        "import app.proto.InitializeResult;",
        "import app.proto.ElicitationCompleteNotification;",
        "import app.proto.SetLevelRequestParams;",
        "import java.util.List;",
        "",
        "public interface Hooks {",
        "  InitializeResult initialize(",
        "      InitializeRequest request);",
        "  CallToolResult call(CallToolRequest request);",
        "  void logLevel(List<SetLevelRequestParams> levels);",
        "  record Pending(String id, app.proto.Task task) {}",
        "  void misspelt(app.proto.CallToolReslt result);",
        "  void forms(@io.mcpgen.annotations.Forms(ElicitationCompleteNotification.class) Object exchange);",
        "}");
    Compilation compilation = Compilations.compile(schema, hooks);
    assertThat(compilation).failed();
    // The table: the schemas do not say what replaced initialize, the changelog does.
    assertThat(compilation).hadErrorContaining(ID + "app.proto.InitializeRequest does not exist: app.proto is"
        + " generated from revision 2026-07-28, which has no InitializeRequest; revisions 2024-11-05, 2025-03-26,"
        + " 2025-06-18 and 2025-11-25 define it. In 2026-07-28 its place is taken by DiscoverRequest"
        + " (server/discover): the initialize handshake is gone").inFile(hooks).onLineContaining("InitializeRequest request);");
    // A return type is reported on its method.
    assertThat(compilation).hadErrorContaining(ID + "app.proto.InitializeResult does not exist")
        .inFile(hooks).onLineContaining("InitializeResult initialize(");
    assertThat(compilation).hadErrorContaining("its place is taken by DiscoverResult:")
        .inFile(hooks).onLineContaining("InitializeResult initialize(");
    // The schema's words: "Replaces the former `logging/setLevel` RPC", inside a type argument.
    assertThat(compilation).hadErrorContaining(ID + "app.proto.SetLevelRequestParams does not exist: app.proto is"
        + " generated from revision 2026-07-28, which has no SetLevelRequestParams; revision 2025-11-25 defines it."
        + " In 2026-07-28 its place is taken by the member io.modelcontextprotocol/logLevel of RequestMetaObject"
        + " (the 2026-07-28 schema says it \"Replaces the former `logging/setLevel` RPC\")")
        .inFile(hooks).onLineContaining("levels);");
    // Nothing names a successor of the tasks types (they moved to an extension): said so, on the component.
    assertThat(compilation).hadErrorContaining(ID + "app.proto.Task does not exist: app.proto is generated from"
        + " revision 2026-07-28, which has no Task; revision 2025-11-25 defines it. Neither the 2026-07-28 schema"
        + " nor mcpgen's table of replacements names a successor: remove its use, or generate the package from a"
        + " revision that has it").inFile(hooks).onLineContaining("record Pending");
    assertThat(compilation).hadErrorContaining(ID + "app.proto.CallToolReslt does not exist: app.proto is generated"
        + " from revision 2026-07-28, which has no CallToolReslt, and no published MCP revision (2024-11-05,"
        + " 2025-03-26, 2025-06-18, 2025-11-25 and 2026-07-28) defines it either; check the spelling")
        .inFile(hooks).onLineContaining("misspelt(");
    // A class literal in an annotation: javac keeps only "<error>" for it, the tree has the name.
    assertThat(compilation).hadErrorContaining(ID + "app.proto.ElicitationCompleteNotification does not exist: app.proto"
        + " is generated from revision 2026-07-28, which has no ElicitationCompleteNotification; revision 2025-11-25"
        + " defines it. Neither the 2026-07-28 schema").inFile(hooks).onLineContaining("void forms(");
    // One message per use: the record's accessor and constructor do not repeat the component's.
    assertEquals(6, ours(compilation).size(), String.valueOf(ours(compilation)));
  }

  /**
   * The last round skips the types the schema wrote (they never lack a type), but not a type
   * written by hand into the schema's own package.
   */
  @Test
  void aHandWrittenTypeInTheSchemasPackageIsStillScanned() {
    JavaFileObject schema = Compilations.packageInfo("app.proto", "revision = \"2026-07-28\"");
    JavaFileObject extra = JavaFileObjects.forSourceLines("app.proto.Extra",
        "package app.proto;",
        "",
        "public interface Extra {",
        "  InitializeResult initialize(CallToolRequest request);",
        "}");
    Compilation compilation = Compilations.compile(schema, extra);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(ID + "app.proto.InitializeResult does not exist: app.proto is"
        + " generated from revision 2026-07-28, which has no InitializeResult").inFile(extra)
        .onLineContaining("InitializeResult initialize(");
    assertEquals(1, ours(compilation).size(), String.valueOf(ours(compilation)));
  }

  /** In a handler interface the revision's message replaces the interface-wide "cannot resolve" one. */
  @Test
  void aHandlerGetsTheRevisionMessageInsteadOfUnresolvedType() {
    JavaFileObject schema = Compilations.packageInfo("app.proto", "revision = \"2026-07-28\"");
    JavaFileObject api = JavaFileObjects.forSourceLines("app.Api",
        "package app;",
        "",
        "import app.proto.*;",
        "import io.mcpgen.annotations.McpServer;",
        "",
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @io.mcpgen.annotations.Tool CallToolResult subscribe(Topic topic, SubscribeRequest request);",
        "  record Topic(String name) {}",
        "}");
    Compilation compilation = Compilations.compile(schema, api);
    assertThat(compilation).hadErrorContaining(ID + "app.proto.SubscribeRequest does not exist: app.proto is"
        + " generated from revision 2026-07-28, which has no SubscribeRequest; revisions 2024-11-05, 2025-03-26,"
        + " 2025-06-18 and 2025-11-25 define it. In 2026-07-28 its place is taken by the member"
        + " resourceSubscriptions of SubscriptionFilter (the 2026-07-28 schema says it \"Replaces the former"
        + " `resources/subscribe` RPC\")").inFile(api).onLineContaining("SubscribeRequest request");
    for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
      assertFalse(error.getMessage(Locale.ROOT).contains("[" + Message.UNRESOLVED_TYPE.id() + "]"),
          error.getMessage(Locale.ROOT));
    }
  }

  /** Going back is explained too: 2025-11-25 has no multi round-trip requests. */
  @Test
  void aTypeNewIn20260728IsExplainedInAnOlderPackage() {
    JavaFileObject schema = Compilations.packageInfo("old.proto", "revision = \"2025-11-25\"");
    JavaFileObject hooks = JavaFileObjects.forSourceLines("old.Hooks",
        "package old;",
        "",
        "public interface Hooks {",
        "  old.proto.InputRequiredResult ask();",
        "}");
    Compilation compilation = Compilations.compile(schema, hooks);
    assertThat(compilation).hadErrorContaining(ID + "old.proto.InputRequiredResult does not exist: old.proto is"
        + " generated from revision 2025-11-25, which has no InputRequiredResult; revision 2026-07-28 defines it."
        + " Neither the 2025-11-25 schema nor mcpgen's table").inFile(hooks).onLineContaining("ask()");
  }

  /** A name missing from a package that is not a protocol package stays javac's alone. */
  @Test
  void otherMissingTypesAreLeftToJavac() {
    JavaFileObject hooks = JavaFileObjects.forSourceLines("app.Hooks",
        "package app;",
        "",
        "public interface Hooks {",
        "  app.other.InitializeRequest ask();",
        "}");
    Compilation compilation = Compilations.compile(hooks);
    assertThat(compilation).hadErrorContaining("app.other");
    assertTrue(ours(compilation).isEmpty(), String.valueOf(ours(compilation)));
  }

  /** The other revisions' schemas are read only when a missing protocol type is met. */
  @Test
  void otherRevisionsAreReadOnlyForAMissingType() {
    JavaFileObject schema = Compilations.packageInfo("app.proto", "revision = \"2026-07-28\"");
    JavaFileObject fine = JavaFileObjects.forSourceLines("app.Hooks",
        "package app;",
        "",
        "public interface Hooks {",
        "  app.proto.CallToolResult call(app.proto.CallToolRequest request);",
        "}");
    McpProcessor clean = new McpProcessor();
    assertThat(javac().withProcessors(clean).withOptions(Compilations.STRICT).compile(schema, fine))
        .succeededWithoutWarnings();
    assertFalse(clean.readOtherRevisions());

    JavaFileObject gone = JavaFileObjects.forSourceLines("app.Hooks",
        "package app;",
        "",
        "public interface Hooks {",
        "  app.proto.InitializeResult initialize();",
        "}");
    McpProcessor broken = new McpProcessor();
    assertThat(javac().withProcessors(broken).withOptions(Compilations.STRICT).compile(schema, gone)).failed();
    assertTrue(broken.readOtherRevisions());
  }

  @Test
  void theHistoryReadsSuccessorsFromTheSchemasAndTheTable() {
    RevisionHistory history = new RevisionHistory();
    RevisionHistory.Lookup initialize = history.lookup("InitializeRequest", "2026-07-28");
    assertEquals(List.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"), initialize.definedIn());
    assertTrue(initialize.replacement().startsWith("DiscoverRequest (server/discover): "), initialize.replacement());
    RevisionHistory.Lookup subscribe = history.lookup("SubscribeRequestParams", "2026-07-28");
    assertTrue(subscribe.replacement().startsWith("the member resourceSubscriptions of SubscriptionFilter"),
        subscribe.replacement());
    // The table is only used where its types exist: 2025-06-18 has no DiscoverRequest.
    assertNull(history.lookup("InitializeRequest", "2025-06-18").replacement());
    assertNull(history.lookup("PingRequest", "2026-07-28").replacement());
    assertEquals(List.of(), history.lookup("NoSuchThing", "2026-07-28").definedIn());
  }

  private static List<String> ours(Compilation compilation) {
    return compilation.errors().stream().map(error -> error.getMessage(Locale.ROOT))
        .filter(text -> text.startsWith(ID)).toList();
  }
}
