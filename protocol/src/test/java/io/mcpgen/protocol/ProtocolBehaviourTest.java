package io.mcpgen.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonString;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** What the generated protocol types do with real-world messages, beyond the spec's examples. */
class ProtocolBehaviourTest {

  private static <T> T read(String json, JsonCodec<T> codec) {
    return Json.decode(json, codec);
  }

  private static <T> void assertRoundTrip(String json, JsonCodec<T> codec) {
    T value = read(json, codec);
    assertEquals(Json.parse(json), Json.parse(Json.encodeToString(value, codec)));
  }

  // ---- resultType (the schema leaves it open; the specification fixes it) ----------------------

  @Test
  void absentResultTypeIsComplete() {
    CallToolResultResponse response = read("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"content\":[]}}",
        CallToolResultResponseJsonCodec.INSTANCE);
    assertInstanceOf(CallToolResult.class, response.result());
  }

  @Test
  void inputRequiredPicksInputRequiredResultWhereverItStands() {
    String first = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"input_required\",\"requestState\":\"s\"}}";
    String last = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"requestState\":\"s\",\"resultType\":\"input_required\"}}";
    InputRequiredResult streamed = (InputRequiredResult) read(first, CallToolResultResponseJsonCodec.INSTANCE).result();
    InputRequiredResult buffered = (InputRequiredResult) read(last, CallToolResultResponseJsonCodec.INSTANCE).result();
    assertEquals("s", streamed.requestState());
    assertEquals(streamed, buffered);
  }

  @Test
  void unknownResultTypeIsAnError() {
    JsonException e = assertThrows(JsonException.class, () -> read(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"task\",\"content\":[]}}",
        CallToolResultResponseJsonCodec.INSTANCE));
    assertTrue(e.getMessage().contains("unknown \"resultType\" \"task\""), e.getMessage());
  }

  @Test
  void completeResultsAlwaysWriteResultType() {
    CallToolResult result = CallToolResult.builder().content(List.of()).build();
    assertEquals("{\"resultType\":\"complete\",\"content\":[]}", Json.encodeToString(result, CallToolResultJsonCodec.INSTANCE));
    InputRequiredResult interim = InputRequiredResult.builder().requestState("x").build();
    assertEquals("{\"resultType\":\"input_required\",\"requestState\":\"x\"}",
        Json.encodeToString(interim, InputRequiredResultJsonCodec.INSTANCE));
  }

  @Test
  void aCompleteResultRefusesInputRequired() {
    assertThrows(JsonException.class, () -> read("{\"resultType\":\"input_required\",\"content\":[]}",
        CallToolResultJsonCodec.INSTANCE));
  }

  // ---- unions without a constant discriminator -------------------------------------------------

  @Test
  void primitiveSchemaDefinitionFollowsTheSpecOrder() {
    JsonCodec<PrimitiveSchemaDefinition> codec = PrimitiveSchemaDefinitionJsonCodec.INSTANCE;
    assertInstanceOf(StringSchema.class, read("{\"type\":\"string\",\"format\":\"email\"}", codec));
    assertInstanceOf(StringSchema.class, read("{\"type\":\"string\"}", codec));
    assertInstanceOf(UntitledSingleSelectEnumSchema.class, read("{\"type\":\"string\",\"enum\":[\"a\"]}", codec));
    assertInstanceOf(LegacyTitledEnumSchema.class,
        read("{\"type\":\"string\",\"enum\":[\"a\"],\"enumNames\":[\"A\"]}", codec));
    assertInstanceOf(TitledSingleSelectEnumSchema.class,
        read("{\"type\":\"string\",\"oneOf\":[{\"const\":\"a\",\"title\":\"A\"}]}", codec));
    assertInstanceOf(UntitledMultiSelectEnumSchema.class,
        read("{\"type\":\"array\",\"items\":{\"type\":\"string\",\"enum\":[\"a\"]}}", codec));
    assertInstanceOf(TitledMultiSelectEnumSchema.class,
        read("{\"type\":\"array\",\"items\":{\"anyOf\":[{\"const\":\"a\",\"title\":\"A\"}]}}", codec));
    assertInstanceOf(NumberSchema.class, read("{\"type\":\"integer\",\"minimum\":1}", codec));
    assertInstanceOf(NumberSchema.class, read("{\"type\":\"number\"}", codec));
    assertInstanceOf(BooleanSchema.class, read("{\"type\":\"boolean\",\"default\":true}", codec));
    assertInstanceOf(NumberSchema.class, read("{\"type\":\"integer\"}", codec));
    assertThrows(JsonException.class, () -> read("{\"type\":\"object\"}", codec));
    assertThrows(JsonException.class, () -> read("{\"type\":\"array\"}", codec), "an array without items");
    assertThrows(JsonException.class, () -> read("{\"enum\":[\"a\"]}", codec), "no type");
  }

  /**
   * An object whose first member is a {@code "type"} that decides the member alone is read without
   * the rest being looked at; the member is the one all of its members decide, as from a tree.
   */
  @Test
  void primitiveSchemaDefinitionDecidedByItsFirstMemberAsByAllOfThem() {
    JsonCodec<PrimitiveSchemaDefinition> codec = PrimitiveSchemaDefinitionJsonCodec.INSTANCE;
    List<String> objects = List.of(
        "{\"type\":\"boolean\"}",
        "{\"type\":\"boolean\",\"default\":true,\"title\":\"T\"}",
        "{\"title\":\"T\",\"type\":\"boolean\"}", // the type later: every member looked at
        "{\"type\":\"bool\\u0065an\"}", // escaped: the bytes do not decide
        "{\"type\":\"integer\",\"minimum\":1}",
        "{\"type\":\"number\",\"enum\":[\"a\"]}",
        "{\"type\":\"boolean\",\"enum\":[\"a\"],\"format\":\"email\"}", // other variants' members
        "{\"type\":\"boolean\",\"type\":\"string\"}", // a repeated type: refused either way
        "{\"type\":\"boolean\",\"default\":\"yes\"}", // a wrong value after the deciding member
        "{\"type\":\"string\",\"enum\":[\"a\"]}",
        "{\"type\":\"object\"}");
    for (String json : objects) {
      assertEquals(outcome(() -> codec.read(Json.reader(Json.parse(json)))), outcome(() -> read(json, codec)), json);
    }
    assertInstanceOf(BooleanSchema.class, read(objects.get(1), codec));
    assertThrows(JsonException.class, () -> read("{\"type\":\"boolean\",\"title\":}", codec),
        "malformed text after the deciding member");
  }

  /**
   * Random property schemas, members in any order, some written with escapes, repeated or of the
   * wrong kind: read from bytes (which may decide on the first member) and from a tree (which
   * looks at all of them), each gives the same record or the same refusal.
   */
  @Test
  void randomPropertySchemasReadFromBytesAsFromATree() {
    JsonCodec<PrimitiveSchemaDefinition> codec = PrimitiveSchemaDefinitionJsonCodec.INSTANCE;
    String[] types = {"\"boolean\"", "\"integer\"", "\"number\"", "\"string\"", "\"array\"", "\"object\"",
        "\"bool\\u0065an\"", "\"Boolean\"", "true", "1", "null"};
    String[] others = {"\"title\":\"T\"", "\"description\":\"a \\\"quoted\\\" text\"", "\"default\":true",
        "\"default\":\"x\"", "\"minimum\":1", "\"maximum\":2.5", "\"format\":\"email\"", "\"enum\":[\"a\",\"b\"]",
        "\"enumNames\":[\"A\",\"B\"]", "\"oneOf\":[{\"const\":\"a\",\"title\":\"A\"}]",
        "\"items\":{\"type\":\"string\",\"enum\":[\"a\"]}", "\"items\":{\"anyOf\":[{\"const\":\"a\"}]}",
        "\"x-extra\":{\"type\":\"boolean\"}"};
    java.util.Random random = new java.util.Random(20261202L);
    for (int i = 0; i < 5_000; i++) {
      List<String> members = new ArrayList<>();
      int typeCount = random.nextInt(10) == 0 ? 2 : random.nextInt(12) == 0 ? 0 : 1;
      for (int t = 0; t < typeCount; t++) {
        members.add("\"" + (random.nextInt(15) == 0 ? "t\\u0079pe" : "type") + "\":" + types[random.nextInt(types.length)]);
      }
      for (int k = random.nextInt(4); k > 0; k--) {
        members.add(others[random.nextInt(others.length)]);
      }
      java.util.Collections.shuffle(members, random);
      String json = "{" + String.join(random.nextBoolean() ? "," : " , ", members) + "}";
      assertEquals(outcome(() -> codec.read(Json.reader(Json.parse(json)))), outcome(() -> read(json, codec)), json);
    }
  }

  /** What reading gives, or "refused" for a JsonException. */
  private static Object outcome(java.util.function.Supplier<?> read) {
    try {
      return read.get();
    } catch (JsonException e) {
      return "refused";
    }
  }

  @Test
  void jsonRpcMessagesByShape() {
    JsonCodec<JSONRPCMessage> codec = JSONRPCMessageJsonCodec.INSTANCE;
    assertInstanceOf(JSONRPCRequest.class, read("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}", codec));
    assertInstanceOf(JSONRPCNotification.class, read("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\"}", codec));
    assertInstanceOf(JSONRPCResultResponse.class, read("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"resultType\":\"complete\"}}", codec));
    assertInstanceOf(JSONRPCErrorResponse.class,
        read("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32601,\"message\":\"no\"}}", codec));
  }

  @Test
  void inputResponsesAreDecodedByTheMethodThatAskedForThem() {
    String answer = "{\"action\":\"accept\",\"content\":{\"name\":\"octocat\"}}";
    InputResponse byMethod = Json.decode(answer, InputResponseJsonCodec.forMethod("elicitation/create"));
    assertInstanceOf(ElicitResult.class, byMethod);
    assertEquals(byMethod, read(answer, InputResponseJsonCodec.INSTANCE));
    assertInstanceOf(ListRootsResult.class, Json.decode("{\"roots\":[]}", InputResponseJsonCodec.forMethod("roots/list")));
    // An elicitation answer under a key that asked for sampling is malformed, not silently an ElicitResult.
    assertThrows(JsonException.class, () -> Json.decode(answer, InputResponseJsonCodec.forMethod("sampling/createMessage")));
    assertThrows(IllegalArgumentException.class, () -> InputResponseJsonCodec.forMethod("tools/call"));
  }

  @Test
  void serverResultsByMethodOrByShape() {
    String tools = "{\"resultType\":\"complete\",\"tools\":[],\"ttlMs\":0,\"cacheScope\":\"public\"}";
    assertInstanceOf(ListToolsResult.class, Json.decode(tools, ServerResultJsonCodec.forMethod("tools/list")));
    assertInstanceOf(ListToolsResult.class, read(tools, ServerResultJsonCodec.INSTANCE));
    assertInstanceOf(InputRequiredResult.class, read("{\"resultType\":\"input_required\",\"requestState\":\"s\"}",
        ServerResultJsonCodec.INSTANCE));
    assertInstanceOf(Result.class, read("{\"resultType\":\"complete\",\"anything\":1}", ServerResultJsonCodec.INSTANCE));
  }

  @Test
  void elicitationModeMissingMeansForm() {
    ElicitRequestParams form = read("{\"message\":\"m\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{}}}",
        ElicitRequestParamsJsonCodec.INSTANCE);
    assertInstanceOf(ElicitRequestFormParams.class, form);
    assertNull(((ElicitRequestFormParams) form).mode());
    assertInstanceOf(ElicitRequestURLParams.class,
        read("{\"mode\":\"url\",\"message\":\"m\",\"url\":\"https://x\"}", ElicitRequestParamsJsonCodec.INSTANCE));
    assertRoundTrip("{\"message\":\"m\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{}}}",
        ElicitRequestParamsJsonCodec.INSTANCE);
  }

  @Test
  void contentBlocksReadTheSameWhereverTypeStands() {
    ContentBlock first = read("{\"type\":\"text\",\"text\":\"hi\"}", ContentBlockJsonCodec.INSTANCE);
    ContentBlock last = read("{\"text\":\"hi\",\"type\":\"text\"}", ContentBlockJsonCodec.INSTANCE);
    assertEquals(new TextContent(null, null, "hi", Map.of()), first);
    assertEquals(first, last);
    assertThrows(JsonException.class, () -> read("{\"type\":\"video\"}", ContentBlockJsonCodec.INSTANCE));
  }

  @Test
  void samplingContentIsOneBlockOrMany() {
    assertInstanceOf(TextContent.class, read("{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"a\"}}",
        SamplingMessageJsonCodec.INSTANCE).content());
    SamplingMessage many = read("{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"a\"}]}",
        SamplingMessageJsonCodec.INSTANCE);
    assertEquals(1, ((SamplingMessage.Content.ArrayValue) many.content()).value().size());
  }

  // ---- the schema defects ------------------------------------------------------------------------

  @Test
  void elicitationAnswersMayBeFractional() {
    String json = "{\"action\":\"accept\",\"content\":{\"age\":30.5,\"n\":3,\"name\":\"x\",\"ok\":true,\"tags\":[\"a\"]}}";
    ElicitResult result = read(json, ElicitResultJsonCodec.INSTANCE);
    Map<String, ElicitResult.ContentValue> content = result.content();
    assertEquals(new BigDecimal("30.5"), ((ElicitResult.ContentValue.NumberValue) content.get("age")).value().bigDecimalValue());
    assertEquals(JsonNumber.of(3), ((ElicitResult.ContentValue.NumberValue) content.get("n")).value());
    assertInstanceOf(ElicitResult.ContentValue.BooleanValue.class, content.get("ok"));
    assertInstanceOf(ElicitResult.ContentValue.ArrayValue.class, content.get("tags"));
    assertEquals(json, Json.encodeToString(result, ElicitResultJsonCodec.INSTANCE), "numbers keep their spelling");
  }

  @Test
  void jsonValuesMayBeNullAndFractional() {
    String json = "{\"elicitation\":{\"form\":{\"x\":null,\"y\":1.5}}}";
    ClientCapabilities capabilities = read(json, ClientCapabilitiesJsonCodec.INSTANCE);
    assertEquals(JsonNull.INSTANCE, capabilities.elicitation().form().get("x"));
    assertEquals(json, Json.encodeToString(capabilities, ClientCapabilitiesJsonCodec.INSTANCE));
  }

  @Test
  void cachingHintsMayBeMissing() {
    ListToolsResult result = read("{\"resultType\":\"complete\",\"tools\":[]}", ListToolsResultJsonCodec.INSTANCE);
    assertNull(result.ttlMs());
    assertNull(result.cacheScope());
  }

  // ---- records ------------------------------------------------------------------------------------

  @Test
  void requestIdsKeepTheirJsonKind() {
    assertNotEquals(RequestId.of(1), RequestId.of("1"));
    assertRoundTrip("{\"requestId\":1}", CancelledNotificationParamsJsonCodec.INSTANCE);
    assertRoundTrip("{\"requestId\":\"1\"}", CancelledNotificationParamsJsonCodec.INSTANCE);
    assertTrue(read("{\"requestId\":\"1\"}", CancelledNotificationParamsJsonCodec.INSTANCE).requestId().isString());
  }

  @Test
  void unknownMembersAreKeptAndWrittenBack() {
    String json = "{\"type\":\"text\",\"text\":\"hi\",\"x-vendor\":{\"a\":[1,2.5,null]}}";
    TextContent text = read(json, TextContentJsonCodec.INSTANCE);
    assertEquals(Json.parse("{\"a\":[1,2.5,null]}"), text.additionalProperties().get("x-vendor"));
    assertEquals(json, Json.encodeToString(text, TextContentJsonCodec.INSTANCE));
  }

  @Test
  void extrasMayNotHoldADeclaredMember() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextContent.builder()
        .text("hi").additionalProperty("text", JsonString.of("again")).build());
    assertTrue(e.getMessage().contains("holds \"text\", a member TextContent declares"), e.getMessage());
  }

  @Test
  void missingRequiredMembersAreNamed() {
    JsonException e = assertThrows(JsonException.class, () -> read("{\"type\":\"text\"}", TextContentJsonCodec.INSTANCE));
    assertEquals("missing required member at /text", e.getMessage());
    NullPointerException npe = assertThrows(NullPointerException.class, () -> TextContent.builder().build());
    assertEquals("TextContent.text is required", npe.getMessage());
    JsonException nested = assertThrows(JsonException.class, () -> read(
        "{\"content\":[{\"type\":\"text\"}],\"resultType\":\"complete\"}", CallToolResultJsonCodec.INSTANCE));
    assertEquals("missing required member at /content/0/text", nested.getMessage());
  }

  @Test
  void constantMembersAreChecked() {
    assertThrows(JsonException.class, () -> read("{\"type\":\"image\",\"text\":\"hi\"}", TextContentJsonCodec.INSTANCE));
    assertEquals("2.0", read("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}",
        ToolListChangedNotificationJsonCodec.INSTANCE).jsonrpc());
  }

  @Test
  void collectionsAreCopiedAndUnmodifiable() {
    List<ContentBlock> blocks = new ArrayList<>(List.of(new TextContent(null, null, "a", Map.of())));
    CallToolResult result = CallToolResult.builder().content(blocks).build();
    blocks.clear();
    assertEquals(1, result.content().size());
    assertThrows(UnsupportedOperationException.class, () -> result.content().clear());
    assertThrows(UnsupportedOperationException.class, () -> result.additionalProperties().put("x", JsonString.of("y")));
  }

  @Test
  void keywordAndPrefixedMembersKeepTheirWireNames() {
    String json = "{\"type\":\"string\",\"default\":\"x\"}";
    StringSchema schema = read(json, StringSchemaJsonCodec.INSTANCE);
    assertEquals("x", schema.default_());
    assertRoundTrip("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{}},\"name\":\"t\"}", CallToolRequestParamsJsonCodec.INSTANCE);
  }

  @Test
  void jacksonReadsUnionsThroughTheModule() throws Exception {
    JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
    ContentBlock block = mapper.readValue("{\"text\":\"hi\",\"type\":\"text\"}", ContentBlock.class);
    assertInstanceOf(TextContent.class, block);
    assertEquals("{\"type\":\"text\",\"text\":\"hi\"}", mapper.writeValueAsString(block));
    assertFalse(mapper.registeredModules().isEmpty());
  }

  @Test
  void jacksonRefusesAnAliasHolderNamingTheTypeToReadInstead() {
    JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
    String json = "{\"q\":{\"method\":\"roots/list\"}}";
    Exception e = assertThrows(Exception.class, () -> mapper.readValue(json, InputRequests.class));
    assertTrue(e.getMessage().contains("read Map<String, InputRequest> instead"), e.getMessage());
    Map<String, InputRequest> read = Json.decode(json.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        InputRequests.CODEC);
    assertEquals(java.util.Set.of("q"), read.keySet());
  }
}
