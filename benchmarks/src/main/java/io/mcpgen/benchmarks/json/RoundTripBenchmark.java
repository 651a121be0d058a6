package io.mcpgen.benchmarks.json;

import io.mcpgen.protocol.CallToolRequest;
import io.mcpgen.protocol.CallToolRequestJsonCodec;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.CallToolResultJsonCodec;
import io.mcpgen.protocol.ListToolsResult;
import io.mcpgen.protocol.ListToolsResultJsonCodec;
import io.mcpgen.runtime.json.Json;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Read one message from UTF-8 bytes and write it back to bytes, four ways, in one run:
 * <ul>
 *   <li>{@code generated}: mcpgen's generated codecs;
 *   <li>{@code sdkOnePass}: the official MCP Java SDK's hand-written records, read in one pass by
 *       the SDK's own Jackson 3 mapper;
 *   <li>{@code sdkTransport}: the SDK's real transport path: parse to a {@code Map}, then
 *       {@code convertValue} to the record (and the JSON-RPC envelope for the request);
 *   <li>{@code jsonNode}: Jackson's tree, untyped: the floor.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class RoundTripBenchmark {

  private static final TypeRef<Map<String, Object>> MAP = new TypeRef<>() {};

  private final McpJsonMapper sdk = McpJsonDefaults.getMapper();
  private final JsonMapper jackson = JsonMapper.builder().build();

  // ---- CallToolRequest ----------------------------------------------------------------------

  @Benchmark
  public byte[] callToolRequest_generated() {
    CallToolRequest request = Json.decode(Messages.CALL_TOOL_REQUEST, CallToolRequestJsonCodec.INSTANCE);
    return Json.encode(request, CallToolRequestJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] callToolRequest_sdkOnePass() throws IOException {
    SdkCallToolEnvelope request = sdk.readValue(Messages.CALL_TOOL_REQUEST, SdkCallToolEnvelope.class);
    return sdk.writeValueAsBytes(request);
  }

  @Benchmark
  public byte[] callToolRequest_sdkTransport() throws IOException {
    McpSchema.JSONRPCRequest message = (McpSchema.JSONRPCRequest) McpSchema.deserializeJsonRpcMessage(sdk,
        new String(Messages.CALL_TOOL_REQUEST, StandardCharsets.UTF_8));
    McpSchema.CallToolRequest params = sdk.convertValue(message.params(), McpSchema.CallToolRequest.class);
    return sdk.writeValueAsBytes(new McpSchema.JSONRPCRequest(message.jsonrpc(), message.method(), message.id(), params));
  }

  @Benchmark
  public byte[] callToolRequest_jsonNode() {
    JsonNode tree = jackson.readTree(Messages.CALL_TOOL_REQUEST);
    return jackson.writeValueAsBytes(tree);
  }

  // ---- CallToolResult, three text blocks ----------------------------------------------------

  @Benchmark
  public byte[] callToolResult_generated() {
    CallToolResult result = Json.decode(Messages.CALL_TOOL_RESULT, CallToolResultJsonCodec.INSTANCE);
    return Json.encode(result, CallToolResultJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] callToolResult_sdkOnePass() throws IOException {
    McpSchema.CallToolResult result = sdk.readValue(Messages.CALL_TOOL_RESULT, McpSchema.CallToolResult.class);
    return sdk.writeValueAsBytes(result);
  }

  @Benchmark
  public byte[] callToolResult_sdkTransport() throws IOException {
    Map<String, Object> map = sdk.readValue(Messages.CALL_TOOL_RESULT, MAP);
    McpSchema.CallToolResult result = sdk.convertValue(map, McpSchema.CallToolResult.class);
    return sdk.writeValueAsBytes(result);
  }

  @Benchmark
  public byte[] callToolResult_jsonNode() {
    JsonNode tree = jackson.readTree(Messages.CALL_TOOL_RESULT);
    return jackson.writeValueAsBytes(tree);
  }

  // ---- ListToolsResult, 20 tools ------------------------------------------------------------

  @Benchmark
  public byte[] listToolsResult_generated() {
    ListToolsResult result = Json.decode(Messages.LIST_TOOLS_RESULT, ListToolsResultJsonCodec.INSTANCE);
    return Json.encode(result, ListToolsResultJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] listToolsResult_sdkOnePass() throws IOException {
    McpSchema.ListToolsResult result = sdk.readValue(Messages.LIST_TOOLS_RESULT, McpSchema.ListToolsResult.class);
    return sdk.writeValueAsBytes(result);
  }

  @Benchmark
  public byte[] listToolsResult_sdkTransport() throws IOException {
    Map<String, Object> map = sdk.readValue(Messages.LIST_TOOLS_RESULT, MAP);
    McpSchema.ListToolsResult result = sdk.convertValue(map, McpSchema.ListToolsResult.class);
    return sdk.writeValueAsBytes(result);
  }

  @Benchmark
  public byte[] listToolsResult_jsonNode() {
    JsonNode tree = jackson.readTree(Messages.LIST_TOOLS_RESULT);
    return jackson.writeValueAsBytes(tree);
  }
}
