package io.mcpgen.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.handler.CacheModel;
import io.mcpgen.processor.model.handler.CompletionModel;
import io.mcpgen.processor.model.handler.Definitions;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ParameterModel;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the server stub of an {@code @McpServer} interface: the definitions {@code tools/list},
 * {@code prompts/list} and {@code resources/list} send (schemas computed at compile time), and one
 * handler per method, registered with the engine, that decodes the call, asks for the inputs it
 * declares, calls the implementation with typed values and maps the return value to a result.
 */
final class ServerWriter {

  private final HandlerModel handler;
  private final HandlerNames names;
  private final ClassName self;
  private final ClassName api;

  private ServerWriter(HandlerModel handler, HandlerNames names) {
    this.handler = handler;
    this.names = names;
    this.self = names.server();
    this.api = names.handlerInterface();
  }

  static TypeSpec.Builder write(HandlerModel handler, HandlerNames names, List<ValueType.RecordType> forms) {
    return new ServerWriter(handler, names).build(forms);
  }

  private TypeSpec.Builder build(List<ValueType.RecordType> forms) {
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(classJavadoc());
    if (handler.title() != null) {
      Map<String, Object> info = new LinkedHashMap<>();
      info.put("name", handler.name());
      info.put("version", handler.version());
      info.put("title", handler.title());
      type.addField(FieldSpec.builder(RuntimeNames.JSON_OBJECT, "SERVER_INFO", Modifier.PRIVATE, Modifier.STATIC,
              Modifier.FINAL)
          .addJavadoc("The {@code serverInfo} every result carries.\n")
          .initializer("$L", JsonBlocks.object(info))
          .build());
    }
    for (MethodModel method : handler.handlers()) {
      type.addField(HandlerCode.definitionField(method, names.definitionConstant(method), Definitions.of(method), api));
    }
    FieldSpec toolScopes = toolScopes();
    if (toolScopes != null) {
      type.addField(toolScopes);
    }
    for (ValueType.RecordType form : forms) {
      type.addField(HandlerCode.formField(form, names.formConstant(form)));
    }
    for (MethodModel method : handler.handlers()) {
      if (method.isSequential()) {
        type.addField(formsList(method));
      }
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    type.addMethod(builder());
    type.addMethod(register());
    for (MethodModel method : handler.handlers()) {
      type.addMethod(method.isSequential() ? sequential(method) : declared(method));
    }
    type.addType(registration());
    return type;
  }

  /** {@code TOOL_SCOPES}: each tool with {@code @Tool(scopes)}, and its scopes; null when no tool has any. */
  private FieldSpec toolScopes() {
    List<CodeBlock> entries = new ArrayList<>();
    for (MethodModel method : handler.handlers()) {
      if (method.kind() == MethodModel.Kind.TOOL && !method.hints().scopes().isEmpty()) {
        List<CodeBlock> scopes = new ArrayList<>();
        method.hints().scopes().forEach(scope -> scopes.add(CodeBlock.of("$S", scope)));
        entries.add(CodeBlock.of("$T.entry($S, $T.of($L))", JavaTypes.MAP, method.name(), JavaTypes.LIST,
            CodeBlock.join(scopes, ", ")));
      }
    }
    if (entries.isEmpty()) {
      return null;
    }
    return FieldSpec.builder(ParameterizedTypeName.get(JavaTypes.MAP, JavaTypes.STRING,
            ParameterizedTypeName.get(JavaTypes.LIST, JavaTypes.STRING)), "TOOL_SCOPES",
            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The OAuth scopes each tool needs ({@code @Tool(scopes)}), by tool name: for the authenticator.\n")
        .initializer("$T.ofEntries(\n$>$L$<)", JavaTypes.MAP, CodeBlock.join(entries, ",\n"))
        .build();
  }

  /** The nested {@code Registration} that frameworks find with {@code ServiceLoader}. */
  private TypeSpec registration() {
    return TypeSpec.classBuilder("Registration")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeNames.SERVER_REGISTRATION, api))
        .addJavadoc("Finds this server for frameworks (the Spring Boot starter) through {@code ServiceLoader}:\n"
            + "listed in {@code $L}.\n", ServiceFiles.SERVER_REGISTRATIONS)
        .addMethod(MethodSpec.constructorBuilder()
            .addJavadoc("For {@code ServiceLoader}.\n")
            .addModifiers(Modifier.PUBLIC)
            .build())
        .addMethod(MethodSpec.methodBuilder("serviceInterface")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), api))
            .addStatement("return $T.class", api)
            .build())
        .addMethod(MethodSpec.methodBuilder("identity")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeNames.SERVER_IDENTITY)
            .addStatement("return new $T($S, $S, $L, $L)", RuntimeNames.SERVER_IDENTITY, handler.name(),
                handler.version(), stringOrNull(handler.title()), stringOrNull(handler.instructions()))
            .build())
        .addMethod(MethodSpec.methodBuilder("register")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeNames.SERVER_ENGINE_BUILDER)
            .addParameter(RuntimeNames.SERVER_ENGINE_BUILDER, "builder")
            .addParameter(api, "implementation")
            .addStatement("return $T.register(builder, implementation)", self)
            .build())
        .build();
  }

  private static CodeBlock stringOrNull(String value) {
    return value == null ? CodeBlock.of("null") : CodeBlock.of("$S", value);
  }

  /** The binary name of the nested registration, as the service file lists it. */
  static String registrationBinaryName(HandlerNames names) {
    return names.server().reflectionName() + "$Registration";
  }

  private CodeBlock classJavadoc() {
    CodeBlock.Builder doc = CodeBlock.builder()
        .add("The MCP server of {@link $T} ($L $L): registers its tools, prompts and resources with a\n", api,
            handler.name(), handler.version())
        .add("{@link $T} and runs each call on an implementation.\n\n", RuntimeNames.SERVER_ENGINE)
        .add("<pre>{@code\n")
        .add("McpServerEngine engine = $T.builder(implementation)\n", self)
        .add("    .requestState(codec)   // seals the state between rounds\n")
        .add("    .build();\n")
        .add("}</pre>\n");
    List<String> served = new ArrayList<>();
    for (MethodModel method : handler.handlers()) {
      served.add("{@code " + method.kind().method() + " " + (method.kind() == MethodModel.Kind.RESOURCE
          ? Javadocs.escape(method.uri()) : Javadocs.escape(method.name())) + "}");
    }
    for (CompletionModel completion : handler.completions()) {
      served.add("{@code completion/complete} for " + Javadocs.escape(completion.target()));
    }
    if (!served.isEmpty()) {
      doc.add("\n<p>Serves $L.\n", String.join(",\n", served));
    }
    doc.add("\n<p>Methods with declared inputs run once, when every input is answered; methods taking an\n")
        .add("{@link $T} run again from the top on every round. A tool's arguments that do not fit their\n",
            RuntimeNames.MCP_EXCHANGE)
        .add("record, and an exception thrown by a tool, are a result with {@code isError: true}; a prompt's\n")
        .add("are answered with {@code -32602}.\n");
    return doc.build();
  }

  private FieldSpec formsList(MethodModel method) {
    List<CodeBlock> forms = new ArrayList<>();
    for (ValueType form : method.exchanges().get(0).forms()) {
      forms.add(CodeBlock.of("$N", names.formConstant((ValueType.RecordType) form)));
    }
    TypeName formType = ParameterizedTypeName.get(RuntimeNames.FORM, WildcardTypeName.subtypeOf(Object.class));
    return FieldSpec.builder(ParameterizedTypeName.get(JavaTypes.LIST, formType), names.formsConstant(method),
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The forms {@link $T#$L} may ask.\n", api, method.javaName())
        .initializer("$T.of($L)", JavaTypes.LIST, CodeBlock.join(forms, ", "))
        .build();
  }

  private MethodSpec builder() {
    CodeBlock.Builder engine = CodeBlock.builder().add("$T.builder()", RuntimeNames.SERVER_ENGINE);
    if (handler.title() != null) {
      engine.add(".serverInfo(SERVER_INFO)");
    } else {
      engine.add(".serverInfo($S, $S)", handler.name(), handler.version());
    }
    if (handler.instructions() != null) {
      engine.add(".instructions($S)", handler.instructions());
    }
    return MethodSpec.methodBuilder("builder")
        .addJavadoc("An engine builder serving {@code implementation}, with this server's {@code serverInfo}; add\n"
            + "the requestState codec (needed as soon as a method asks for input) and build.\n")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeNames.SERVER_ENGINE_BUILDER)
        .addParameter(api, "implementation")
        .addStatement("return register($L,$Wimplementation)", engine.build())
        .build();
  }

  private MethodSpec register() {
    CodeBlock.Builder chain = CodeBlock.builder().add("return builder");
    for (MethodModel method : handler.handlers()) {
      String registration;
      switch (method.kind()) {
        case TOOL:
          registration = "tool";
          break;
        case PROMPT:
          registration = "prompt";
          break;
        default:
          registration = method.isTemplate() ? "resourceTemplate" : "resource";
          break;
      }
      CodeBlock handlerCode = method.isSequential()
          ? CodeBlock.of("$T.sequential(\n$>$>$L(round, exchange) -> $N(implementation, round, exchange))$<$<",
              RuntimeNames.MCP_HANDLER, needs(method.exchanges().get(0).needs()), names.helperMethod(method))
          : !method.inputs().isEmpty()
              // Marked, so that build() refuses a server without the requestState codec asking needs.
              ? CodeBlock.of("$T.askingInput(round -> $N(implementation, round))", RuntimeNames.MCP_HANDLER,
                  names.helperMethod(method))
              : CodeBlock.of("round -> $N(implementation, round)", names.helperMethod(method));
      if (method.cache() != null) {
        chain.add("\n.$N($N,$W$L,$W$L)", registration, names.definitionConstant(method), handlerCode,
            hints(method.cache()));
      } else if (method.hints() != null && method.hints().supportsTasks()) {
        chain.add("\n.$N($N,$W$L,$W$T.$N)", registration, names.definitionConstant(method), handlerCode,
            RuntimeNames.TASK_SUPPORT, method.hints().task());
      } else {
        chain.add("\n.$N($N,$W$L)", registration, names.definitionConstant(method), handlerCode);
      }
    }
    if (handler.listCache() != null) {
      for (String list : lists()) {
        chain.add("\n.listCacheHints($S,$W$L)", list, hints(handler.listCache()));
      }
    }
    for (CompletionModel completion : handler.completions()) {
      chain.add("\n.$N($S, $S,$W$L)", completion.prompt() != null ? "completePromptArgument"
          : "completeTemplateVariable", completion.prompt() != null ? completion.prompt() : completion.template(),
          completion.argument(), completer(completion));
    }
    return MethodSpec.methodBuilder("register")
        .addJavadoc("Registers every tool, prompt, resource and completion of {@link $T} on {@code builder},\n"
            + "served by {@code implementation}.\n", api)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeNames.SERVER_ENGINE_BUILDER)
        .addParameter(RuntimeNames.SERVER_ENGINE_BUILDER, "builder")
        .addParameter(api, "implementation")
        .addStatement("$T.requireNonNull(implementation, $S)", JavaTypes.OBJECTS, "implementation")
        .addStatement("$L", chain.build())
        .build();
  }

  /**
   * The client capabilities a sequential method's {@code @Needs} lists, as the first argument of
   * {@code McpHandler.sequential} (nothing without {@code @Needs}): the server refuses a client
   * that lacks one before the method runs.
   */
  private static CodeBlock needs(List<String> needs) {
    if (needs.isEmpty()) {
      return CodeBlock.of("");
    }
    List<String> modes = new ArrayList<>();
    List<String> members = new ArrayList<>();
    if (needs.contains("FORM")) {
      modes.add("\"form\":{}");
    }
    if (needs.contains("URL")) {
      modes.add("\"url\":{}");
    }
    if (!modes.isEmpty()) {
      members.add("\"elicitation\":{" + String.join(",", modes) + "}");
    }
    if (needs.contains("SAMPLING")) {
      members.add("\"sampling\":{}");
    }
    if (needs.contains("ROOTS")) {
      members.add("\"roots\":{}");
    }
    return CodeBlock.of("$T.parse($S).asObject(),\n", RuntimeNames.JSON, "{" + String.join(",", members) + "}");
  }

  /** The lists this interface's tools, prompts, resources and templates appear in. */
  private List<String> lists() {
    Set<String> lists = new LinkedHashSet<>();
    for (MethodModel method : handler.handlers()) {
      switch (method.kind()) {
        case TOOL:
          lists.add("tools/list");
          break;
        case PROMPT:
          lists.add("prompts/list");
          break;
        default:
          lists.add(method.isTemplate() ? "resources/templates/list" : "resources/list");
          break;
      }
    }
    return new ArrayList<>(lists);
  }

  private static CodeBlock hints(CacheModel cache) {
    return CodeBlock.of("$T.of($LL, $T.$N)", RuntimeNames.CACHE_HINTS, cache.ttlMs(), RuntimeNames.CACHE_SCOPE,
        cache.scope());
  }

  /** The completer lambda: the typed value and the other resolved arguments, typed as the method takes them. */
  private static CodeBlock completer(CompletionModel completion) {
    List<CodeBlock> arguments = new ArrayList<>();
    arguments.add(CodeBlock.of("request.value()"));
    for (CompletionModel.Parameter parameter : completion.parameters().subList(1, completion.parameters().size())) {
      arguments.add(parameter.type() == CompletionModel.ParameterType.OPTIONAL_STRING
          ? CodeBlock.of("$T.ofNullable(request.contextValue($S))", JavaTypes.OPTIONAL, parameter.name())
          : CodeBlock.of("request.contextValue($S)", parameter.name()));
    }
    CodeBlock call = CodeBlock.of("implementation.$N($L)", completion.javaName(), CodeBlock.join(arguments, ",$W"));
    return completion.returns() == CompletionModel.Returns.STRING_LIST
        ? CodeBlock.of("request ->$W$T.of($L)", RuntimeNames.COMPLETION, call)
        : CodeBlock.of("request ->$W$L", call);
  }

  /** A method with declared inputs, or none: decode, ask what is missing, run once. */
  private MethodSpec declared(MethodModel method) {
    Locals locals = new Locals(method);
    MethodSpec.Builder spec = helper(method, RuntimeNames.ROUND_RESULT, locals);
    CodeBlock.Builder body = CodeBlock.builder();
    arguments(method, locals, body);
    List<ParameterModel.Input> inputs = method.inputs();
    if (!inputs.isEmpty()) {
      CodeBlock.Builder declarations = CodeBlock.builder().add("$T.builder()", RuntimeNames.INPUT_DECLARATIONS);
      for (ParameterModel.Input input : inputs) {
        declarations.add("\n.$N($S,$W$L)", input.optional() ? "optional" : "require", input.key(), question(input));
      }
      declarations.add("\n.build()");
      body.addStatement("$T $N = $T.of($N, $L)", RuntimeNames.INPUT_ROUND, locals.inputs, RuntimeNames.INPUT_ROUND,
          locals.round, declarations.build());
      body.beginControlFlow("if (!$N.complete())", locals.inputs)
          .addStatement("return $N.askMissing()", locals.inputs)
          .endControlFlow();
      for (ParameterModel.Input input : inputs) {
        body.addStatement("$T $N = $L", TypeName.get(input.element().asType()), input.name(), answer(input, locals));
      }
    }
    body.add(call(method, locals, false));
    return spec.addCode(body.build()).build();
  }

  /** A method taking the exchange: runs again on every round, asking as it goes. */
  private MethodSpec sequential(MethodModel method) {
    Locals locals = new Locals(method);
    MethodSpec.Builder spec = helper(method, RuntimeNames.JSON_OBJECT, locals)
        .addParameter(RuntimeNames.SEQUENTIAL_CONTEXT, locals.exchange);
    CodeBlock.Builder body = CodeBlock.builder();
    arguments(method, locals, body);
    body.addStatement("$T $N = new $T($N, $N, $N)", RuntimeNames.MCP_EXCHANGE, method.exchanges().get(0).name(),
        RuntimeNames.MCP_EXCHANGE, locals.round, locals.exchange, names.formsConstant(method));
    body.add(call(method, locals, true));
    return spec.addCode(body.build()).build();
  }

  private MethodSpec.Builder helper(MethodModel method, TypeName returns, Locals locals) {
    MethodSpec.Builder spec = MethodSpec.methodBuilder(names.helperMethod(method))
        .addJavadoc("Serves {@code $L $L} with {@link $T#$L}.\n", method.kind().method(),
            Javadocs.escape(method.kind() == MethodModel.Kind.RESOURCE ? method.uri() : method.name()), api,
            method.javaName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(returns)
        .addParameter(api, locals.implementation)
        .addParameter(RuntimeNames.ROUND_CONTEXT, locals.round);
    if (method.element().getAnnotation(Deprecated.class) != null) {
      // Serving a deprecated tool is not a use the user can act on: keep -Xlint:all builds quiet.
      spec.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
          .addMember("value", "$S", "deprecation").build());
    }
    // Tools catch everything (an exception is an isError result); prompts and resources pass on
    // what the method declares.
    if (method.kind() != MethodModel.Kind.TOOL && method.declaresExceptions()) {
      spec.addException(Exception.class);
    }
    return spec;
  }

  /** Decodes the arguments: the record (-32602 when it does not fit), or a resource's URI variables. */
  private void arguments(MethodModel method, Locals locals, CodeBlock.Builder body) {
    for (ParameterModel.Argument argument : method.arguments()) {
      TypeName type = TypeName.get(argument.element().asType());
      if (method.kind() == MethodModel.Kind.RESOURCE) {
        body.addStatement("$T $N = $T.uriVariable($N, $S)", type, argument.name(), RuntimeNames.ARGUMENTS, locals.round,
            argument.name());
      } else {
        body.addStatement("$T $N = $T.decode($N, $L)", type, argument.name(), RuntimeNames.ARGUMENTS, locals.round,
            HandlerNames.codecOf(argument.type()));
      }
    }
  }

  private CodeBlock question(ParameterModel.Input input) {
    switch (input.kind()) {
      case FORM:
        return CodeBlock.of("$N.question($L)", names.formConstant((ValueType.RecordType) input.value()),
            HandlerCode.template(input.templates().get("message"), false));
      case URL:
        return CodeBlock.of("$T.of($L, $L)", RuntimeNames.URL_ELICITATION,
            HandlerCode.template(input.templates().get("message"), false),
            HandlerCode.template(input.templates().get("url"), true));
      case SAMPLING:
        return CodeBlock.of("$T.sampling($L, $L, $L)", RuntimeNames.QUESTIONS,
            HandlerCode.template(input.templates().get("prompt"), false), input.maxTokens(),
            input.systemPrompt().isEmpty() ? CodeBlock.of("null") : CodeBlock.of("$S", input.systemPrompt()));
      default:
        return CodeBlock.of("$T.of()", RuntimeNames.ROOTS_REQUEST);
    }
  }

  private CodeBlock answer(ParameterModel.Input input, Locals locals) {
    CodeBlock answers = CodeBlock.of("$N.answers()", locals.inputs);
    CodeBlock value;
    switch (input.kind()) {
      case FORM:
        value = CodeBlock.of("$N.read($S,$W$L.elicitation($S))", names.formConstant((ValueType.RecordType) input.value()),
            input.key(), answers, input.key());
        break;
      case URL:
        value = CodeBlock.of("$T.ofUrl($L.elicitation($S))", RuntimeNames.ELICITED, answers, input.key());
        break;
      case SAMPLING:
        value = input.value() instanceof ValueType.Protocol
            ? CodeBlock.of("$T.sampling($S,$W$L.sampling($S),$W$L)", RuntimeNames.INPUT_ANSWERS, input.key(), answers,
                input.key(), HandlerNames.codecOf(input.value()))
            : CodeBlock.of("$L.sampling($S).text()", answers, input.key());
        break;
      default:
        value = CodeBlock.of("$T.roots($S,$W$L.roots($S),$W$L)", RuntimeNames.INPUT_ANSWERS, input.key(), answers,
            input.key(), HandlerNames.codecOf(input.value()));
        break;
    }
    if (!input.optional()) {
      return value;
    }
    return CodeBlock.of("$L.isAvailable($S)\n? $T.of($L)\n: $T.empty()", answers, input.key(), JavaTypes.OPTIONAL, value,
        JavaTypes.OPTIONAL);
  }

  /** Calls the implementation and maps what it returns; a tool's exception becomes an error result. */
  private CodeBlock call(MethodModel method, Locals locals, boolean sequential) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (ParameterModel parameter : method.parameters()) {
      arguments.add(parameter instanceof ParameterModel.Context ? CodeBlock.of("$N", locals.round)
          : CodeBlock.of("$N", parameter.name()));
    }
    CodeBlock invocation = CodeBlock.of("$N.$N($L)", locals.implementation, method.javaName(),
        CodeBlock.join(arguments, ", "));
    CodeBlock.Builder code = CodeBlock.builder();
    if (method.kind() != MethodModel.Kind.TOOL) {
      // A prompt or resource that throws is -32603 keeping its message, not a bare internal error.
      String what = method.kind() == MethodModel.Kind.PROMPT ? "prompt " + method.name() : "resource " + method.uri();
      return code.beginControlFlow("try")
          .addStatement("return $L", complete(result(method, invocation, locals), sequential))
          .nextControlFlow("catch ($T $N)", Exception.class, locals.failure)
          .addStatement("throw $T.requestFailed($S, $N)", RuntimeNames.TOOL_RESULTS, what, locals.failure)
          .endControlFlow()
          .build();
    }
    boolean isVoid = method.returns() instanceof ValueType.Special;
    if (!isVoid) {
      code.addStatement("$T $N", TypeName.get(method.element().getReturnType()), locals.result);
    }
    code.beginControlFlow("try");
    if (isVoid) {
      code.addStatement("$L", invocation);
    } else {
      code.addStatement("$N = $L", locals.result, invocation);
    }
    code.nextControlFlow("catch ($T $N)", Exception.class, locals.failure)
        .addStatement("return $L", complete(CodeBlock.of("$T.failed($N)", RuntimeNames.TOOL_RESULTS, locals.failure),
            sequential))
        .endControlFlow();
    return code.addStatement("return $L", complete(result(method, CodeBlock.of("$N", locals.result), locals),
        sequential)).build();
  }

  /** A declared-inputs handler returns a round result; a sequential one the result itself. */
  private static CodeBlock complete(CodeBlock result, boolean sequential) {
    return sequential ? result : CodeBlock.of("$T.complete($L)", RuntimeNames.ROUND_RESULT, result);
  }

  /** The method as a tool error names it, e.g. {@code Orders.placeOrder()}. */
  private String javaMethod(MethodModel method) {
    return String.join(".", api.simpleNames()) + "." + method.javaName() + "()";
  }

  /** The result object built from the method's return value. */
  private CodeBlock result(MethodModel method, CodeBlock value, Locals locals) {
    ValueType returns = method.returns();
    switch (method.kind()) {
      case TOOL:
        if (returns instanceof ValueType.RecordType) {
          return CodeBlock.of("$T.structured($S, $L,$W$L)", RuntimeNames.TOOL_RESULTS, javaMethod(method), value,
              HandlerNames.codecOf(returns));
        }
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.of($S, $L,$W$L)", RuntimeNames.TOOL_RESULTS, javaMethod(method), value,
              HandlerNames.codecOf(returns));
        }
        if (returns instanceof ValueType.Special) {
          return CodeBlock.of("$T.empty()", RuntimeNames.TOOL_RESULTS);
        }
        return CodeBlock.of("$T.text($S, $L)", RuntimeNames.TOOL_RESULTS, javaMethod(method), value);
      case PROMPT:
        if (returns instanceof ValueType.ListType) {
          return CodeBlock.of("$T.messages($L,$W$L)", RuntimeNames.PROMPT_RESULTS, value,
              HandlerNames.codecOf(((ValueType.ListType) returns).element()));
        }
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.of($L,$W$L)", RuntimeNames.PROMPT_RESULTS, value, HandlerNames.codecOf(returns));
        }
        return CodeBlock.of("$T.text($L)", RuntimeNames.PROMPT_RESULTS, value);
      default:
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.of($L,$W$L)", RuntimeNames.RESOURCE_RESULTS, value, HandlerNames.codecOf(returns));
        }
        CodeBlock mimeType = method.mimeType() == null ? CodeBlock.of("null") : CodeBlock.of("$S", method.mimeType());
        return CodeBlock.of("$T.$N($N, $L,$W$L)", RuntimeNames.RESOURCE_RESULTS,
            returns instanceof ValueType.Special ? "blob" : "text", locals.round, mimeType, value);
    }
  }

  /** The generated locals of one handler method, named so they cannot hide the interface's parameters. */
  private static final class Locals {
    final String implementation;
    final String round;
    final String exchange;
    final String inputs;
    final String result;
    final String failure;

    Locals(MethodModel method) {
      Set<String> taken = new HashSet<>();
      method.parameters().forEach(parameter -> taken.add(parameter.name()));
      implementation = claim("implementation", taken);
      round = claim("round", taken);
      exchange = claim("untyped", taken);
      inputs = claim("inputs", taken);
      result = claim("result", taken);
      failure = claim("failure", taken);
    }

    private static String claim(String name, Set<String> taken) {
      String unique = JavaNames.unique(name, taken);
      taken.add(unique);
      return unique;
    }
  }
}
