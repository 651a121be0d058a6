package io.mcpgen.samples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The actuator endpoints by {@code Host}: a foreign one (what a page of another site sends through
 * DNS rebinding) gets the health status alone and no details or metrics; loopback gets them all.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ActuatorExposureTest {

  @DynamicPropertySource
  static void key(DynamicPropertyRegistry properties) {
    properties.add("TEA_SHOP_MCP_KEY", TeaShopMcpTest::randomKey);
    properties.add("server.address", () -> "127.0.0.1");
  }

  @LocalServerPort
  int port;

  @Test
  void aForeignHostGetsTheHealthStatusAloneAndNoDetailsNorMetrics() throws Exception {
    String health = get("/actuator/health", "rebound.example");
    assertThat(health).startsWith("HTTP/1.1 200").contains("\"status\":\"UP\"")
        .doesNotContain("components").doesNotContain("details").doesNotContain("keysLoaded");
    assertThat(get("/actuator/health/mcpgen", "rebound.example")).startsWith("HTTP/1.1 403")
        .doesNotContain("keysLoaded");
    assertThat(get("/actuator/metrics", "rebound.example")).startsWith("HTTP/1.1 403")
        .doesNotContain("mcpgen.");
    assertThat(get("/actuator/metrics/jvm.memory.used", "rebound.example:" + port)).startsWith("HTTP/1.1 403");
    assertThat(get("/actuator", "rebound.example")).startsWith("HTTP/1.1 403");
  }

  @Test
  void loopbackGetsTheDetailsAndTheMetrics() throws Exception {
    assertThat(get("/actuator/health", "127.0.0.1:" + port)).startsWith("HTTP/1.1 200").contains("components");
    assertThat(get("/actuator/metrics", "localhost:" + port)).startsWith("HTTP/1.1 200").contains("jvm.");
  }

  /** The whole response to a GET with this {@code Host}, read until the server closes (within 20 s). */
  private String get(String path, String host) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
