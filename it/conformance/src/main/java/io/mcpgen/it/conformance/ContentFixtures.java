package io.mcpgen.it.conformance;

import io.mcpgen.annotations.Complete;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Tool;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.GetPromptResult;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;

/**
 * The conformance suite's content fixtures: the {@code test_*} tools, prompts and {@code test://}
 * resources its server scenarios call by name ({@code tools-call-*}, {@code prompts-get-*},
 * {@code resources-*}), and the completion of {@code test_prompt_with_arguments}
 * ({@code completion-complete}). {@link ContentService} implements them.
 */
@McpServer(name = "mcpgen-conformance", version = "1.0.0")
public interface ContentFixtures {

  /** Returns one text block. */
  @Tool("test_simple_text")
  String simpleText();

  /** Returns one PNG image. */
  @Tool("test_image_content")
  CallToolResult imageContent();

  /** Returns one WAV clip. */
  @Tool("test_audio_content")
  CallToolResult audioContent();

  /** Returns one embedded text resource. */
  @Tool("test_embedded_resource")
  CallToolResult embeddedResource();

  /** Returns a text block, an image and an embedded resource. */
  @Tool("test_multiple_content_types")
  CallToolResult multipleContentTypes();

  /** Always fails: a tool error, not a protocol error. */
  @Tool("test_error_handling")
  String errorHandling();

  /** Reports progress 0, 50 and 100 out of 100 (when the request asked for progress). */
  @Tool("test_tool_with_progress")
  String toolWithProgress(McpExchange exchange);

  /** One user message, no arguments. */
  @Prompt("test_simple_prompt")
  String simplePrompt();

  /** A user message that quotes both arguments. */
  @Prompt("test_prompt_with_arguments")
  String promptWithArguments(PromptArguments arguments);

  /** Suggestions for {@code arg1} of {@code test_prompt_with_arguments}: words starting with what was typed. */
  @Complete(prompt = "test_prompt_with_arguments", argument = "arg1")
  List<String> completeArg1(String typed);

  /** Suggestions for {@code arg2}, from the same words (the first argument does not narrow them). */
  @Complete(prompt = "test_prompt_with_arguments", argument = "arg2")
  List<String> completeArg2(String typed);

  /** A user message embedding the resource named by {@code resourceUri}, then a question about it. */
  @Prompt("test_prompt_with_embedded_resource")
  GetPromptResult promptWithEmbeddedResource(ResourceArgument argument);

  /** A user message holding an image, then a question about it. */
  @Prompt("test_prompt_with_image")
  GetPromptResult promptWithImage();

  /** A static text resource. */
  @Resource(uri = "test://static-text", name = "static-text", mimeType = "text/plain")
  String staticText();

  /** A static binary resource (a PNG image). */
  @Resource(uri = "test://static-binary", name = "static-binary", mimeType = "image/png")
  byte[] staticBinary();

  /** Data for one id, as JSON. */
  @Resource(uri = "test://template/{id}/data", name = "template-data", mimeType = "application/json")
  String templateData(String id);

  /**
   * The arguments of {@code test_prompt_with_arguments}.
   *
   * @param arg1 first test argument
   * @param arg2 second test argument
   */
  record PromptArguments(String arg1, String arg2) {}

  /**
   * The argument of {@code test_prompt_with_embedded_resource}.
   *
   * @param resourceUri the URI of the resource to embed
   */
  record ResourceArgument(String resourceUri) {}
}
