package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.InputKind;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ParameterModel;
import io.mcpgen.processor.model.handler.ResourceUri;
import io.mcpgen.processor.model.handler.Schemas;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed client of a handler interface: one method per tool, prompt and resource taking
 * the interface's argument types and returning its result types (the multi round-trip loop
 * inside), and a builder with a typed answer hook per form record, plus URL, sampling and roots
 * hooks where the interface may be asked them.
 */
final class ClientWriter {

  private final HandlerModel handler;
  private final HandlerNames names;
  private final ClassName self;
  private final ClassName builder;
  private final ClassName api;
  private final Optional<String> protocol;
  private final Map<String, String> hookNames = new LinkedHashMap<>();

  private ClientWriter(HandlerModel handler, HandlerNames names, List<ValueType.RecordType> forms) {
    this.handler = handler;
    this.names = names;
    this.self = names.client();
    this.builder = self.nestedClass("Builder");
    this.api = names.handlerInterface();
    this.protocol = HandlerCode.protocolPackage(handler);
    Set<String> taken = new HashSet<>(Set.of("clientInfo", "defaults", "hookExecutor", "configure", "onUrl",
        "onSampling", "onRoots", "build"));
    for (ValueType.RecordType form : forms) {
      String hook = JavaNames.unique("on" + form.element().getSimpleName(), taken);
      taken.add(hook);
      hookNames.put(form.element().getQualifiedName().toString(), hook);
    }
  }

  static TypeSpec.Builder write(HandlerModel handler, HandlerNames names, List<ValueType.RecordType> forms) {
    return new ClientWriter(handler, names, forms).build(forms);
  }

  private TypeSpec.Builder build(List<ValueType.RecordType> forms) {
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(AutoCloseable.class)
        .addJavadoc(classJavadoc());
    for (ValueType.RecordType form : forms) {
      type.addField(HandlerCode.formField(form, names.formConstant(form)));
    }
    type.addField(routes());
    type.addField(hookables(forms));
    for (MethodModel tool : headerTools()) {
      type.addField(FieldSpec.builder(RuntimeNames.JSON_OBJECT, names.inputSchemaConstant(tool), Modifier.PRIVATE,
              Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("The {@code inputSchema} of {@code $L}, whose {@code x-mcp-header} arguments an HTTP transport\n"
              + "mirrors into {@code Mcp-Param-*} headers.\n", tool.name())
          .initializer("$L", JsonBlocks.object(Schemas.input(tool.arguments().get(0).type())))
          .build());
    }
    type.addField(RuntimeNames.MCP_CLIENT, "client", Modifier.PRIVATE, Modifier.FINAL);
    type.addField(FieldSpec.builder(RuntimeNames.INPUT_HOOKS_CALL_CHECK, "check", Modifier.PRIVATE, Modifier.FINAL)
        .addJavadoc("Fails a call before it is sent when its declared inputs need hooks this client lacks.\n")
        .build());
    type.addMethod(MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeNames.MCP_CLIENT, "client")
        .addParameter(RuntimeNames.INPUT_HOOKS_CALL_CHECK, "check")
        .addStatement("this.client = client")
        .addStatement("this.check = check")
        .build());
    type.addMethod(MethodSpec.methodBuilder("builder")
        .addJavadoc("A builder of a client talking over {@code transport}.\n")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(builder)
        .addParameter(RuntimeNames.CLIENT_TRANSPORT, "transport")
        .addStatement("return new $T(transport)", builder)
        .build());
    type.addMethod(MethodSpec.methodBuilder("mcp")
        .addJavadoc("The runtime client underneath, for what the interface does not cover: the lists,\n"
            + "{@code server/discover}, calls in manual mode.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeNames.MCP_CLIENT)
        .addStatement("return client")
        .build());
    for (MethodModel method : handler.handlers()) {
      calls(type, method);
    }
    type.addMethod(MethodSpec.methodBuilder("close")
        .addJavadoc("Closes the transport.\n")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addStatement("client.close()")
        .build());
    type.addType(builderType(forms));
    type.addType(registration(forms));
    return type;
  }

  /** The nested {@code Registration} that frameworks find with {@code ServiceLoader}. */
  private TypeSpec registration(List<ValueType.RecordType> forms) {
    ClassName consumer = ClassName.get("java.util.function", "Consumer");
    MethodSpec.Builder create = MethodSpec.methodBuilder("create")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addParameter(RuntimeNames.CLIENT_TRANSPORT, "transport")
        .addParameter(RuntimeNames.HOOK_SOURCE, "hooks")
        .addParameter(ParameterizedTypeName.get(consumer, RuntimeNames.MCP_CLIENT_BUILDER), "settings")
        .addStatement("$T client = $T.builder(transport).configure(settings)", builder, self);
    for (ValueType.RecordType form : forms) {
      create.addStatement("hooks.form($T.class).ifPresent(client::$N)", HandlerNames.className(form.element()),
          hookNames.get(form.element().getQualifiedName().toString()));
    }
    if (asks(InputKind.URL)) {
      create.addStatement("hooks.url().ifPresent(client::onUrl)");
    }
    if (asks(InputKind.SAMPLING)) {
      TypeName result = protocol.isPresent() ? ClassName.get(protocol.get(), "CreateMessageResult")
          : RuntimeNames.SAMPLING_ANSWER;
      create.addStatement("hooks.sampling($T.class).ifPresent(client::onSampling)", result);
    }
    if (asks(InputKind.ROOTS)) {
      TypeName root = protocol.isPresent() ? ClassName.get(protocol.get(), "Root") : ClassName.get(String.class);
      create.addStatement("hooks.roots($T.class).ifPresent(client::onRoots)", root);
    }
    create.addStatement("return client.build()");
    return TypeSpec.classBuilder("Registration")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeNames.CLIENT_REGISTRATION, self))
        .addJavadoc("Finds this client for frameworks (the Spring Boot starter) through {@code ServiceLoader}:\n"
            + "listed in {@code $L}.\n", ServiceFiles.CLIENT_REGISTRATIONS)
        .addMethod(MethodSpec.constructorBuilder()
            .addJavadoc("For {@code ServiceLoader}.\n")
            .addModifiers(Modifier.PUBLIC)
            .build())
        .addMethod(MethodSpec.methodBuilder("clientInterface")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), WildcardTypeName.subtypeOf(Object.class)))
            .addStatement("return $T.class", api)
            .build())
        .addMethod(MethodSpec.methodBuilder("clientType")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), self))
            .addStatement("return $T.class", self)
            .build())
        .addMethod(create.build())
        .build();
  }

  /** The binary name of the nested registration, as the service file lists it. */
  static String registrationBinaryName(HandlerNames names) {
    return names.client().reflectionName() + "$Registration";
  }

  private CodeBlock classJavadoc() {
    CodeBlock.Builder doc = CodeBlock.builder()
        .add("A typed client of {@link $T}: one method per tool, prompt and resource, the multi round-trip\n", api)
        .add("loop inside, and a typed hook per question the server may ask.\n\n")
        .add("<pre>{@code\n")
        .add("try ($T client = $T.builder(transport)\n", self, self);
    for (String hook : hookNames.values()) {
      doc.add("    .$N(question -> ...)\n", hook);
    }
    doc.add("    .build()) {\n")
        .add("  ...\n")
        .add("}\n")
        .add("}</pre>\n\n")
        .add("<p>Each call is synchronous (with the client's default options, or the ones given) or\n")
        .add("asynchronous ({@code ...Async}). The client declares exactly the capabilities of the hooks it\n")
        .add("was given. A call fails with {@link $T} when the tool reports an error, with\n", RuntimeNames.TOOL_ERROR)
        .add("{@code McpServerException} when the server answers with a JSON-RPC error, and with\n")
        .add("{@code McpLocalException} (a hook the call needs and the client lacks, a timeout, too many\n")
        .add("rounds, a refused sampling or roots request, a transport failure, a result that does not fit\n")
        .add("its type) when this side ends it.\n");
    return doc.build();
  }

  private FieldSpec routes() {
    List<CodeBlock> routes = new ArrayList<>();
    for (MethodModel method : handler.handlers()) {
      for (ParameterModel.Input input : method.inputs()) {
        CodeBlock form = input.kind() == InputKind.FORM && input.value() instanceof ValueType.RecordType
            ? CodeBlock.of("$T.class", HandlerNames.className(((ValueType.RecordType) input.value()).element()))
            : CodeBlock.of("null");
        routes.add(CodeBlock.of("new $T($S, $S, $S, $S, $L, $L)", RuntimeNames.INPUT_HOOKS_ROUTE,
            method.kind().method(), target(method), input.key(), hook(input), form, input.optional()));
      }
    }
    return list("ROUTES", RuntimeNames.INPUT_HOOKS_ROUTE, routes,
        "Each declared input of the interface: its call and key, the hook that answers it, its form.\n");
  }

  /** Every form record of the interface with the name of its hook, so a question for one unhooked says what to add. */
  private FieldSpec hookables(List<ValueType.RecordType> forms) {
    List<CodeBlock> hookables = new ArrayList<>();
    for (ValueType.RecordType form : forms) {
      hookables.add(CodeBlock.of("new $T($N, $S)", RuntimeNames.INPUT_HOOKS_HOOKABLE, names.formConstant(form),
          hookNames.get(form.element().getQualifiedName().toString())));
    }
    return list("FORMS", RuntimeNames.INPUT_HOOKS_HOOKABLE, hookables,
        "Each form record of the interface and the builder method that hooks it.\n");
  }

  private static FieldSpec list(String name, ClassName element, List<CodeBlock> entries, String javadoc) {
    return FieldSpec.builder(ParameterizedTypeName.get(JavaTypes.LIST, element), name,
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(javadoc)
        .initializer(entries.isEmpty() ? CodeBlock.of("$T.of()", JavaTypes.LIST)
            : CodeBlock.of("$T.of(\n$>$>$L$<$<)", JavaTypes.LIST, CodeBlock.join(entries, ",\n")))
        .build();
  }

  /** The builder method whose hook answers an input. */
  private String hook(ParameterModel.Input input) {
    switch (input.kind()) {
      case FORM:
        return input.value() instanceof ValueType.RecordType
            ? hookNames.get(((ValueType.RecordType) input.value()).element().getQualifiedName().toString()) : "";
      case URL:
        return "onUrl";
      case SAMPLING:
        return "onSampling";
      default:
        return "onRoots";
    }
  }

  private static String target(MethodModel method) {
    return method.kind() == MethodModel.Kind.RESOURCE ? method.uri() : method.name();
  }

  /** The synchronous call, the one with options, and the asynchronous one. */
  private void calls(TypeSpec.Builder type, MethodModel method) {
    List<ParameterSpec> parameters = new ArrayList<>();
    List<CodeBlock> passed = new ArrayList<>();
    for (ParameterModel.Argument argument : method.arguments()) {
      parameters.add(ParameterSpec.builder(TypeName.get(argument.element().asType()), argument.name()).build());
      passed.add(CodeBlock.of("$N", argument.name()));
    }
    Set<String> taken = new HashSet<>();
    method.arguments().forEach(argument -> taken.add(argument.name()));
    String options = JavaNames.unique("options", taken);
    boolean isVoid = method.returns() instanceof ValueType.Special
        && ((ValueType.Special) method.returns()).kind() == ValueType.SpecialKind.VOID;
    TypeName returns = TypeName.get(method.element().getReturnType());
    TypeName future = ParameterizedTypeName.get(ClassName.get("java.util.concurrent", "CompletableFuture"),
        isVoid ? ClassName.get(Void.class) : returns.box());
    CodeBlock doc = methodJavadoc(method);
    CodeBlock withDefaults = CodeBlock.join(append(passed, CodeBlock.of("client.defaults()")), ", ");
    CodeBlock withOptions = CodeBlock.join(append(passed, CodeBlock.of("$N", options)), ", ");
    String async = JavaNames.unique(method.javaName() + "Async", Set.of());
    type.addMethod(MethodSpec.methodBuilder(method.javaName())
        .addJavadoc(doc)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameters(parameters)
        .addStatement(isVoid ? "$N($L)" : "return $N($L)", method.javaName(), withDefaults)
        .build());
    type.addMethod(MethodSpec.methodBuilder(method.javaName())
        .addJavadoc("As {@link #$L}, with these options for the call.\n", signature(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameters(parameters)
        .addParameter(RuntimeNames.CALL_OPTIONS, options)
        .addStatement(isVoid ? "$T.await($N($L))" : "return $T.await($N($L))", RuntimeNames.MCP_CLIENT, async,
            withOptions)
        .build());
    type.addMethod(MethodSpec.methodBuilder(async)
        .addJavadoc("As {@link #$L}, without waiting: the future fails as the call would.\n", signature(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(future)
        .addParameters(parameters)
        .addParameter(RuntimeNames.CALL_OPTIONS, options)
        .addStatement("return $L\n.$N(outcome ->$W$L)", request(method, options), isVoid ? "thenAccept" : "thenApply",
            outcome(method))
        .build());
    if (method.kind() == MethodModel.Kind.TOOL && method.hints().supportsTasks()) {
      taskCalls(type, method, parameters, passed, options, isVoid ? ClassName.get(Void.class) : returns.box());
    }
  }

  /**
   * For a task-supporting tool: {@code nameTask(args)} and {@code nameTask(args, options)}, which
   * return a handle on the task the server makes of the call.
   */
  private void taskCalls(TypeSpec.Builder type, MethodModel method, List<ParameterSpec> parameters,
      List<CodeBlock> passed, String options, TypeName result) {
    Set<String> taken = new HashSet<>();
    handler.handlers().forEach(other -> taken.add(other.javaName()));
    String name = JavaNames.unique(method.javaName() + "Task", taken); // an interface method may be named so already
    TypeName handle = ParameterizedTypeName.get(RuntimeNames.TASK_HANDLE, result);
    type.addMethod(MethodSpec.methodBuilder(name)
        .addJavadoc("Calls {@code $L} as a task: the handle shows its status, completes with what\n"
            + "{@link #$L} returns (or fails as it would), and cancels it ({@code tasks/cancel}). The\n"
            + "client polls at the server's interval and answers the task's questions with the builder's hooks.\n",
            Javadocs.escape(method.name()), signature(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(handle)
        .addParameters(parameters)
        .addStatement("return $N($L)", name, CodeBlock.join(append(passed, CodeBlock.of("client.defaults()")), ", "))
        .build());
    MethodSpec.Builder withOptions = MethodSpec.methodBuilder(name)
        .addJavadoc("As {@link #$N}, with these options for the call.\n", name)
        .addModifiers(Modifier.PUBLIC)
        .returns(handle)
        .addParameters(parameters)
        .addParameter(RuntimeNames.CALL_OPTIONS, options);
    if (!method.inputs().isEmpty()) {
      withOptions.addJavadoc("\n@throws io.mcpgen.runtime.typed.MissingHookException when the tool's declared inputs need hooks this client lacks\n")
          .addStatement("this.check.require($S, $S)", method.kind().method(), target(method));
    }
    CodeBlock call = CodeBlock.of("client.callToolAsTask($S,$W$L,$W$N)", method.name(), arguments(method), options);
    boolean isVoid = result.equals(ClassName.get(Void.class));
    type.addMethod(withOptions
        .addStatement(isVoid ? "return $L\n.map(outcome -> {$W$L;$Wreturn null;$W})" : "return $L\n.map(outcome ->$W$L)",
            call, outcome(method))
        .build());
  }

  private static List<CodeBlock> append(List<CodeBlock> list, CodeBlock last) {
    List<CodeBlock> all = new ArrayList<>(list);
    all.add(last);
    return all;
  }

  /** {@code name(Type, Type)} for a javadoc link, the types imported as the code's are. */
  private static CodeBlock signature(MethodModel method) {
    List<CodeBlock> types = new ArrayList<>();
    for (ParameterModel.Argument argument : method.arguments()) {
      types.add(CodeBlock.of("$T", TypeName.get(argument.element().asType())));
    }
    return CodeBlock.of("$N($L)", method.javaName(), CodeBlock.join(types, ", "));
  }

  private CodeBlock methodJavadoc(MethodModel method) {
    CodeBlock.Builder doc = CodeBlock.builder();
    if (method.description() != null) {
      doc.add("$L\n\n", Javadocs.escape(method.description()));
    }
    doc.add("<p>{@code $L $L}", method.kind().method(), Javadocs.escape(target(method)));
    List<String> asked = new ArrayList<>();
    for (ParameterModel.Input input : method.inputs()) {
      String hook = hook(input);
      asked.add("{@code " + Javadocs.escape(input.key()) + "} ({@link Builder#" + hook + "})");
    }
    if (!asked.isEmpty()) {
      doc.add("; the server asks\n$L.\nA call that needs a hook this client was built without fails before it\n"
          + "is sent, with {@code MissingHookException} naming the hook", String.join(",\n", asked));
    } else if (method.isSequential()) {
      doc.add("; the server asks as it goes, answered by the builder's hooks");
    }
    doc.add(".\n");
    if (method.kind() == MethodModel.Kind.TOOL) {
      doc.add("\n@throws $T when the tool reports an error\n", RuntimeNames.TOOL_ERROR);
    }
    return doc.build();
  }

  /** The request sent; behind the hook check when the method declares inputs. */
  private CodeBlock request(MethodModel method, String options) {
    CodeBlock send;
    switch (method.kind()) {
      case TOOL:
      case PROMPT:
        send = CodeBlock.of("client.$N($S,$W$L,$W$N)", method.kind() == MethodModel.Kind.TOOL ? "callTool"
            : "getPrompt", method.name(), arguments(method), options);
        break;
      default:
        send = CodeBlock.of("client.readResource($L, $N)", uri(method), options);
    }
    if (method.isSequential()) {
      List<CodeBlock> hooks = new ArrayList<>();
      for (ParameterModel.Exchange exchange : method.exchanges()) {
        for (ValueType form : exchange.forms()) {
          if (form instanceof ValueType.RecordType) {
            hooks.add(CodeBlock.of("$S",
                hookNames.get(((ValueType.RecordType) form).element().getQualifiedName().toString())));
          }
        }
      }
      if (!hooks.isEmpty()) {
        return CodeBlock.of("this.check.sendAsking($S, $S, $T.of($L), () ->$W$L)", method.kind().method(),
            target(method), JavaTypes.LIST, CodeBlock.join(hooks, ", "), send);
      }
    }
    if (method.inputs().isEmpty()) {
      return send;
    }
    return CodeBlock.of("this.check.send($S, $S, () ->$W$L)", method.kind().method(), target(method), send);
  }

  private static CodeBlock arguments(MethodModel method) {
    if (method.arguments().isEmpty()) {
      return CodeBlock.of("$T.empty()", RuntimeNames.JSON_OBJECT);
    }
    ParameterModel.Argument argument = method.arguments().get(0);
    return CodeBlock.of("$T.encode($N, $L)", RuntimeNames.ARGUMENTS, argument.name(),
        HandlerNames.codecOf(argument.type()));
  }

  /** The URI read: the resource's, or its template expanded with the arguments, percent-encoded. */
  private static CodeBlock uri(MethodModel method) {
    ResourceUri uri = ResourceUri.parse(method.uri());
    List<CodeBlock> parts = new ArrayList<>();
    for (ResourceUri.Piece piece : uri.pieces()) {
      parts.add(piece.name() == null ? CodeBlock.of("$S", piece.text())
          : CodeBlock.of("$T.$N($N)", RuntimeNames.TEMPLATES, piece.reserved() ? "uriReserved" : "uriComponent",
              piece.name()));
    }
    return parts.isEmpty() ? CodeBlock.of("$S", method.uri()) : CodeBlock.join(parts, " + ");
  }

  private CodeBlock outcome(MethodModel method) {
    ValueType returns = method.returns();
    switch (method.kind()) {
      case TOOL:
        if (returns instanceof ValueType.RecordType) {
          return CodeBlock.of("$T.structured($S, outcome, $L)", RuntimeNames.OUTCOMES, method.name(),
              HandlerNames.codecOf(returns));
        }
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.toolResult($S, outcome, $L)", RuntimeNames.OUTCOMES, method.name(),
              HandlerNames.codecOf(returns));
        }
        if (returns instanceof ValueType.Special) {
          return CodeBlock.of("$T.none($S, outcome)", RuntimeNames.OUTCOMES, method.name());
        }
        return CodeBlock.of("$T.text($S, outcome)", RuntimeNames.OUTCOMES, method.name());
      case PROMPT:
        if (returns instanceof ValueType.ListType) {
          return CodeBlock.of("$T.promptMessages(outcome, $L)", RuntimeNames.OUTCOMES,
              HandlerNames.codecOf(((ValueType.ListType) returns).element()));
        }
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.result(outcome, $L)", RuntimeNames.OUTCOMES, HandlerNames.codecOf(returns));
        }
        return CodeBlock.of("$T.promptText(outcome)", RuntimeNames.OUTCOMES);
      default:
        if (returns instanceof ValueType.Protocol) {
          return CodeBlock.of("$T.result(outcome, $L)", RuntimeNames.OUTCOMES, HandlerNames.codecOf(returns));
        }
        return CodeBlock.of("$T.$N(outcome)", RuntimeNames.OUTCOMES,
            returns instanceof ValueType.Special ? "resourceBlob" : "resourceText");
    }
  }

  /** The tools whose arguments have {@code @Header}s, in source order. */
  private List<MethodModel> headerTools() {
    List<MethodModel> tools = new ArrayList<>();
    for (MethodModel method : handler.handlers()) {
      if (method.kind() == MethodModel.Kind.TOOL && !method.arguments().isEmpty()
          && Schemas.mirrorsHeaders(method.arguments().get(0).type())) {
        tools.add(method);
      }
    }
    return tools;
  }

  /** The runtime builder, told the input schemas of the tools with headers (before any tools/list). */
  /** The runtime client's builder: tools the client may re-send, and schemas declaring headers. */
  private CodeBlock builderStart() {
    CodeBlock.Builder code = CodeBlock.builder().add("this.client = $T.builder(transport)", RuntimeNames.MCP_CLIENT);
    List<CodeBlock> safe = new ArrayList<>();
    for (MethodModel method : handler.handlers()) {
      if (method.kind() == MethodModel.Kind.TOOL && (method.hints().readOnly() || method.hints().idempotent())) {
        safe.add(CodeBlock.of("$S", method.name()));
      }
    }
    List<MethodModel> tools = headerTools();
    code.indent().indent();
    if (!safe.isEmpty()) {
      code.add("\n.retrySafeTools($T.of($L))", List.class, CodeBlock.join(safe, ", "));
    }
    if (handler.handlers().stream().anyMatch(method -> method.kind() == MethodModel.Kind.TOOL
        && method.hints().supportsTasks())) {
      code.add("\n.tasks()"); // a task-supporting tool may answer with a task, which the calls then poll
    }
    for (MethodModel tool : tools) {
      code.add("\n.toolInputSchema($S, $N)", tool.name(), names.inputSchemaConstant(tool));
    }
    code.unindent().unindent();
    return code.add(";\n").build();
  }


  private TypeSpec builderType(List<ValueType.RecordType> forms) {
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Builds a {@link $T}: the runtime client's settings and the answer hooks.\n", self)
        .addField(RuntimeNames.MCP_CLIENT_BUILDER, "client", Modifier.PRIVATE, Modifier.FINAL)
        .addField(FieldSpec.builder(RuntimeNames.INPUT_HOOKS_BUILDER, "hooks", Modifier.PRIVATE, Modifier.FINAL)
            .initializer("$T.builder(ROUTES, FORMS)", RuntimeNames.INPUT_HOOKS)
            .build())
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeNames.CLIENT_TRANSPORT, "transport")
            .addCode(builderStart())
            .build())
        .addMethod(setter("clientInfo", "The {@code clientInfo} sent with every request.\n",
            CodeBlock.of("client.clientInfo(name, version)"),
            ParameterSpec.builder(String.class, "name").build(), ParameterSpec.builder(String.class, "version").build()))
        .addMethod(setter("defaults", "The options of calls that pass none.\n", CodeBlock.of("client.defaults(defaults)"),
            ParameterSpec.builder(RuntimeNames.CALL_OPTIONS, "defaults").build()))
        .addMethod(setter("hookExecutor", "Where the hooks run; by default where the question arrives, which suits\n"
                + "hooks that answer at once. Give one to hooks that wait for a person.\n",
            CodeBlock.of("hooks.executor(executor)"),
            ParameterSpec.builder(ClassName.get("java.util.concurrent", "Executor"), "executor").build()))
        .addMethod(setter("configure", "Sets more of the runtime client (versions, scheduler); the hooks are\n"
                + "installed after it, so its input handlers are replaced by theirs.\n",
            CodeBlock.of("settings.accept(client)"),
            ParameterSpec.builder(ParameterizedTypeName.get(ClassName.get("java.util.function", "Consumer"),
                RuntimeNames.MCP_CLIENT_BUILDER), "settings").build()));
    for (ValueType.RecordType form : forms) {
      ClassName record = HandlerNames.className(form.element());
      type.addMethod(setter(hookNames.get(form.element().getQualifiedName().toString()),
          CodeBlock.of("Answers the server's forms of {@link $T}; declares form elicitation.\n", record),
          CodeBlock.of("hooks.form($N, hook)", names.formConstant(form)),
          ParameterSpec.builder(ParameterizedTypeName.get(RuntimeNames.FORM_HOOK, record), "hook").build()));
    }
    if (asks(InputKind.URL)) {
      type.addMethod(setter("onUrl", "Answers URL elicitations; declares URL elicitation.\n",
          CodeBlock.of("hooks.url(hook)"), ParameterSpec.builder(RuntimeNames.URL_HOOK, "hook").build()));
    }
    if (asks(InputKind.SAMPLING)) {
      TypeName result = protocol.isPresent() ? ClassName.get(protocol.get(), "CreateMessageResult")
          : RuntimeNames.SAMPLING_ANSWER;
      CodeBlock install = protocol.isPresent()
          ? CodeBlock.of("hooks.sampling(hook, $T.INSTANCE)", ClassName.get(protocol.get(), "CreateMessageResultJsonCodec"))
          : CodeBlock.of("hooks.samplingAnswers(hook)");
      type.addMethod(setter("onSampling", "Answers sampling requests with the client's model; declares sampling.\n",
          install, ParameterSpec.builder(ParameterizedTypeName.get(RuntimeNames.SAMPLING_HOOK, result), "hook").build()));
    }
    if (asks(InputKind.ROOTS)) {
      TypeName root = protocol.isPresent() ? ClassName.get(protocol.get(), "Root") : ClassName.get(String.class);
      CodeBlock install = protocol.isPresent()
          ? CodeBlock.of("hooks.roots(hook, $T.INSTANCE)", ClassName.get(protocol.get(), "RootJsonCodec"))
          : CodeBlock.of("hooks.rootUris(hook)");
      type.addMethod(setter("onRoots", "Lists the client's roots; declares roots.\n", install,
          ParameterSpec.builder(ParameterizedTypeName.get(RuntimeNames.ROOTS_HOOK, root), "hook").build()));
    }
    type.addMethod(MethodSpec.methodBuilder("build")
        .addJavadoc("The client, declaring the capabilities of the hooks given.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addStatement("return new $T(hooks.install(client).build(), hooks.check())", self)
        .build());
    return type.build();
  }

  /**
   * The runtime client's builder, told which tools say {@code readOnly} or {@code idempotent}: a
   * round of theirs whose reply was lost may be sent again.
   */

  /** True when a method declares this kind of input, or asks as it goes (and so may ask anything). */
  private boolean asks(InputKind kind) {
    for (MethodModel method : handler.handlers()) {
      if (method.isSequential() || method.inputs().stream().anyMatch(input -> input.kind() == kind)) {
        return true;
      }
    }
    return false;
  }

  private MethodSpec setter(String name, String javadoc, CodeBlock action, ParameterSpec... parameters) {
    return setter(name, CodeBlock.of("$L", javadoc), action, parameters);
  }

  private MethodSpec setter(String name, CodeBlock javadoc, CodeBlock action, ParameterSpec... parameters) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(javadoc)
        .addModifiers(Modifier.PUBLIC)
        .returns(builder)
        .addParameters(List.of(parameters))
        .addStatement("$L", action)
        .addStatement("return this")
        .build();
  }
}
