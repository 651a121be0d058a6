package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The runtime types generated code uses, by name: the processor does not depend on the runtime
 * jar (a test with the runtime on its class path checks that every name resolves).
 */
public final class RuntimeNames {

  private static final String JSON_PACKAGE = "io.mcpgen.json";

  public static final ClassName GENERATED = ClassName.get("io.mcpgen.annotations", "Generated");
  public static final ClassName JSON_VALUE = ClassName.get(JSON_PACKAGE, "JsonValue");
  public static final ClassName JSON_OBJECT = ClassName.get(JSON_PACKAGE, "JsonObject");
  public static final ClassName JSON_STRING = ClassName.get(JSON_PACKAGE, "JsonString");
  public static final ClassName OBJECT_SHAPE = ClassName.get(JSON_PACKAGE, "ObjectShape");
  public static final ClassName SHAPE_PROBE = ClassName.get(JSON_PACKAGE, "ShapeProbe");
  public static final ClassName JSON_NUMBER = ClassName.get(JSON_PACKAGE, "JsonNumber");
  public static final ClassName JSON_BOOLEAN = ClassName.get(JSON_PACKAGE, "JsonBoolean");
  public static final ClassName JSON_NULL = ClassName.get(JSON_PACKAGE, "JsonNull");
  public static final ClassName JSON_CODEC = ClassName.get(JSON_PACKAGE, "JsonCodec");
  public static final ClassName JSON_OBJECT_CODEC = ClassName.get(JSON_PACKAGE, "JsonObjectCodec");
  public static final ClassName JSON_OBJECT_BUILDER = JSON_OBJECT.nestedClass("Builder");
  public static final ClassName JSON_MEMBERS = ClassName.get(JSON_PACKAGE, "JsonMembers");
  public static final ClassName JSON_CODECS = ClassName.get(JSON_PACKAGE, "JsonCodecs");
  public static final ClassName JSON_COLLECTIONS = ClassName.get(JSON_PACKAGE, "JsonCollections");
  public static final ClassName JSON_READER = ClassName.get(JSON_PACKAGE, "JsonReader");
  public static final ClassName JSON_EXCEPTION = ClassName.get(JSON_PACKAGE, "JsonException");
  public static final ClassName JSON_WRITER = ClassName.get(JSON_PACKAGE, "JsonWriter");
  public static final ClassName JSON_NAME = ClassName.get(JSON_PACKAGE, "JsonName");
  public static final ClassName JSON_TOKEN = ClassName.get(JSON_PACKAGE, "JsonToken");
  public static final ClassName JSON = ClassName.get(JSON_PACKAGE, "Json");
  public static final ClassName CODEC_MODULE = ClassName.get(JSON_PACKAGE + ".jackson", "CodecModule");

  private static final String MRTR = "io.mcpgen.runtime.mrtr";
  private static final String SERVER = "io.mcpgen.runtime.server";
  private static final String CLIENT = "io.mcpgen.runtime.client";
  private static final String TYPED = "io.mcpgen.runtime.typed";

  public static final ClassName URL_ELICITATION = ClassName.get(MRTR, "UrlElicitation");
  public static final ClassName ROOTS_REQUEST = ClassName.get(MRTR, "RootsRequest");
  public static final ClassName SAMPLING_ANSWER = ClassName.get(MRTR, "SamplingAnswer");
  public static final ClassName SERVER_ENGINE = ClassName.get(SERVER, "McpServerEngine");
  public static final ClassName SERVER_ENGINE_BUILDER = SERVER_ENGINE.nestedClass("Builder");
  public static final ClassName MCP_HANDLER = ClassName.get(SERVER, "McpHandler");
  public static final ClassName TASK_SUPPORT = ClassName.get(SERVER, "TaskSupport");
  public static final ClassName CACHE_HINTS = ClassName.get(SERVER, "CacheHints");
  public static final ClassName CACHE_SCOPE = ClassName.get(SERVER, "CacheScope");
  public static final ClassName COMPLETION = ClassName.get(SERVER, "Completion");
  public static final ClassName SERVER_REGISTRATION = ClassName.get(SERVER, "McpServerRegistration");
  public static final ClassName SERVER_IDENTITY = ClassName.get(SERVER, "ServerIdentity");
  public static final ClassName CLIENT_REGISTRATION = ClassName.get(TYPED, "McpClientRegistration");
  public static final ClassName HOOK_SOURCE = ClassName.get(TYPED, "HookSource");
  public static final ClassName ROUND_CONTEXT = ClassName.get(SERVER, "RoundContext");
  public static final ClassName ROUND_RESULT = ClassName.get(SERVER, "RoundResult");
  public static final ClassName INPUT_ROUND = ClassName.get(SERVER, "InputRound");
  public static final ClassName INPUT_DECLARATIONS = ClassName.get(SERVER, "InputDeclarations");
  public static final ClassName SEQUENTIAL_CONTEXT = ClassName.get(SERVER, "SequentialContext");
  public static final ClassName MCP_CLIENT = ClassName.get(CLIENT, "McpClientEngine");
  public static final ClassName MCP_CLIENT_BUILDER = MCP_CLIENT.nestedClass("Builder");
  public static final ClassName CALL_OPTIONS = ClassName.get(CLIENT, "CallOptions");
  public static final ClassName TASK_HANDLE = ClassName.get(CLIENT, "TaskHandle");
  public static final ClassName CLIENT_TRANSPORT = ClassName.get(CLIENT, "ClientTransport");
  public static final ClassName ELICITED = ClassName.get(TYPED, "Elicited");
  public static final ClassName FORM = ClassName.get(TYPED, "Form");
  public static final ClassName ARGUMENTS = ClassName.get(TYPED, "Arguments");
  public static final ClassName TEMPLATES = ClassName.get(TYPED, "Templates");
  public static final ClassName TOOL_RESULTS = ClassName.get(TYPED, "ToolResults");
  public static final ClassName PROMPT_RESULTS = ClassName.get(TYPED, "PromptResults");
  public static final ClassName RESOURCE_RESULTS = ClassName.get(TYPED, "ResourceResults");
  public static final ClassName INPUT_ANSWERS = ClassName.get(TYPED, "InputAnswers");
  public static final ClassName QUESTIONS = ClassName.get(TYPED, "Questions");
  public static final ClassName MCP_EXCHANGE = ClassName.get(TYPED, "McpExchange");
  public static final ClassName INPUT_HOOKS = ClassName.get(TYPED, "InputHooks");
  public static final ClassName INPUT_HOOKS_ROUTE = INPUT_HOOKS.nestedClass("Route");
  public static final ClassName INPUT_HOOKS_BUILDER = INPUT_HOOKS.nestedClass("Builder");
  public static final ClassName INPUT_HOOKS_HOOKABLE = INPUT_HOOKS.nestedClass("Hookable");
  public static final ClassName INPUT_HOOKS_CALL_CHECK = INPUT_HOOKS.nestedClass("CallCheck");
  public static final ClassName FORM_HOOK = ClassName.get(TYPED, "FormHook");
  public static final ClassName URL_HOOK = ClassName.get(TYPED, "UrlHook");
  public static final ClassName SAMPLING_HOOK = ClassName.get(TYPED, "SamplingHook");
  public static final ClassName ROOTS_HOOK = ClassName.get(TYPED, "RootsHook");
  public static final ClassName OUTCOMES = ClassName.get(TYPED, "Outcomes");
  public static final ClassName TOOL_ERROR = ClassName.get(TYPED, "ToolErrorException");

  /** The service interface the generated server registrations are listed under. */
  /** The service interface the generated client registrations are listed under. */
  public static final String CLIENT_REGISTRATION_SERVICE = "io.mcpgen.runtime.typed.McpClientRegistration";

  public static final String SERVER_REGISTRATION_SERVICE = "io.mcpgen.runtime.server.McpServerRegistration";

  /**
   * The service the generated Jackson modules are listed under: mcpgen-json-jackson's
   * {@code CodecModules} finds them there, so that Jackson never meets one without its backend.
   */
  public static final String JACKSON_MODULE_SERVICE = JSON_PACKAGE + ".jackson.CodecModule";

  /** Every runtime name above, for the resolution test and for clash detection. */
  public static final List<ClassName> ALL = List.of(GENERATED, JSON_VALUE, JSON_OBJECT, JSON_STRING, OBJECT_SHAPE, SHAPE_PROBE, JSON_NUMBER,
      JSON_BOOLEAN, JSON_CODEC, JSON_OBJECT_CODEC, JSON_OBJECT_BUILDER, JSON_MEMBERS, JSON_CODECS, JSON_COLLECTIONS, JSON_READER, JSON_WRITER, JSON_NAME, JSON_TOKEN, JSON, CODEC_MODULE,
      URL_ELICITATION, ROOTS_REQUEST, SAMPLING_ANSWER, SERVER_ENGINE, SERVER_ENGINE_BUILDER, MCP_HANDLER, TASK_SUPPORT, SERVER_REGISTRATION, SERVER_IDENTITY,
      CLIENT_REGISTRATION, HOOK_SOURCE, ROUND_CONTEXT,
      ROUND_RESULT, INPUT_ROUND, INPUT_DECLARATIONS, SEQUENTIAL_CONTEXT, MCP_CLIENT, MCP_CLIENT_BUILDER, CALL_OPTIONS,
      CLIENT_TRANSPORT, ELICITED, FORM, ARGUMENTS, TEMPLATES, TOOL_RESULTS, PROMPT_RESULTS, RESOURCE_RESULTS,
      INPUT_ANSWERS, QUESTIONS, MCP_EXCHANGE, INPUT_HOOKS, INPUT_HOOKS_ROUTE, INPUT_HOOKS_BUILDER,
      INPUT_HOOKS_HOOKABLE, INPUT_HOOKS_CALL_CHECK, FORM_HOOK, URL_HOOK,
      SAMPLING_HOOK, ROOTS_HOOK, OUTCOMES, TOOL_ERROR);

  private RuntimeNames() {}
}
