package io.mcpgen.benchmarks.json;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.mcpgen.benchmarks.json.avaje.AvajeMessages;
import io.mcpgen.benchmarks.json.dsljson.DslMessages;
import io.mcpgen.protocol.CallToolRequest;
import io.mcpgen.protocol.CallToolRequestJsonCodec;
import io.mcpgen.protocol.CallToolResult;
import io.mcpgen.protocol.CallToolResultJsonCodec;
import io.mcpgen.protocol.InputRequiredResult;
import io.mcpgen.protocol.InputRequiredResultJsonCodec;
import io.mcpgen.protocol.ListToolsResult;
import io.mcpgen.protocol.ListToolsResultJsonCodec;
import io.mcpgen.json.Json;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.modern.JsonRpc;
import io.modelcontextprotocol.modern.McpSchema;
import io.modelcontextprotocol.modern.server.InputResponses;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Read one message from UTF-8 bytes and write it back to bytes, in one run:
 * <ul>
 *   <li>{@code generated}: mcpgen's generated codecs;
 *   <li>{@code sdkOnePass}: the official MCP Java SDK 2.2.0's hand-written 2026-07-28 records
 *       ({@code io.modelcontextprotocol.modern}), read in one pass by the mapper the SDK configures
 *       for itself ({@link McpJsonDefaults#getMapper()}, which its modern Servlet transport uses);
 *   <li>{@code sdkOnePassTyped} (the retry request only): the one-pass read, then each answer
 *       typed through the SDK's own {@code InputResponses.get}, as a handler that reads its
 *       answers does (the generated codecs type every answer on arrival);
 *   <li>{@code sdkTransport}: the path the SDK's modern code takes: a request is parsed by
 *       {@link JsonRpc#deserializeMessage} (a {@code Map}, then the envelope) and its params are
 *       converted to the record, as its tools feature does; a result is read as a {@code Map} and
 *       converted;
 *   <li>{@code dslJson} and {@code avaje}: DSL-JSON and avaje-jsonb, the fastest Java JSON
 *       libraries, each through the codecs its annotation processor writes for plain records of
 *       the same messages ({@link DslMessages}, {@link AvajeMessages});
 *   <li>{@code jsonNode}: Jackson's tree, untyped;
 *   <li>{@code utf8Scan}: one UTF-8 validation pass over the same bytes, no parsing: the floor.
 * </ul>
 * Before measuring, {@link #checkEquivalence()} proves that every typed variant decodes each message
 * and re-encodes it to the same JSON tree, so every side does the same work.
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

  // DSL-JSON's basic set-up: the converters its processor wrote, and its runtime
  // converters, which the free-form Map<String, Object> members need; absent members (null) are
  // left out, as the protocol wants. One writer is reused, as
  // its documentation advises for a single thread.
  private final DslJson<Object> dsl = new DslJson<>(Settings.basicSetup().skipDefaultValues(true));
  private final JsonWriter dslWriter = dsl.newWriter();

  private final Jsonb avaje = Jsonb.builder().build();
  private final JsonType<AvajeMessages.CallToolRequest> avajeCallToolRequest = avaje.type(AvajeMessages.CallToolRequest.class);
  private final JsonType<AvajeMessages.CallToolResult> avajeCallToolResult = avaje.type(AvajeMessages.CallToolResult.class);
  private final JsonType<AvajeMessages.ListToolsResult> avajeListToolsResult = avaje.type(AvajeMessages.ListToolsResult.class);
  private final JsonType<AvajeMessages.InputRequiredResult> avajeInputRequiredResult =
      avaje.type(AvajeMessages.InputRequiredResult.class);

  /** Where {@link #retryRequest_sdkOnePassTyped} leaves what it typed, so the typing stays live. */
  private long typedAnswerMembers;

  /** One typed round trip, named for the failure message. */
  private interface RoundTrip {
    byte[] run() throws IOException;
  }

  /**
   * Fails the run unless, for each message, every typed variant writes back a JSON tree equal to
   * the generated codecs' one (what the SDK drops or adds would otherwise be work one side skips).
   */
  @Setup
  public void checkEquivalence() throws IOException {
    Map<String, RoundTrip[]> byMessage = new LinkedHashMap<>();
    byMessage.put("callToolRequest", new RoundTrip[] {
        this::callToolRequest_generated, this::callToolRequest_sdkOnePass, this::callToolRequest_sdkTransport,
        this::callToolRequest_dslJson, this::callToolRequest_avaje});
    byMessage.put("callToolResult", new RoundTrip[] {
        this::callToolResult_generated, this::callToolResult_sdkOnePass, this::callToolResult_sdkTransport,
        this::callToolResult_dslJson, this::callToolResult_avaje});
    byMessage.put("listToolsResult", new RoundTrip[] {
        this::listToolsResult_generated, this::listToolsResult_sdkOnePass, this::listToolsResult_sdkTransport,
        this::listToolsResult_dslJson, this::listToolsResult_avaje});
    byMessage.put("inputRequiredResult", new RoundTrip[] {this::inputRequiredResult_generated,
        this::inputRequiredResult_sdkOnePass, this::inputRequiredResult_sdkTransport,
        this::inputRequiredResult_dslJson, this::inputRequiredResult_avaje});
    byMessage.put("retryRequest", new RoundTrip[] {
        this::retryRequest_generated, this::retryRequest_sdkOnePass, this::retryRequest_sdkOnePassTyped,
        this::retryRequest_sdkTransport, this::retryRequest_dslJson, this::retryRequest_avaje});
    for (Map.Entry<String, RoundTrip[]> entry : byMessage.entrySet()) {
      byte[] reference = entry.getValue()[0].run();
      JsonNode expected = jackson.readTree(reference);
      for (int i = 1; i < entry.getValue().length; i++) {
        byte[] other = entry.getValue()[i].run();
        if (!expected.equals(jackson.readTree(other))) {
          throw new IllegalStateException(entry.getKey() + ": variant " + i + " writes a different message:\n  "
              + new String(reference, StandardCharsets.UTF_8) + "\n  " + new String(other, StandardCharsets.UTF_8));
        }
      }
    }
  }

  /** The SDK modern server's reading of a request, then its writing of the typed message. */
  private byte[] sdkServerRoundTrip(byte[] message) throws IOException {
    JsonRpc.JSONRPCRequest request = (JsonRpc.JSONRPCRequest) JsonRpc.deserializeMessage(sdk,
        new String(message, StandardCharsets.UTF_8));
    McpSchema.CallToolRequest params = sdk.convertValue(request.params(), McpSchema.CallToolRequest.class);
    return sdk.writeValueAsBytes(new JsonRpc.JSONRPCRequest(request.jsonrpc(), request.method(), request.id(), params));
  }

  /** DSL-JSON's round trip through the converter its processor wrote for the record. */
  private <T> byte[] dslRoundTrip(byte[] message, Class<T> type) throws IOException {
    T value = dsl.deserialize(type, message, message.length);
    dslWriter.reset();
    dsl.serialize(dslWriter, type, value);
    return dslWriter.toByteArray();
  }

  /** A result read as a map and converted to the record, then written. */
  private <T> byte[] sdkClientRoundTrip(byte[] message, Class<T> type) throws IOException {
    Map<String, Object> map = sdk.readValue(message, MAP);
    return sdk.writeValueAsBytes(sdk.convertValue(map, type));
  }

  // ---- callToolRequest -----------------------------------------------------------------------

  @Benchmark
  public byte[] callToolRequest_generated() {
    CallToolRequest message = Json.decode(Messages.CALL_TOOL_REQUEST, CallToolRequestJsonCodec.INSTANCE);
    return Json.encode(message, CallToolRequestJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] callToolRequest_sdkOnePass() throws IOException {
    return sdk.writeValueAsBytes(sdk.readValue(Messages.CALL_TOOL_REQUEST, SdkCallToolEnvelope.class));
  }

  @Benchmark
  public byte[] callToolRequest_sdkTransport() throws IOException {
    return sdkServerRoundTrip(Messages.CALL_TOOL_REQUEST);
  }

  @Benchmark
  public byte[] callToolRequest_dslJson() throws IOException {
    return dslRoundTrip(Messages.CALL_TOOL_REQUEST, DslMessages.CallToolRequest.class);
  }

  @Benchmark
  public byte[] callToolRequest_avaje() {
    return avajeCallToolRequest.toJsonBytes(avajeCallToolRequest.fromJson(Messages.CALL_TOOL_REQUEST));
  }

  @Benchmark
  public byte[] callToolRequest_jsonNode() {
    return jackson.writeValueAsBytes(jackson.readTree(Messages.CALL_TOOL_REQUEST));
  }

  @Benchmark
  public int callToolRequest_utf8Scan() {
    return Utf8Scan.validate(Messages.CALL_TOOL_REQUEST);
  }

  // ---- callToolResult ------------------------------------------------------------------------

  @Benchmark
  public byte[] callToolResult_generated() {
    CallToolResult message = Json.decode(Messages.CALL_TOOL_RESULT, CallToolResultJsonCodec.INSTANCE);
    return Json.encode(message, CallToolResultJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] callToolResult_sdkOnePass() throws IOException {
    return sdk.writeValueAsBytes(sdk.readValue(Messages.CALL_TOOL_RESULT, McpSchema.CallToolResult.class));
  }

  @Benchmark
  public byte[] callToolResult_sdkTransport() throws IOException {
    return sdkClientRoundTrip(Messages.CALL_TOOL_RESULT, McpSchema.CallToolResult.class);
  }

  @Benchmark
  public byte[] callToolResult_dslJson() throws IOException {
    return dslRoundTrip(Messages.CALL_TOOL_RESULT, DslMessages.CallToolResult.class);
  }

  @Benchmark
  public byte[] callToolResult_avaje() {
    return avajeCallToolResult.toJsonBytes(avajeCallToolResult.fromJson(Messages.CALL_TOOL_RESULT));
  }

  @Benchmark
  public byte[] callToolResult_jsonNode() {
    return jackson.writeValueAsBytes(jackson.readTree(Messages.CALL_TOOL_RESULT));
  }

  @Benchmark
  public int callToolResult_utf8Scan() {
    return Utf8Scan.validate(Messages.CALL_TOOL_RESULT);
  }

  // ---- listToolsResult -----------------------------------------------------------------------

  @Benchmark
  public byte[] listToolsResult_generated() {
    ListToolsResult message = Json.decode(Messages.LIST_TOOLS_RESULT, ListToolsResultJsonCodec.INSTANCE);
    return Json.encode(message, ListToolsResultJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] listToolsResult_sdkOnePass() throws IOException {
    return sdk.writeValueAsBytes(sdk.readValue(Messages.LIST_TOOLS_RESULT, McpSchema.ListToolsResult.class));
  }

  @Benchmark
  public byte[] listToolsResult_sdkTransport() throws IOException {
    return sdkClientRoundTrip(Messages.LIST_TOOLS_RESULT, McpSchema.ListToolsResult.class);
  }

  @Benchmark
  public byte[] listToolsResult_dslJson() throws IOException {
    return dslRoundTrip(Messages.LIST_TOOLS_RESULT, DslMessages.ListToolsResult.class);
  }

  @Benchmark
  public byte[] listToolsResult_avaje() {
    return avajeListToolsResult.toJsonBytes(avajeListToolsResult.fromJson(Messages.LIST_TOOLS_RESULT));
  }

  @Benchmark
  public byte[] listToolsResult_jsonNode() {
    return jackson.writeValueAsBytes(jackson.readTree(Messages.LIST_TOOLS_RESULT));
  }

  @Benchmark
  public int listToolsResult_utf8Scan() {
    return Utf8Scan.validate(Messages.LIST_TOOLS_RESULT);
  }

  // ---- inputRequiredResult -------------------------------------------------------------------

  @Benchmark
  public byte[] inputRequiredResult_generated() {
    InputRequiredResult message = Json.decode(Messages.INPUT_REQUIRED_RESULT, InputRequiredResultJsonCodec.INSTANCE);
    return Json.encode(message, InputRequiredResultJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] inputRequiredResult_sdkOnePass() throws IOException {
    return sdk.writeValueAsBytes(sdk.readValue(Messages.INPUT_REQUIRED_RESULT, McpSchema.InputRequiredResult.class));
  }

  @Benchmark
  public byte[] inputRequiredResult_sdkTransport() throws IOException {
    return sdkClientRoundTrip(Messages.INPUT_REQUIRED_RESULT, McpSchema.InputRequiredResult.class);
  }

  @Benchmark
  public byte[] inputRequiredResult_dslJson() throws IOException {
    return dslRoundTrip(Messages.INPUT_REQUIRED_RESULT, DslMessages.InputRequiredResult.class);
  }

  @Benchmark
  public byte[] inputRequiredResult_avaje() {
    return avajeInputRequiredResult.toJsonBytes(avajeInputRequiredResult.fromJson(Messages.INPUT_REQUIRED_RESULT));
  }

  @Benchmark
  public byte[] inputRequiredResult_jsonNode() {
    return jackson.writeValueAsBytes(jackson.readTree(Messages.INPUT_REQUIRED_RESULT));
  }

  @Benchmark
  public int inputRequiredResult_utf8Scan() {
    return Utf8Scan.validate(Messages.INPUT_REQUIRED_RESULT);
  }

  // ---- retryRequest --------------------------------------------------------------------------

  @Benchmark
  public byte[] retryRequest_generated() {
    CallToolRequest message = Json.decode(Messages.RETRY_CALL_TOOL_REQUEST, CallToolRequestJsonCodec.INSTANCE);
    return Json.encode(message, CallToolRequestJsonCodec.INSTANCE);
  }

  @Benchmark
  public byte[] retryRequest_sdkOnePass() throws IOException {
    return sdk.writeValueAsBytes(sdk.readValue(Messages.RETRY_CALL_TOOL_REQUEST, SdkCallToolEnvelope.class));
  }

  /**
   * The one-pass read, then each answer typed the way an SDK handler reads it
   * ({@link InputResponses#get}, a conversion of the answer's map to the SDK's
   * {@code ElicitResult}), then the message written back as read: the SDK's side of the work the
   * generated codecs do when they type every answer on arrival.
   */
  @Benchmark
  public byte[] retryRequest_sdkOnePassTyped() throws IOException {
    SdkCallToolEnvelope message = sdk.readValue(Messages.RETRY_CALL_TOOL_REQUEST, SdkCallToolEnvelope.class);
    Map<String, Object> answers = message.params().inputResponses();
    for (String key : answers.keySet()) {
      McpSchema.ElicitResult answer = InputResponses.get(answers, key, McpSchema.ElicitResult.class, sdk);
      typedAnswerMembers += answer.content().size();
    }
    return sdk.writeValueAsBytes(message);
  }

  @Benchmark
  public byte[] retryRequest_sdkTransport() throws IOException {
    return sdkServerRoundTrip(Messages.RETRY_CALL_TOOL_REQUEST);
  }

  @Benchmark
  public byte[] retryRequest_dslJson() throws IOException {
    return dslRoundTrip(Messages.RETRY_CALL_TOOL_REQUEST, DslMessages.CallToolRequest.class);
  }

  @Benchmark
  public byte[] retryRequest_avaje() {
    return avajeCallToolRequest.toJsonBytes(avajeCallToolRequest.fromJson(Messages.RETRY_CALL_TOOL_REQUEST));
  }

  @Benchmark
  public byte[] retryRequest_jsonNode() {
    return jackson.writeValueAsBytes(jackson.readTree(Messages.RETRY_CALL_TOOL_REQUEST));
  }

  @Benchmark
  public int retryRequest_utf8Scan() {
    return Utf8Scan.validate(Messages.RETRY_CALL_TOOL_REQUEST);
  }
}
