package io.mcpgen.benchmarks.json.dsljson;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import java.util.List;
import java.util.Map;

/**
 * The benchmarked messages as a user of DSL-JSON: its annotation processor writes a converter for each record at compile time. Only what the benchmark's messages hold is
 * modelled (text content, form elicitations); free-form JSON (arguments, schemas, {@code _meta})
 * stays a map, as such a user would keep it.
 */
public final class DslMessages {

  private DslMessages() {}

  /** A {@code tools/call} request, JSON-RPC envelope included (the benchmark's ids are numbers). */
  @CompiledJson
  public record CallToolRequest(String jsonrpc, Long id, String method, CallToolParams params) {}

  /** The params of {@code tools/call}, with the answers of a retry. */
  @CompiledJson
  public record CallToolParams(@JsonAttribute(name = "_meta") Map<String, Object> meta, String name, Map<String, Object> arguments, Map<String, ElicitAnswer> inputResponses, String requestState) {}

  /** A client's answer to a form elicitation. */
  @CompiledJson
  public record ElicitAnswer(String action, Map<String, Object> content) {}

  /** A tool's result made of text blocks ({@code error} because DSL-JSON reads {@code isError()} as a getter). */
  @CompiledJson
  public record CallToolResult(List<TextContent> content, @JsonAttribute(name = "isError") Boolean error, String resultType) {}

  /** A text content block. */
  @CompiledJson
  public record TextContent(String type, String text) {}

  /** One page of {@code tools/list}. */
  @CompiledJson
  public record ListToolsResult(List<Tool> tools, String nextCursor, Long ttlMs, String cacheScope, String resultType) {}

  /** A tool with its input schema kept as plain JSON. */
  @CompiledJson
  public record Tool(String name, String title, String description, Map<String, Object> inputSchema, ToolAnnotations annotations) {}

  /** The tool hints the benchmark's tools carry. */
  @CompiledJson
  public record ToolAnnotations(Boolean readOnlyHint, Boolean openWorldHint) {}

  /** A result asking the client for input before the call can finish. */
  @CompiledJson
  public record InputRequiredResult(String resultType, Map<String, InputRequest> inputRequests, String requestState) {}

  /** A request the client must fulfil; here a form elicitation. */
  @CompiledJson
  public record InputRequest(String method, ElicitParams params) {}

  /** The params of a form elicitation. */
  @CompiledJson
  public record ElicitParams(String mode, String message, Map<String, Object> requestedSchema) {}
}
