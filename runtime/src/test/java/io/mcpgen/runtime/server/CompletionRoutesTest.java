package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.testing.Fixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@code completion/complete} served by completers registered per prompt argument and template variable. */
class CompletionRoutesTest {

  private static final JsonObject TRIP = json("{\"name\":\"trip\",\"arguments\":[{\"name\":\"country\"},"
      + "{\"name\":\"city\"}]}");
  private static final JsonObject FILES = json("{\"uriTemplate\":\"file:///{dir}/{name}\",\"name\":\"files\"}");
  private static final McpHandler ANY = McpHandler.simple(call -> Fixtures.textResult(""));

  private final AtomicReference<CompletionRequest> seen = new AtomicReference<>();

  private McpServerEngine.Builder builder() {
    return McpServerEngine.builder()
        .prompt(TRIP, ANY)
        .resourceTemplate(FILES, ANY)
        .completePromptArgument("trip", "city", request -> {
          seen.set(request);
          List<String> cities = "france".equals(request.contextValue("country")) ? List.of("paris", "pau")
              : List.of("porto", "prague", "paris");
          return Completion.of(cities.stream().filter(city -> city.startsWith(request.value())).toList());
        })
        .completeTemplateVariable("file:///{dir}/{name}", "dir", request -> Completion.of(List.of("docs", "src")));
  }

  private static JsonObject complete(McpServerEngine server, String params) {
    return result(send(server, request(1, "completion/complete", params, "{}")));
  }

  @Test
  void aPromptArgumentIsCompletedFromWhatWasTypedAndTheOtherArguments() {
    McpServerEngine server = builder().build();
    assertEquals(json("{\"values\":[\"paris\",\"pau\"],\"total\":2,\"hasMore\":false}"), complete(server,
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"city\",\"value\":\"p\"},"
            + "\"context\":{\"arguments\":{\"country\":\"france\"}}}").get("completion"));
    assertEquals("city", seen.get().argument());
    assertEquals("p", seen.get().value());
    assertEquals(java.util.Map.of("country", "france"), seen.get().context());
    assertEquals(json("{\"values\":[\"porto\",\"prague\",\"paris\"],\"total\":3,\"hasMore\":false}"),
        complete(server, "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},"
            + "\"argument\":{\"name\":\"city\",\"value\":\"p\"}}").get("completion"));
    assertTrue(seen.get().context().isEmpty());
  }

  @Test
  void aTemplateVariableIsCompleted() {
    assertEquals(json("{\"values\":[\"docs\",\"src\"],\"total\":2,\"hasMore\":false}"), complete(builder().build(),
        "{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"file:///{dir}/{name}\"},"
            + "\"argument\":{\"name\":\"dir\",\"value\":\"\"}}").get("completion"));
  }

  @Test
  void anArgumentNobodyCompletesGetsNoSuggestionsAndAnUnknownPromptIsInvalidParams() {
    McpServerEngine server = builder().build();
    assertEquals(json("{\"values\":[],\"total\":0,\"hasMore\":false}"), complete(server,
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"country\",\"value\":\"f\"}}")
        .get("completion"));
    assertEquals(json("{\"code\":-32602,\"message\":\"Unknown prompt: nope\"}"), error(send(server,
        request(2, "completion/complete", "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"nope\"},"
            + "\"argument\":{\"name\":\"city\",\"value\":\"\"}}", "{}"))));
    for (String bad : List.of("{\"argument\":{\"name\":\"city\",\"value\":\"\"}}",
        "{\"ref\":{\"type\":\"ref/tool\",\"name\":\"trip\"},\"argument\":{\"name\":\"city\",\"value\":\"\"}}",
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"city\"}}",
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"city\",\"value\":\"\"},"
            + "\"context\":{\"arguments\":{\"country\":1}}}")) {
      assertEquals(-32602, error(send(server, request(3, "completion/complete", bad, "{}"))).get("code").asNumber()
          .intValue(), bad);
    }
  }

  @Test
  void theCompletionsCapabilityIsAdvertisedExactlyWhenSomethingCompletes() {
    assertTrue(builder().build().capabilities().has("completions"));
    McpServerEngine none = McpServerEngine.builder().prompt(TRIP, ANY).build();
    assertFalse(none.capabilities().has("completions"));
    assertEquals(-32601, error(send(none, request(1, "completion/complete",
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"city\",\"value\":\"\"}}",
        "{}"))).get("code").asNumber().intValue());
  }

  @Test
  void moreThanAHundredSuggestionsAreCutWithTotalAndHasMore() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 250; i++) {
      many.add("v" + i);
    }
    McpServerEngine server = McpServerEngine.builder().prompt(TRIP, ANY)
        .completePromptArgument("trip", "city", request -> Completion.of(many)).build();
    JsonObject completion = complete(server, "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},"
        + "\"argument\":{\"name\":\"city\",\"value\":\"\"}}").get("completion").asObject();
    assertEquals(100, completion.get("values").asArray().size());
    assertEquals(250, completion.get("total").asNumber().intValue());
    assertEquals(json("{\"b\":true}").get("b"), completion.get("hasMore"));
    assertThrows(IllegalArgumentException.class, () -> new Completion(many, null, true));
  }

  @Test
  void completersOfWhatIsNotRegisteredAreRefusedAtBuild() {
    ArgumentCompleter any = request -> Completion.none();
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder().prompt(TRIP, ANY)
        .completePromptArgument("voyage", "city", any).build());
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder().prompt(TRIP, ANY)
        .completePromptArgument("trip", "town", any).build());
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder().resourceTemplate(FILES, ANY)
        .completeTemplateVariable("file:///{dir}", "dir", any).build());
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder().resourceTemplate(FILES, ANY)
        .completeTemplateVariable("file:///{dir}/{name}", "path", any).build());
    assertThrows(IllegalArgumentException.class, () -> McpServerEngine.builder().prompt(TRIP, ANY)
        .completePromptArgument("trip", "city", any).completePromptArgument("trip", "city", any));
  }

  @Test
  void aCatchAllHandlerAnswersWhatNoCompleterDoes() {
    McpServerEngine server = builder()
        .completion((params, principal) -> json("{\"completion\":{\"values\":[\"fallback\"]}}"))
        .build();
    assertEquals(json("{\"values\":[\"fallback\"]}"), complete(server,
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"trip\"},\"argument\":{\"name\":\"country\",\"value\":\"\"}}")
        .get("completion"));
  }
}
