package io.mcpgen.runtime.jsonrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonValue;
import org.junit.jupiter.api.Test;

class JsonRpcMessagesTest {

  private static JsonRpcMessage parse(String json) {
    return JsonRpcMessages.parse(JsonValue.parse(json));
  }

  private static InvalidMessageException invalid(String json) {
    return assertThrows(InvalidMessageException.class, () -> parse(json));
  }

  @Test
  void classifiesRequestsNotificationsResultsAndErrors() {
    assertInstanceOf(JsonRpcRequest.class, parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}"));
    assertInstanceOf(JsonRpcNotification.class, parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\"}"));
    assertInstanceOf(JsonRpcResult.class, parse("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"result\":{}}"));
    JsonRpcErrorResponse error = (JsonRpcErrorResponse) parse(
        "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
    assertNull(error.id());
    assertEquals(-32700, error.error().code());
  }

  @Test
  void idsKeepTheirKindAndMessagesRoundTrip() {
    assertNotEquals(RequestId.of(7), RequestId.of("7"));
    assertEquals(RequestId.of(7), RequestId.from(JsonValue.parse("7.0")));
    String text = "{\"jsonrpc\":\"2.0\",\"id\":\"x-1\",\"method\":\"m\",\"params\":{\"a\":1}}";
    assertEquals(JsonValue.parse(text), parse(text).toJson());
    assertEquals(JsonValue.parse("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32600,\"message\":\"m\"}}"),
        new JsonRpcErrorResponse(null, JsonRpcError.of(-32600, "m")).toJson());
  }

  @Test
  void refusesWhatIsNotAnMcpMessage() {
    assertNull(invalid("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}]").requestId());
    assertEquals(RequestId.of(3), invalid("{\"id\":3,\"method\":\"m\"}").requestId());
    assertNull(invalid("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"m\"}").requestId());
    invalid("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"m\"}");
    invalid("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"m\"}");
    invalid("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}");
    invalid("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":[1,2]}");
    invalid("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{},\"error\":{\"code\":1,\"message\":\"m\"}}");
    invalid("{\"jsonrpc\":\"2.0\",\"result\":{}}");
    invalid("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":\"x\",\"message\":\"m\"}}");
    invalid("{\"jsonrpc\":\"2.0\"}");
    invalid("\"just a string\"");
  }

  @Test
  void onlyDefinedCodesOfTheReservedRangeMayBeSent() {
    assertTrue(ErrorCodes.isSendable(-32602));
    assertTrue(ErrorCodes.isSendable(-32021));
    assertTrue(ErrorCodes.isSendable(-1));
    assertEquals(false, ErrorCodes.isSendable(-32050));
    assertEquals(false, ErrorCodes.isSendable(-32002));
    assertEquals(false, ErrorCodes.isSendable(-32042));
  }
}
