package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.mcpgen.json.CanonicalJson;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.junit.jupiter.api.Test;

class RequestBindingTest {

  private static JsonObject object(String json) {
    return (JsonObject) Json.parse(json);
  }

  @Test
  void theTargetDependsOnTheMethod() {
    JsonObject params = object("{\"name\":\"n\",\"uri\":\"u\"}");
    assertEquals("n", RequestBinding.of("tools/call", params, null).target());
    assertEquals("n", RequestBinding.of("prompts/get", params, null).target());
    assertEquals("u", RequestBinding.of("resources/read", params, null).target());
    assertEquals("", RequestBinding.of("tools/list", params, null).target());
    assertEquals("", RequestBinding.of("tools/call", object("{\"name\":7}"), null).target());
    assertEquals("", RequestBinding.of("tools/call", null, null).target());
  }

  @Test
  void theDigestIsSha256OfTheCanonicalIdentifyingParams() throws NoSuchAlgorithmException {
    JsonObject params = object("{\"name\":\"t\",\"arguments\":{\"b\":1.50,\"a\":[1e2]},\"_meta\":{\"x\":1},"
        + "\"inputResponses\":{},\"requestState\":\"abc\"}");
    byte[] expected = MessageDigest.getInstance("SHA-256").digest(
        CanonicalJson.bytes(object("{\"arguments\":{\"a\":[100],\"b\":1.5},\"name\":\"t\"}")));
    assertArrayEquals(expected, RequestBinding.of("tools/call", params, null).paramsDigest());
  }

  @Test
  void onlyTopLevelRoundMembersAreLeftOut() {
    RequestBinding plain = RequestBinding.of("tools/call", object("{\"name\":\"t\",\"arguments\":{}}"), null);
    RequestBinding nested = RequestBinding.of("tools/call",
        object("{\"name\":\"t\",\"arguments\":{\"_meta\":1}}"), null);
    assertNotEquals(plain, nested, "a tool argument named _meta is an argument");
    assertEquals(plain, RequestBinding.of("tools/call", object("{\"arguments\":{},\"name\":\"t\",\"_meta\":{}}"), null));
  }

  @Test
  void equalityAndPrivacy() {
    RequestBinding alice = RequestBinding.of("tools/call", object("{\"name\":\"t\"}"), "alice@example.com");
    assertEquals(alice, RequestBinding.of("tools/call", object("{\"name\":\"t\"}"), "alice@example.com"));
    assertEquals(alice.hashCode(),
        RequestBinding.of("tools/call", object("{\"name\":\"t\"}"), "alice@example.com").hashCode());
    assertNotEquals(alice, RequestBinding.of("tools/call", object("{\"name\":\"t\"}"), null));
    assertNull(RequestBinding.of("tools/call", object("{}"), null).principal());
    assertFalse(alice.toString().contains("alice"), alice.toString());
    byte[] digest = alice.paramsDigest();
    digest[0] ^= 1;
    assertNotEquals(digest[0], alice.paramsDigest()[0], "the digest accessor returns a copy");
  }
}
