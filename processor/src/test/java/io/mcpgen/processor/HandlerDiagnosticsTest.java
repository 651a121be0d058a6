package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.mcpgen.processor.check.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every error a handler interface can have is a compile error with its id, on the element (and
 * annotation member) it is about, saying what to do; and an interface with an error gets no
 * generated code.
 */
class HandlerDiagnosticsTest {

  private static final String[] IMPORTS = {
      "import io.mcpgen.annotations.*;",
      "import io.mcpgen.runtime.typed.Elicited;",
      "import io.mcpgen.runtime.typed.McpExchange;",
      "import java.util.List;",
      "import java.util.Map;",
      "import java.util.Optional;",
  };

  /** {@code test.Api} with the usual imports, then these lines. */
  private static JavaFileObject api(String... lines) {
    List<String> source = new ArrayList<>();
    source.add("package test;");
    source.addAll(List.of(IMPORTS));
    source.addAll(List.of(lines));
    return JavaFileObjects.forSourceLines("test.Api", source);
  }

  private static Compilation assertOneError(JavaFileObject source, Message id, String text, String line) {
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[" + id.id() + "] " + text).inFile(source).onLineContaining(line);
    return compilation;
  }

  @Test
  void theAnnotationGoesOnAnInterface() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public class Api {}"),
        Message.NOT_INTERFACE, "@McpServer is on the class Api; it goes on an interface", "@McpServer");
  }

  @Test
  void anAbstractMethodWithoutAnAnnotationIsAMistake() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ping();",
        "  String forgotten();",
        "  default String helper() { return \"\"; }",
        "}"),
        Message.MISSING_ANNOTATION, "forgotten() has no @Tool, @Prompt or @Resource", "String forgotten()");
  }

  /** The documented choice: an interface with an error gets no code at all, not half a stub. */
  @Test
  void anInterfaceWithAnErrorGetsNoCode() {
    JavaFileObject broken = api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ping(Ping ping);",
        "  String forgotten();",
        "  record Ping(String text) {}",
        "}");
    JavaFileObject fine = JavaFileObjects.forSourceLines("test.Other",
        "package test;",
        "@io.mcpgen.annotations.McpClient",
        "public interface Other {",
        "  @io.mcpgen.annotations.Tool String ping();",
        "}");
    RecordingProcessor processor = new RecordingProcessor();
    Compilation compilation = javac().withProcessors(processor).withOptions(Compilations.STRICT).compile(broken, fine);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpMissingAnnotation]").inFile(broken).onLineContaining("forgotten");
    assertEquals(List.of("test.OtherMcpClient"), processor.created);
  }

  @Test
  void oneMethodServesOneThing() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool @Prompt String both();",
        "}"),
        Message.CONFLICTING_ANNOTATIONS, "both() is a Tool and also carries @Prompt", "String both()");
  }

  @Test
  void oneParameterIsOneInput() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"?\") @Roots Elicited<Ok> ok);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.CONFLICTING_ANNOTATIONS, "parameter ok of go() carries both @Elicit and @Roots", "String go(");
  }

  @Test
  void needsBelongOnTheExchangeOfASequentialMethod() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Needs(Needs.Input.ROOTS) String text);",
        "}"),
        Message.CONFLICTING_ANNOTATIONS, "parameter text of go() carries @Needs, which only an McpExchange parameter"
            + " may carry (it lists what that exchange asks on every call)", "String go(");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Roots @Needs(Needs.Input.ROOTS) List<Root> roots);",
        "  record Root(String uri) {}",
        "}"),
        Message.CONFLICTING_ANNOTATIONS, "parameter roots of go() carries @Needs, which belongs on the McpExchange"
            + " parameter of a sequential method", "String go(");
  }

  @Test
  void namesAreUniqueWithinAServer() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool(\"find\") String findOne();",
        "  @Tool(\"find\") String findAll();",
        "}"),
        Message.DUPLICATE_NAME, "findAll() is the tool \"find\", as findOne() is", "findAll()");
  }

  @Test
  void overloadedToolsAreToldApartByTheirParameters() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String find(ByName query);",
        "  @Tool String find(ById query);",
        "  record ByName(String name) {}",
        "  record ById(long id) {}",
        "}"),
        Message.DUPLICATE_NAME, "find(ById) is the tool \"find\", as find(ByName) is; names are unique within a"
            + " server: rename one (overloads of one Java method need a name each: Tool(\"...\"))",
        "String find(ById");
  }

  @Test
  void toolNamesFollowTheProtocolsRules() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool(\"place order\") String placeOrder();",
        "}"),
        Message.BAD_NAME, "tool name \"place order\" breaks the protocol's rules for tool names", "place order");
  }

  @Test
  void aToolScopeMustBeAnOAuthScopeToken() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool(value = \"delete\", scopes = {\"files:write\", \"files read\"}) String delete();",
        "}"),
        Message.BAD_NAME, "scope \"files read\" of tool \"delete\" is not an OAuth scope token", "files read");
  }

  @Test
  void aResourceUriMustBeAbsolute() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Resource(uri = \"readme.md\") String readme();",
        "}"),
        Message.BAD_NAME, "@Resource uri \"readme.md\" is not an absolute URI", "readme.md");
  }

  @Test
  void genericMethodsHaveNoOneSchema() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool <T> String echo();",
        "}"),
        Message.GENERIC_METHOD, "echo() has type parameters", "String echo()");
  }

  @Test
  void staticMethodsCannotBeImplemented() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool static String now() { return \"\"; }",
        "}"),
        Message.STATIC_METHOD, "now() is static", "String now()");
  }

  @Test
  void aToolTakesOneArgumentRecord() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String add(A a, B b);",
        "  record A(int x) {}",
        "  record B(int y) {}",
        "}"),
        Message.UNSUPPORTED_PARAMETER, "parameter b of add() is a second argument", "String add(");
  }

  @Test
  void anInputParameterMustHaveItsKindsType() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"Sure?\") Ok ok);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.UNSUPPORTED_PARAMETER, "parameter ok of go() has type Ok, but an @Elicit input is Elicited<F>", "String go(");
  }

  @Test
  void argumentsAreOneRecord() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String echo(String text);",
        "}"),
        Message.ARGUMENT_NOT_RECORD, "parameter text of echo() has type String; a tool's arguments are the components of"
            + " one record (its inputSchema): declare a record such as record EchoArgs(String text) {}", "String echo(");
  }

  /** The suggested wrapper record, written as suggested, compiles: the advice does not fail again. */
  @Test
  void theSuggestedArgumentRecordCompiles() {
    Compilation compilation = Compilations.compile(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String echo(EchoArgs text);",
        "  record EchoArgs(String text) {}",
        "}"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aClassArgumentIsToldToBecomeARecordNotToBeWrapped() {
    // Wrapping the class in a record (the advice for a String) would fail again, on the component.
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String find(Customer customer);",
        "  class Customer { public String name; }",
        "}"),
        Message.ARGUMENT_NOT_RECORD, "parameter customer of find() has type test.Api.Customer; a tool's arguments"
            + " are the components of one record (its inputSchema): make Customer a record whose components are"
            + " the arguments (record Customer(...) {}); as it is, it has no JSON mapping", "String find(");
    Compilation asAdvised = Compilations.compile(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String find(Customer customer);",
        "  record Customer(String name) {}",
        "}"));
    assertThat(asAdvised).succeededWithoutWarnings();
  }

  @Test
  void aGenericRecordResultIsToldGenericRecordsAreNotSupported() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool Page<Item> list();",
        "  record Page<T>(List<T> items) {}",
        "  record Item(String id) {}",
        "}"),
        Message.UNSUPPORTED_RETURN, "list() returns test.Api.Page<test.Api.Item>, which mcpgen cannot map to JSON:"
            + " generic records are not supported: a schema is written at compile time, and a type parameter has no"
            + " one JSON schema; declare a record whose components have concrete types (in place of Page<Item>)",
        "Page<Item> list()");
  }

  @Test
  void anInputOnARecordComponentIsToldWhereItBelongs() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String book(Slot slot);",
        "  record Slot(String room, @Elicit(message = \"Who?\") Elicited<Details> details) {}",
        "  record Details(String who) {}",
        "}"),
        Message.INPUTS_NOT_ALLOWED, "@Elicit is on Slot.details, a record component; a record's components are JSON"
            + " members, and inputs are parameters of the tool, prompt or resource method itself", "record Slot");
    // An input annotation on a component of a plain type would otherwise be ignored without a word.
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String book(Slot slot);",
        "  record Slot(String room, @Sample(prompt = \"Sum up\") String summary) {}",
        "}"),
        Message.INPUTS_NOT_ALLOWED, "@Sample is on Slot.summary, a record component", "record Slot");
  }

  @Test
  void dateTimeAndUriTypesAreToldTheirFormattedString() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String visit(Visit visit);",
        "  record Visit(java.time.LocalDate day) {}",
        "}"),
        Message.UNSUPPORTED_TYPE, "Visit.day has type java.time.LocalDate, which mcpgen cannot map to JSON: JSON"
            + " carries it as a string: declare @Format(\"date\") String instead, and read it with"
            + " LocalDate.parse(...)", "record Visit");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String visit(Visit visit);",
        "  record Visit(java.net.URI page) {}",
        "}"),
        Message.UNSUPPORTED_TYPE, "Visit.page has type java.net.URI, which mcpgen cannot map to JSON: JSON carries it"
            + " as a string: declare @Format(\"uri\") String instead, and read it with URI.create(...)",
        "record Visit");
    // date-time requires an offset (RFC 3339): a LocalDateTime has none, so no format fits it.
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String visit(Visit visit);",
        "  record Visit(java.time.LocalDateTime at) {}",
        "}"),
        Message.UNSUPPORTED_TYPE, "Visit.at has type java.time.LocalDateTime, which mcpgen cannot map to JSON: JSON"
            + " Schema has no format for a date and time without an offset (\"date-time\""
            + " requires one): use @Format(\"date-time\") String and parse it as an OffsetDateTime", "record Visit");
  }

  @Test
  void aToolReturnsWhatAResultCanCarry() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool int count();",
        "}"),
        Message.UNSUPPORTED_RETURN, "count() returns int, which a tool cannot send; return a record", "int count()");
  }

  @Test
  void recordComponentsNeedAJsonMapping() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ship(Parcel parcel);",
        "  record Parcel(String to, short weight) {}",
        "}"),
        Message.UNSUPPORTED_TYPE, "Parcel.weight has type short, which mcpgen cannot map to JSON: use int, long or double",
        "record Parcel");
  }

  @Test
  void typesMustBeVisibleToTheGeneratedCode() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Outer",
        "package test;",
        "import io.mcpgen.annotations.*;",
        "public class Outer {",
        "  private record Secret(String code) {}",
        "  @McpServer(name = \"api\")",
        "  interface Api {",
        "    @Tool String open(Secret secret);",
        "  }",
        "}");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpInaccessibleType] test.Outer.Secret is not visible to the code"
        + " mcpgen generates").inFile(source).onLineContaining("String open(");
  }

  @Test
  void inputKeysAreUniqueWithinACall() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"A?\") Elicited<Ok> first,",
        "      @Elicit(message = \"B?\", key = \"first\") Elicited<Ok> second);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.DUPLICATE_INPUT_KEY, "parameter second of go() asks under the key \"first\", as parameter first does",
        "key = \"first\"");
  }

  @Test
  void helpersAskNothing() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ping();",
        "  default String helper(@Elicit(message = \"?\") Elicited<Ok> ok) { return \"\"; }",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.INPUTS_NOT_ALLOWED, "parameter ok of helper() is an input, but helper() is a helper",
        "default String helper(");
  }

  @Test
  void declaredInputsAndAnExchangeDoNotMix() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"?\") Elicited<Ok> ok, McpExchange exchange);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.INPUTS_NOT_ALLOWED, "parameter ok of go() is a declared input, but go() also takes an McpExchange",
        "String go(");
  }

  @Test
  void aFormIsFlat() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ship(@Elicit(message = \"Where to?\") Elicited<Shipping> shipping);",
        "  record Address(String street, String city) {}",
        "  record Shipping(boolean express, Address address) {}",
        "}"),
        Message.UNSUPPORTED_FORM_FIELD, "Shipping.address has type Address (a nested object), which a form cannot hold:"
            + " a form is flat: each field a String, boolean, number (int, long, double), enum (a single select) or"
            + " List of an enum (a multi select)", "record Shipping");
  }

  @Test
  void aFormsListsHoldEnumConstantsOnly() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String tag(@Forms(Tags.class) McpExchange exchange);",
        "  record Tags(List<String> tags) {}",
        "}"),
        Message.UNSUPPORTED_FORM_FIELD, "Tags.tags has type List<String> (a list of String, where only a list of an enum's"
            + " constants is a multi select)", "record Tags");
  }

  @Test
  void formStringFormatsAreTheProtocols() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String call(@Elicit(message = \"Number?\") Elicited<Phone> phone);",
        "  record Phone(@Format(\"phone\") String number) {}",
        "}"),
        Message.UNSUPPORTED_FORM_FIELD, "Phone.number has @Format(\"phone\"), which forms do not offer", "@Format");
  }

  @Test
  void templatesReferToPrintableArgumentValues() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String place(Order order, @Elicit(message = \"Order {order.count} x {order.sku}?\") Elicited<Ok> ok);",
        "  record Order(String sku, int quantity) {}",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.BAD_TEMPLATE, "@Elicit message of parameter ok of place() refers to {order.count}, but Order has no"
            + " component or public no-argument method count; its components: sku, quantity", "Order {order.count}");
  }

  @Test
  void templatesMustParse() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String place(@Elicit(message = \"Sure {?\") Elicited<Ok> ok);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.BAD_TEMPLATE, "@Elicit message of parameter ok of place() has a \"{\" at position 5 that is never"
            + " closed; write \"{{\" for a brace", "Sure {?");
  }

  @Test
  void aServerSaysWhatItAsks() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit Elicited<Ok> ok);",
        "  record Ok(boolean ok) {}",
        "}"),
        Message.BAD_TEMPLATE, "@Elicit message of parameter ok of go() is empty; a server must say what it asks",
        "String go(");
  }

  @Test
  void defaultsFitTheirComponents() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"?\") Elicited<Ok> ok);",
        "  record Ok(@Default(\"maybe\") boolean ok) {}",
        "}"),
        Message.BAD_DEFAULT, "@Default of Ok.ok: \"maybe\" is not a boolean; write \"true\" or \"false\"", "@Default");
  }

  @Test
  void twoFormsWithOneNameAndTheSameFieldsCannotBeToldApart() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String one(@Elicit(message = \"?\") Elicited<A.Note> note);",
        "  @Tool String two(@Forms(B.Note.class) McpExchange exchange);",
        "  interface A { record Note(String text) {} }",
        "  interface B { record Note(String text) {} }",
        "}"),
        Message.INDISTINGUISHABLE_FORMS, "test.Api.B.Note and test.Api.A.Note cannot be told apart by the typed"
            + " client: both go by the form name \"Note\" and have the same fields (text string, required), so a"
            + " question for one would reach the other's hook; rename one record or give it a field of its own",
        "@Forms(B.Note.class)");
  }

  @Test
  void aClientOfAServerElsewhereCannotTellSequentialFormsOfTheSameFieldsApart() {
    assertOneError(api(
        "@McpClient",
        "public interface Api {",
        "  @Tool String notes(@Forms({First.class, Second.class}) McpExchange exchange);",
        "  record First(String text, Optional<Integer> size) {}",
        "  record Second(String text, Optional<Integer> count) {}",
        "  record Third(Optional<Integer> size, String text) {}",
        "  @Tool String more(@Forms({First.class, Third.class}) McpExchange exchange);",
        "}"),
        Message.INDISTINGUISHABLE_FORMS, "test.Api.Third and test.Api.First cannot be told apart by the typed"
            + " client: a server written elsewhere tells its forms apart only by their fields, and both have the"
            + " same ones (size integer; text string, required), so a question for one would reach the other's"
            + " hook; give one a field of its own, or ask it as a declared input (@Elicit), which has its key",
        "@Forms({First.class, Third.class})");
  }

  @Test
  void aServerTellsFormsOfTheSameFieldsApartByName() {
    // The case: the server names the form each question asks for, so this compiles.
    JavaFileObject source = api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String notes(@Forms({First.class, Second.class}) McpExchange exchange);",
        "  record First(String text) {}",
        "  record Second(String text) {}",
        "}");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(Compilations.generatedSources(compilation).get("test.ApiMcpServer")
        .contains("Form.of(Api.Second.class, \"Second\","));
  }

  @Test
  void aDefaultIsAValueOfItsComponentsType() {
    // The server fills a default in, so one that the component cannot hold is refused here.
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Slot slot);",
        "  record Slot(@Default(\"3000000000\") int minutes) {}",
        "}"),
        Message.BAD_DEFAULT, "@Default of Slot.minutes: \"3000000000\" does not fit an int", "@Default");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Slot slot);",
        "  record Slot(@Default(\"1e400\") double hours) {}",
        "}"),
        Message.BAD_DEFAULT, "@Default of Slot.hours: \"1e400\" does not fit a double", "@Default");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Slot slot);",
        "  record Slot(@Default(\"many\") int minutes) {}",
        "}"),
        Message.BAD_DEFAULT, "@Default of Slot.minutes: \"many\" is not an integer that fits an int", "@Default");
  }

  @Test
  void aHeaderNameIsANonEmptyHttpToken() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"\") String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header(\"\") of Query.region is empty; name the header (Mcp-Param-{name})", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"My Region\") String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header(\"My Region\") of Query.region has a space, which an HTTP header name cannot"
            + " hold; use letters, digits and !#$%&'*+-.^_`|~", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"Region:Primary\") String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header(\"Region:Primary\") of Query.region has ':'", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"R\u00e9gion\") String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header(\"R\u00e9gion\") of Query.region has the non-ASCII character '\u00e9'", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"Region\\t1\") String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header(\"Region\t1\") of Query.region has the control character U+0009", "@Header");
  }

  @Test
  void aHeaderCarriesAStringAnIntegerOrABoolean() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"Score\") double score) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Query.score: its type is double, but only string, integer and boolean values"
            + " travel as headers", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"Items\") List<String> items) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Query.items: its type is List<String>", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"Where\") Place where) {}",
        "  record Place(String region) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Query.where: its type is Place", "@Header");
  }

  @Test
  void aToolsHeaderNamesAreUniqueIgnoringCase() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  record Query(@Header(\"MyField\") String first, Place place) {}",
        "  record Place(@Header(\"myfield\") String second) {}",
        "}"),
        Message.DUPLICATE_HEADER, "@Header(\"myfield\") of Place.second repeats the header of first (\"MyField\");"
            + " header names are compared ignoring case", "@Header(\"myfield\")");
  }

  @Test
  void headersAreOnlyOnAToolsArgumentsReachedThroughComponents() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Batch batch);",
        "  record Batch(List<Item> items) {}",
        "  record Item(@Header(\"Sku\") String sku) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Item.sku is inside a List or Map of Batch.items, which is not reached through"
            + " properties alone", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Prompt String greet(Who who);",
        "  record Who(@Header(\"Name\") String name) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Who.name is in a prompt's arguments, where no header is sent", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool Out go();",
        "  record Out(@Header(\"Id\") String id) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Out.id is in a tool's result", "@Header");
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(@Elicit(message = \"?\") Elicited<Ok> ok);",
        "  record Ok(@Header(\"Ok\") boolean ok) {}",
        "}"),
        Message.BAD_HEADER, "@Header of Ok.ok is in a form", "@Header");
  }

  @Test
  void headersOnNestedRecordsOptionalsAndEnumsCompile() {
    Compilation compilation = Compilations.compile(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Query query);",
        "  @Tool String again(Query query);",
        "  record Query(@Header(\"Region\") Optional<String> region, @Header(\"Shard\") long shard,",
        "      @Header(\"Dry-Run\") Boolean dryRun, Target target) {}",
        "  record Target(@Header(\"Tier\") Tier tier) {}",
        "  enum Tier { GOLD, SILVER }",
        "}"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void protocolTypesComeFromAGeneratedPackage() {
    JavaFileObject marker = JavaFileObjects.forSourceLines("fake.JSONRPCRequest",
        "package fake;", "public record JSONRPCRequest(String method) {}");
    JavaFileObject result = JavaFileObjects.forSourceLines("fake.CallToolResult",
        "package fake;", "public record CallToolResult(String text) {}");
    JavaFileObject source = api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool fake.CallToolResult raw();",
        "}");
    Compilation compilation = Compilations.compile(marker, result, source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpProtocolTypes] fake.CallToolResult has no CallToolResultJsonCodec"
        + " beside it; protocol types come from a package @McpSchema generates").inFile(source)
        .onLineContaining("raw()");
  }

  @Test
  void protocolTypesComeFromOneRevisionWithMultiRoundTrips() {
    List<JavaFileObject> sources = new ArrayList<>();
    for (String pkg : List.of("one", "two")) {
      sources.add(JavaFileObjects.forSourceLines(pkg + ".JSONRPCRequest", "package " + pkg + ";",
          "public record JSONRPCRequest(String method) {}"));
      sources.add(JavaFileObjects.forSourceLines(pkg + ".InputRequiredResult", "package " + pkg + ";",
          "public record InputRequiredResult(String requestState) {}"));
    }
    sources.add(JavaFileObjects.forSourceLines("one.CallToolResult", "package one;",
        "public record CallToolResult(String text) {}"));
    sources.add(JavaFileObjects.forSourceLines("one.CallToolResultJsonCodec", "package one;",
        "public final class CallToolResultJsonCodec {}"));
    sources.add(JavaFileObjects.forSourceLines("two.ReadResourceResult", "package two;",
        "public record ReadResourceResult(String text) {}"));
    sources.add(JavaFileObjects.forSourceLines("two.ReadResourceResultJsonCodec", "package two;",
        "public final class ReadResourceResultJsonCodec {}"));
    JavaFileObject source = api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool one.CallToolResult raw();",
        "  @Resource(uri = \"doc://x\") two.ReadResourceResult doc();",
        "}");
    sources.add(source);
    Compilation compilation = Compilations.compile(sources.toArray(new JavaFileObject[0]));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpProtocolTypes] two.ReadResourceResult comes from two, but"
        + " one.CallToolResult (used earlier) from one; one interface speaks one revision").inFile(source)
        .onLineContaining("doc()");
  }

  @Test
  void resourceVariablesAndParametersMatch() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Resource(uri = \"orders://{id}\") String order();",
        "}"),
        Message.RESOURCE_VARIABLES, "@Resource uri \"orders://{id}\" has the variable {id}, but order() has no String"
            + " parameter id", "orders://{id}");
  }

  @Test
  void promptArgumentsAreStrings() {
    assertOneError(api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Prompt String greet(Who who);",
        "  record Who(String name, int times) {}",
        "}"),
        Message.PROMPT_ARGUMENT_TYPE, "Who.times has type int, but prompt arguments are strings", "record Who");
  }

  @Test
  void aTypeThatNeverResolvesIsReportedOnTheInterface() {
    JavaFileObject source = api(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String go(Missing missing);",
        "}");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).hadErrorContaining("[McpUnresolvedType] test.Api refers to Missing, which javac cannot"
        + " find; mcpgen generated nothing for it").inFile(source).onLineContaining("public interface Api");
  }

  @Test
  void aToolOfAnInterfaceWithoutMcpServerIsAWarningOnTheMethod() {
    JavaFileObject source = api(
        "public interface Api {",
        "  @Tool String ping();",
        "  @Prompt String greet();",
        "  String helper();",
        "}");
    Compilation compilation = javac().withProcessors(new McpProcessor()).withOptions("-Xlint:all,-processing")
        .compile(source);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[McpNotInHandler] ping() carries @Tool, but Api has neither"
        + " @McpServer nor @McpClient, so mcpgen generates nothing for it").inFile(source).onLineContaining("ping()");
    assertThat(compilation).hadWarningContaining("[McpNotInHandler] greet() carries @Prompt")
        .inFile(source).onLineContaining("greet()");
    assertThat(compilation).hadWarningCount(2);
    assertTrue(compilation.generatedSourceFiles().isEmpty());
  }

  @Test
  void belowSourceLevel17TheProcessorSaysSoInsteadOfGuessing() {
    // Maven's compiler plugin compiles at 8 unless told otherwise; then nothing else mcpgen says is true.
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Api",
        "package test;",
        "import io.mcpgen.annotations.*;",
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String ping();",
        "}");
    Compilation compilation = javac().withProcessors(new McpProcessor()).withOptions("--release", "8").compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpSourceLevel] mcpgen needs source level 17 or newer (it reads and"
        + " writes records), but javac compiles at source level 8: set the release to 17, in Maven"
        + " <maven.compiler.release>17</maven.compiler.release>").inFile(source).onLineContaining("public interface Api");
  }

  /**
   * Why McpSourceLevel cannot come first when a source file declares a record (docs/build.md):
   * below 16 that is a syntax error, and javac runs no annotation processor after one, so javac's
   * own error, which names the same fix, is the first one.
   */
  @Test
  void aTopLevelRecordBelowSourceLevel16StopsJavacBeforeAnyProcessorRuns() {
    JavaFileObject api = JavaFileObjects.forSourceLines("test.Api",
        "package test;",
        "import io.mcpgen.annotations.*;",
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Tool String book(Slot slot);",
        "}");
    JavaFileObject slot = JavaFileObjects.forSourceLines("test.Slot",
        "package test;",
        "public record Slot(String room) {}");
    AtomicInteger rounds = new AtomicInteger();
    AbstractProcessor counting = new AbstractProcessor() {
      @Override
      public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
      }

      @Override
      public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
      }

      @Override
      public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        rounds.incrementAndGet();
        return false;
      }
    };
    Compilation compilation = javac().withProcessors(new McpProcessor(), counting).withOptions("--release", "8")
        .compile(api, slot);
    assertThat(compilation).hadErrorContaining("records are not supported in -source 8").inFile(slot);
    assertTrue(compilation.errors().stream().noneMatch(error -> error.getMessage(null).contains("[McpSourceLevel]")));
    assertEquals(0, rounds.get(), "no processor ran");
  }

  @Test
  void aGeneratedFileThatCannotBeWrittenIsAnErrorOnTheInterface() {
    JavaFileObject source = api(
        "@McpServer(name = \"s\", version = \"1\")",
        "public interface Api {",
        "  @Tool(\"echo\") String echo(Text text);",
        "  record Text(String text) {}",
        "}");
    // The user already wrote a class with the name of the generated server.
    JavaFileObject taken = JavaFileObjects.forSourceLines("test.ApiMcpServer",
        "package test;",
        "public final class ApiMcpServer {}");
    Compilation compilation = Compilations.compile(source, taken);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[McpWriteFailed] cannot write test.ApiMcpServer: ")
        .inFile(source).onLineContaining("public interface Api");
    assertThat(compilation).hadErrorContaining("check that no other type, annotation or processor generates it");
  }

  /**
   * Each message id is asserted by a test: the handler ones above, the revision ones in
   * RevisionDiagnosticsTest, the schema ones in DiagnosticsTest, the internal error (which no
   * source can cause) in DiagnosticsInternalErrorTest.
   */
  private static JavaFileObject completable(String... lines) {
    List<String> body = new ArrayList<>(List.of(
        "@McpServer(name = \"api\")",
        "public interface Api {",
        "  @Prompt(\"trip\") String trip(Trip trip);",
        "  @Resource(uri = \"files:///{dir}/{name}\") String file(String dir, String name);",
        "  record Trip(String country, Optional<String> city) {}"));
    body.addAll(List.of(lines));
    body.add("}");
    return api(body.toArray(String[]::new));
  }

  @Test
  void aCompletionOfAPromptTheInterfaceDoesNotServeIsAnError() {
    assertOneError(completable(
        "  @Complete(prompt = \"voyage\", argument = \"city\") List<String> cities(String typed);"),
        Message.BAD_COMPLETION_TARGET, "@Complete on cities() names the prompt \"voyage\", which Api does not serve;"
            + " it serves trip", "List<String> cities");
  }

  @Test
  void aCompletionOfAnArgumentThePromptDoesNotHaveIsAnError() {
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"town\") List<String> towns(String typed);"),
        Message.BAD_COMPLETION_TARGET,
        "@Complete on towns() completes \"town\", but the prompt trip has the arguments country, city",
        "List<String> towns");
  }

  @Test
  void aCompletionOfAnUnknownTemplateOrVariableIsAnError() {
    assertOneError(completable(
        "  @Complete(template = \"files:///{path}\", argument = \"path\") List<String> paths(String typed);"),
        Message.BAD_COMPLETION_TARGET,
        "@Complete on paths() names the resource template \"files:///{path}\", which Api does not serve",
        "List<String> paths");
    assertOneError(completable(
        "  @Complete(template = \"files:///{dir}/{name}\", argument = \"path\") List<String> paths(String typed);"),
        Message.BAD_COMPLETION_TARGET, "@Complete on paths() completes \"path\", but the resource template"
            + " files:///{dir}/{name} has the variables dir, name",
        "List<String> paths");
  }

  @Test
  void aCompletionNamesExactlyOneTargetOnce() {
    assertOneError(completable(
        "  @Complete(argument = \"city\") List<String> cities(String typed);"),
        Message.BAD_COMPLETION_TARGET, "@Complete on cities() names neither a prompt nor a template", "List<String> cities");
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> cities(String typed);",
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> towns(String typed);"),
        Message.BAD_COMPLETION_TARGET, "towns() completes argument city of prompt trip, which another @Complete"
            + " method already completes", "List<String> towns");
  }

  @Test
  void aCompletionTakesTheTypedValueFirst() {
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> cities(int typed);"),
        Message.BAD_COMPLETION_SIGNATURE, "cities() must take the value typed so far as its first parameter, a String",
        "List<String> cities");
  }

  @Test
  void furtherCompletionParametersAreTheOtherArgumentsAsStrings() {
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> cities(String typed, String region);"),
        Message.BAD_COMPLETION_SIGNATURE, "parameter region of cities() is not another argument of prompt trip;"
            + " after the typed value, parameters are named like the arguments already resolved: country",
        "List<String> cities");
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> cities(String typed, int country);"),
        Message.BAD_COMPLETION_SIGNATURE, "parameter country of cities() has type int; arguments are strings",
        "List<String> cities");
  }

  @Test
  void aCompletionReturnsSuggestions() {
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") String cities(String typed);"),
        Message.BAD_COMPLETION_SIGNATURE, "cities() returns java.lang.String; a @Complete method returns a"
            + " List<String> of suggestions", "String cities");
    assertOneError(completable(
        "  @Complete(prompt = \"trip\", argument = \"city\") static List<String> cities(String typed) {"
            + " return List.of(); }"),
        Message.BAD_COMPLETION_SIGNATURE, "cities() is static or generic", "List<String> cities");
  }

  @Test
  void aCompletionIsNotAlsoATool() {
    assertOneError(completable(
        "  @Tool(\"cities\") @Complete(prompt = \"trip\", argument = \"city\") String cities();"),
        Message.CONFLICTING_ANNOTATIONS, "cities() carries @Complete and also serves a tool, prompt or resource",
        "String cities()");
  }

  @Test
  void completionsBelongToServers() {
    assertOneError(api(
        "@McpClient",
        "public interface Api {",
        "  @Prompt(\"trip\") String trip(Trip trip);",
        "  @Complete(prompt = \"trip\", argument = \"city\") List<String> cities(String typed);",
        "  record Trip(String country, String city) {}",
        "}"),
        Message.BAD_COMPLETION_TARGET, "cities() carries @Complete, but an @McpClient interface serves no prompts",
        "List<String> cities");
  }

  @Test
  void cacheHintsGoOnResourcesAndServersWithANonNegativeTtl() {
    assertOneError(completable(
        "  @Cached(ttlMs = 5) @Tool(\"ping\") String ping();"),
        Message.BAD_CACHE_HINTS, "ping() carries @Cached, but only resources/read results", "String ping()");
    assertOneError(completable(
        "  @Cached(ttlMs = -1) @Resource(uri = \"files:///readme\") String readme();"),
        Message.BAD_CACHE_HINTS, "@Cached ttlMs is -1; servers must send a ttlMs of at least 0", "String readme()");
    assertOneError(api(
        "@McpClient @Cached(ttlMs = 5)",
        "public interface Api {",
        "  @Tool(\"ping\") String ping();",
        "}"),
        Message.BAD_CACHE_HINTS, "@Cached is on the @McpClient interface Api", "@McpClient");
  }

  @Test
  void everyMessageHasATest() throws IOException {
    StringBuilder tests = new StringBuilder();
    for (String test : List.of("HandlerDiagnosticsTest", "RevisionDiagnosticsTest", "DiagnosticsTest", "SnapshotClientTest",
        "DiagnosticsInternalErrorTest")) {
      tests.append(Files.readString(Path.of(System.getProperty("basedir", "."),
          "src/test/java/io/mcpgen/processor/" + test + ".java")));
    }
    List<String> untested = new ArrayList<>();
    for (Message message : Message.values()) {
      String constant = "Message." + message.name();
      if (tests.indexOf(constant + ",") < 0 && tests.indexOf("[" + message.id() + "]") < 0) {
        untested.add(message.id());
      }
    }
    assertTrue(untested.isEmpty(), "no test for " + untested);
  }
}
