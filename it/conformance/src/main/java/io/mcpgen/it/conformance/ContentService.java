package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.protocol.AudioContent;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.ContentBlock;
import io.mcpgen.protocol.EmbeddedResource;
import io.mcpgen.protocol.GetPromptResult;
import io.mcpgen.protocol.ImageContent;
import io.mcpgen.protocol.PromptMessage;
import io.mcpgen.protocol.Role;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.protocol.TextResourceContents;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Locale;

/** The content fixtures' behaviour, with the texts the suite's scenario descriptions give. */
final class ContentService implements ContentFixtures {

  static final String SIMPLE_TEXT = "This is a simple text response for testing.";
  static final String ERROR_TEXT = "This tool intentionally returns an error for testing";
  static final String STATIC_TEXT = "This is the content of the static text resource.";

  private static final long PROGRESS_STEP_MILLIS = 50;
  private static final List<String> WORDS =
      List.of("paris", "park", "party", "test", "testing", "tested", "value", "world");

  @Override
  public String simpleText() {
    return SIMPLE_TEXT;
  }

  @Override
  public CallToolResult imageContent() {
    return result(image());
  }

  @Override
  public CallToolResult audioContent() {
    return result(AudioContent.builder().data(Media.wavBase64()).mimeType(Media.WAV_MIME).build());
  }

  @Override
  public CallToolResult embeddedResource() {
    return result(embedded("test://embedded-resource", "text/plain", "This is an embedded resource content."));
  }

  @Override
  public CallToolResult multipleContentTypes() {
    return result(text("Multiple content types test:"), image(),
        embedded("test://mixed-content-resource", "application/json", "{\"test\":\"data\",\"value\":123}"));
  }

  @Override
  public String errorHandling() {
    throw new IllegalStateException(ERROR_TEXT);
  }

  @Override
  public String toolWithProgress(McpExchange exchange) {
    RoundContext round = exchange.round();
    JsonNumber total = JsonNumber.of(100);
    round.progress(JsonNumber.of(0), total, null);
    pause();
    round.progress(JsonNumber.of(50), total, null);
    pause();
    round.progress(JsonNumber.of(100), total, null);
    return "Progress tool completed";
  }

  @Override
  public String simplePrompt() {
    return "This is a simple prompt for testing.";
  }

  @Override
  public String promptWithArguments(PromptArguments arguments) {
    return "Prompt with arguments: arg1='" + arguments.arg1() + "', arg2='" + arguments.arg2() + "'";
  }

  @Override
  public List<String> completeArg1(String typed) {
    return wordsStartingWith(typed);
  }

  @Override
  public List<String> completeArg2(String typed) {
    return wordsStartingWith(typed);
  }

  /** The words of a fixed list that start with {@code typed}, case-insensitively. */
  private static List<String> wordsStartingWith(String typed) {
    String prefix = typed.toLowerCase(Locale.ROOT);
    return WORDS.stream().filter(word -> word.startsWith(prefix)).toList();
  }

  @Override
  public GetPromptResult promptWithEmbeddedResource(ResourceArgument argument) {
    return prompt(
        user(embedded(argument.resourceUri(), "text/plain", "Embedded resource content for testing.")),
        user(text("Please process the embedded resource above.")));
  }

  @Override
  public GetPromptResult promptWithImage() {
    return prompt(user(image()), user(text("Please analyze the image above.")));
  }

  @Override
  public String staticText() {
    return STATIC_TEXT;
  }

  @Override
  public byte[] staticBinary() {
    return Media.png();
  }

  @Override
  public String templateData(String id) {
    return Json.stringify(JsonObject.builder()
        .put("id", id)
        .put("templateTest", true)
        .put("data", "Data for ID: " + id)
        .build());
  }

  private static void pause() {
    try {
      Thread.sleep(PROGRESS_STEP_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static CallToolResult result(ContentBlock... blocks) {
    return CallToolResult.builder().content(List.of(blocks)).build();
  }

  private static GetPromptResult prompt(PromptMessage... messages) {
    return GetPromptResult.builder().messages(List.of(messages)).build();
  }

  private static PromptMessage user(ContentBlock content) {
    return PromptMessage.builder().role(Role.USER).content(content).build();
  }

  private static TextContent text(String text) {
    return TextContent.builder().text(text).build();
  }

  private static ImageContent image() {
    return ImageContent.builder().data(Media.PNG_BASE64).mimeType(Media.PNG_MIME).build();
  }

  private static EmbeddedResource embedded(String uri, String mimeType, String text) {
    return EmbeddedResource.builder()
        .resource(TextResourceContents.builder().uri(uri).mimeType(mimeType).text(text).build())
        .build();
  }
}
