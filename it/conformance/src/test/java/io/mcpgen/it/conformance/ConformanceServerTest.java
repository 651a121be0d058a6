package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.LogMessage;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.client.PendingInput;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The conformance fixtures over the in-memory transport: the names, keys, messages and results the
 * suite's scenarios expect, without Node or HTTP.
 */
class ConformanceServerTest {

  private final McpServerEngine engine = ConformanceServer.engine();

  /** A client that answers every form, samples with "Paris" and has one root. */
  private McpClientEngine answeringClient() {
    return McpClientEngine.builder(InMemoryTransport.connect(engine))
        .formElicitation((form, context) -> CompletableFuture.completedFuture(fill(form)))
        .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("Paris", "test-model")))
        .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(
            List.of(JsonObject.builder().put("uri", "file:///work").put("name", "work").build()))))
        .build();
  }

  /** Fills a form by its single field: ok, color, context or name. */
  private static ElicitationAnswer fill(FormElicitation form) {
    java.util.Set<String> fields = form.requestedSchema().get("properties").asObject().members().keySet();
    String answer = fields.contains("ok") ? "{\"ok\":true}"
        : fields.contains("color") ? "{\"color\":\"blue\"}"
        : fields.contains("context") ? "{\"context\":\"tests\"}"
        : "{\"name\":\"Ada\"}";
    return ElicitationAnswer.accept(JsonValue.parse(answer).asObject());
  }

  /** A client that declares nothing and answers nothing: it sees the first InputRequiredResult. */
  private McpClientEngine manualClient() {
    return McpClientEngine.builder(InMemoryTransport.connect(engine))
        .defaults(CallOptions.builder().autoFulfill(false).build())
        .build();
  }

  @Test
  void theContentToolsReturnTheBlocksTheirScenariosLookFor() {
    McpClientEngine client = answeringClient();
    assertEquals(ContentService.SIMPLE_TEXT, firstText(call(client, "test_simple_text")));
    JsonObject image = block(call(client, "test_image_content"), 0);
    assertEquals("image", text(image, "type"));
    assertEquals("image/png", text(image, "mimeType"));
    assertTrue(isPng(Base64.getDecoder().decode(text(image, "data"))));
    JsonObject audio = block(call(client, "test_audio_content"), 0);
    assertEquals("audio/wav", text(audio, "mimeType"));
    assertEquals("RIFF", new String(Base64.getDecoder().decode(text(audio, "data")), 0, 4,
        java.nio.charset.StandardCharsets.US_ASCII));
    JsonObject embedded = block(call(client, "test_embedded_resource"), 0).get("resource").asObject();
    assertEquals("test://embedded-resource", text(embedded, "uri"));
    assertEquals("text/plain", text(embedded, "mimeType"));
    JsonObject mixed = call(client, "test_multiple_content_types");
    List<String> types = new ArrayList<>();
    for (JsonValue each : mixed.get("content").asArray().elements()) {
      types.add(text(each.asObject(), "type"));
    }
    assertEquals(List.of("text", "image", "resource"), types);
  }

  @Test
  void theErrorToolIsAToolErrorWithItsMessage() {
    JsonObject result = call(answeringClient(), "test_error_handling");
    assertEquals(JsonValue.parse("true"), result.get("isError"));
    assertEquals(ContentService.ERROR_TEXT, firstText(result));
  }

  @Test
  void theProgressToolReportsZeroFiftyAndOneHundred() {
    List<String> progress = new CopyOnWriteArrayList<>();
    McpClientEngine client = answeringClient();
    client.callTool("test_tool_with_progress", JsonObject.empty(), client.defaults().toBuilder()
        .onProgress(update -> progress.add(update.progress() + "/" + update.total())).build()).join();
    assertEquals(List.of("0/100", "50/100", "100/100"), progress);
  }

  @Test
  void theLoggingToolLogsThreeMessagesAtInfo() {
    List<LogMessage> logs = new CopyOnWriteArrayList<>();
    McpClientEngine client = answeringClient();
    client.callTool("test_logging_tool", JsonObject.empty(), client.defaults().toBuilder()
        .log(LogLevel.INFO, logs::add).build()).join();
    assertEquals(List.of("Tool execution started", "Tool processing data", "Tool execution completed"),
        logs.stream().map(log -> log.data().asString()).toList());
  }

  @Test
  void thePromptsSubstituteTheirArgumentsAndEmbedContent() {
    McpClientEngine client = answeringClient();
    JsonObject withArgs = client.getPrompt("test_prompt_with_arguments", JsonObject.builder()
        .put("arg1", "testValue1").put("arg2", "testValue2").build()).join().resultOrThrow();
    assertEquals("Prompt with arguments: arg1='testValue1', arg2='testValue2'", promptText(withArgs, 0));
    JsonObject embedded = client.getPrompt("test_prompt_with_embedded_resource",
        JsonObject.of("resourceUri", io.mcpgen.json.JsonString.of("test://example-resource")))
        .join().resultOrThrow();
    JsonObject content = message(embedded, 0).get("content").asObject();
    assertEquals("resource", text(content, "type"));
    assertEquals("test://example-resource", text(content.get("resource").asObject(), "uri"));
    JsonObject image = client.getPrompt("test_prompt_with_image", null).join().resultOrThrow();
    assertEquals("image", text(message(image, 0).get("content").asObject(), "type"));
    assertTrue(promptText(client.getPrompt("test_simple_prompt", null).join().resultOrThrow(), 0).length() > 0);
  }

  @Test
  void theResourcesReadAsTextBlobAndTemplateWithCacheHints() {
    McpClientEngine client = answeringClient();
    JsonObject text = client.readResource("test://static-text").join().resultOrThrow();
    assertEquals(ContentService.STATIC_TEXT, text(contents(text), "text"));
    assertEquals("text/plain", text(contents(text), "mimeType"));
    assertTrue(text.get("ttlMs") != null && text.get("cacheScope") != null);
    JsonObject binary = client.readResource("test://static-binary").join().resultOrThrow();
    assertTrue(isPng(Base64.getDecoder().decode(text(contents(binary), "blob"))));
    JsonObject template = client.readResource("test://template/123/data").join().resultOrThrow();
    assertEquals("test://template/123/data", text(contents(template), "uri"));
    assertEquals("123", text(JsonValue.parse(text(contents(template), "text")).asObject(), "id"));
  }

  @Test
  void completionOffersTheWordsStartingWithWhatWasTyped() {
    JsonObject result = answeringClient().request("completion/complete", JsonValue.parse(
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"test_prompt_with_arguments\"},"
            + "\"argument\":{\"name\":\"arg1\",\"value\":\"par\"}}").asObject(), CallOptions.builder().build()).join();
    assertEquals(JsonValue.parse("[\"paris\",\"park\",\"party\"]"), result.get("completion").asObject().get("values"));
  }

  @Test
  void eachInputRequiredToolAsksUnderTheKeysTheSuiteExpects() {
    assertEquals(List.of("user_name"), firstRoundKeys("test_input_required_result_elicitation"));
    assertEquals(List.of("capital_question"), firstRoundKeys("test_input_required_result_sampling"));
    assertEquals(List.of("client_roots"), firstRoundKeys("test_input_required_result_list_roots"));
    assertEquals(List.of("confirm"), firstRoundKeys("test_input_required_result_request_state"));
    assertEquals(List.of("client_roots", "greeting", "user_name"),
        firstRoundKeys("test_input_required_result_multiple_inputs"));
    assertEquals(List.of("step1"), firstRoundKeys("test_input_required_result_multi_round"));
  }

  @Test
  void theInputRequiredToolsFinishOnceAnswered() {
    McpClientEngine client = answeringClient();
    assertEquals("Hello, Ada!", firstText(call(client, "test_input_required_result_elicitation")));
    assertEquals("The model answered: Paris", firstText(call(client, "test_input_required_result_sampling")));
    assertEquals("Client roots: file:///work", firstText(call(client, "test_input_required_result_list_roots")));
    assertEquals("Confirmed", firstText(call(client, "test_input_required_result_request_state")));
    CallOutcome.Complete multiRound = assertInstanceOf(CallOutcome.Complete.class,
        client.callTool("test_input_required_result_multi_round", JsonObject.empty()).join());
    assertEquals(3, multiRound.requestsSent());
    assertEquals("Hello, Ada! Your favorite color is blue.", firstText(multiRound.result()));
    JsonObject prompt = client.getPrompt("test_input_required_result_prompt", null).join().resultOrThrow();
    assertEquals("Use this context: tests", promptText(prompt, 0));
  }

  @Test
  void theCapabilitiesToolAsksOnlyWhatTheClientDeclared() {
    McpClientEngine samplingOnly = McpClientEngine.builder(InMemoryTransport.connect(engine))
        .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("Paris", "m")))
        .defaults(CallOptions.builder().autoFulfill(false).build())
        .build();
    PendingInput pending = assertInstanceOf(CallOutcome.InputRequired.class,
        samplingOnly.callTool("test_input_required_result_capabilities", JsonObject.empty()).join()).pending();
    assertEquals(List.of("capital_question"), new ArrayList<>(pending.inputRequests().keySet()));
  }

  @Test
  void aToolNeedingSamplingIsRefusedWithMissingCapabilityWhenTheClientHasNone() {
    CompletionException thrown = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class,
        () -> manualClient().callTool("test_missing_capability", JsonObject.empty()).join());
    assertEquals(-32021, assertInstanceOf(McpServerException.class, thrown.getCause()).code());
  }

  private List<String> firstRoundKeys(String tool) {
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(engine))
        .formElicitation((form, context) -> new CompletableFuture<>())
        .sampling((request, context) -> new CompletableFuture<>())
        .roots((request, context) -> new CompletableFuture<>())
        .defaults(CallOptions.builder().autoFulfill(false).build())
        .build();
    PendingInput pending = assertInstanceOf(CallOutcome.InputRequired.class,
        client.callTool(tool, JsonObject.empty()).join()).pending();
    return pending.inputRequests().keySet().stream().sorted().toList();
  }

  private static JsonObject call(McpClientEngine client, String tool) {
    return client.callTool(tool, JsonObject.empty()).join().resultOrThrow();
  }

  private static JsonObject block(JsonObject result, int index) {
    return result.get("content").asArray().get(index).asObject();
  }

  private static String firstText(JsonObject result) {
    return text(block(result, 0), "text");
  }

  private static JsonObject message(JsonObject prompt, int index) {
    return prompt.get("messages").asArray().get(index).asObject();
  }

  private static String promptText(JsonObject prompt, int index) {
    return text(message(prompt, index).get("content").asObject(), "text");
  }

  private static JsonObject contents(JsonObject read) {
    JsonArray contents = read.get("contents").asArray();
    return contents.get(0).asObject();
  }

  private static String text(JsonObject object, String member) {
    return object.get(member).asString();
  }

  private static boolean isPng(byte[] bytes) {
    return bytes.length > 8 && (bytes[0] & 0xff) == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G';
  }


  @Test
  void theListChangeHooksPublishToTheListenStreamsThatAskedForThem() {
    List<JsonObject> stream = new CopyOnWriteArrayList<>();
    JsonObject listen = JsonValue.parse("{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"method\":\"subscriptions/listen\","
        + "\"params\":{\"notifications\":{\"toolsListChanged\":true},\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}").asObject();
    CompletableFuture<?> open = engine.handle(listen, RequestContext.builder()
        .notifications(stream::add).build()).toCompletableFuture();
    answeringClient().callTool("test_trigger_prompt_change", JsonObject.empty()).join().resultOrThrow();
    answeringClient().callTool("test_trigger_tool_change", JsonObject.empty()).join().resultOrThrow();
    assertEquals(List.of("notifications/subscriptions/acknowledged", "notifications/tools/list_changed"),
        stream.stream().map(message -> message.get("method").asString()).toList());
    assertFalse(open.isDone());
  }
}
