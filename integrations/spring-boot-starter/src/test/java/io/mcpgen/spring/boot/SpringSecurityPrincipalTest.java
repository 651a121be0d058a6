package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Behind Spring Security, the authenticated user is the principal requestState binds to: a state
 * minted for alice is refused when bob brings it back, and accepted from alice.
 */
@SpringBootTest(classes = SecuredGreeterApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {"server.address=127.0.0.1", "mcpgen.request-state.keys.k1=a2V5LWtleS1rZXkta2V5LWtleS1rZXkta2V5LWtleS0="})
class SpringSecurityPrincipalTest {

  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();

  @LocalServerPort
  int port;

  @Autowired
  MeterRegistry meters;

  @Test
  void aStateMintedForOneUserIsRefusedForAnotherAndAcceptedForItsOwner() throws Exception {
    HttpResponse<String> anonymous = post(port, null, greet(1, ""));
    assertThat(anonymous.statusCode()).isEqualTo(401);

    JsonObject interim = Json.parse(post(port, "alice", greet(2, "")).body()).asObject().get("result").asObject();
    assertThat(interim.get("resultType")).isEqualTo(JsonString.of("input_required"));
    String retry = ",\"requestState\":" + Json.stringify(interim.get("requestState"))
        + ",\"inputResponses\":{\"style\":{\"action\":\"accept\",\"content\":{\"formal\":true}}}";

    JsonObject asBob = Json.parse(post(port, "bob", greet(3, retry)).body()).asObject();
    assertThat(asBob.get("error").asObject().get("data").asObject().get("reason"))
        .isEqualTo(JsonString.of("invalid_request_state"));
    Counter wrongPrincipal = meters.find("mcpgen.server.request.state.rejections")
        .tags("reason", "wrong_principal").counter();
    assertThat(wrongPrincipal).isNotNull();
    assertThat(wrongPrincipal.count()).isEqualTo(1.0);

    JsonObject asAlice = Json.parse(post(port, "alice", greet(4, retry)).body()).asObject();
    assertThat(asAlice.get("result").asObject().get("structuredContent").asObject().get("text"))
        .isEqualTo(JsonString.of("Good day, Ada"));
  }

  static String greet(int id, String more) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"greet\","
        + "\"arguments\":{\"name\":\"Ada\"}" + more + ",\"_meta\":{"
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{\"form\":{}}},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}}";
  }

  static HttpResponse<String> post(int port, String user, String body) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
        .timeout(Duration.ofSeconds(60))
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("MCP-Protocol-Version", "2026-07-28")
        .header("Mcp-Method", "tools/call")
        .header("Mcp-Name", "greet")
        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (user != null) {
      request.header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
          (user + ":" + user + "-password").getBytes(StandardCharsets.UTF_8)));
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }
}
