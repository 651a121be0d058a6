package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.typed.Elicited;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The whole starter in a Boot 3.5 application with Actuator, nothing configured by hand: the typed
 * client completes a two-round call over HTTP, the Boot 3 variants (health contributor, meters
 * after Boot 3's registry) take part, and Actuator answers with Boot's own Jackson 2.
 */
@SpringBootTest(classes = ActuatorGreeterApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {"server.address=127.0.0.1", "mcpgen.request-state.keys.k1=a2V5LWtleS1rZXkta2V5LWtleS1rZXkta2V5LWtleS0=",
        "management.endpoints.web.exposure.include=health,metrics,mcp",
        "management.endpoint.health.show-details=always"})
class Boot3ActuatorTest {

  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();

  @LocalServerPort
  int port;

  @Autowired
  MeterRegistry meters;

  @Test
  void aTwoRoundCallIsCountedAndActuatorDescribesTheServerInJackson2Json() throws Exception {
    try (GreeterMcpClient greeter = GreeterMcpClient.builder(
            StreamableHttpClientTransport.builder(URI.create("http://127.0.0.1:" + port + "/mcp")).build())
        .onStyle(question -> Elicited.accepted(new Greeter.Style(true)))
        .build()) {
      assertThat(greeter.greet(new Greeter.Person("Ada")).text()).isEqualTo("Good day, Ada");
    }
    DistributionSummary rounds = meters.find("mcpgen.server.call.rounds").tags("name", "greet").summary();
    assertThat(rounds).as("the starter's meters, registered after Boot 3's registry").isNotNull();
    assertThat(rounds.max()).isEqualTo(2.0);

    JsonNode health = getJson("/actuator/health");
    assertThat(health.path("status").asText()).isEqualTo("UP");
    assertThat(health.path("components").path("mcpgen").path("status").asText()).isEqualTo("UP");
    assertThat(health.path("components").path("mcpgen").path("details").path("keysLoaded").asBoolean()).isTrue();

    JsonNode mcp = getJson("/actuator/mcp");
    assertThat(mcp.path("serverInfo").path("name").asText()).isEqualTo("greeter");
    assertThat(mcp.path("instructions").asText()).isEqualTo("Greets people by name.");
    assertThat(mcp.path("tools").get(0).path("name").asText()).isEqualTo("greet");
    assertThat(mcp.path("tools").get(0).path("inputSchema").path("properties").has("name")).isTrue();

    JsonNode calls = getJson("/actuator/metrics/mcpgen.server.calls");
    assertThat(calls.path("measurements").get(0).path("value").asDouble()).isGreaterThanOrEqualTo(1.0);
  }

  private JsonNode getJson(String path) throws Exception {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
    return new ObjectMapper().readTree(response.body());
  }
}
