package io.mcpgen.samples.boot3;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The room desk on a random port, as its clients meet it: the typed client books a room over two
 * rounds (the user's answer in between), and in the same run Actuator answers 200 with the JSON
 * of Boot 3.5's own Jackson 2, describing the server as the {@code @McpServer} annotation does.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RoomDeskMcpTest {

  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();

  @DynamicPropertySource
  static void key(DynamicPropertyRegistry properties) {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    properties.add("ROOM_DESK_MCP_KEY", () -> Base64.getEncoder().encodeToString(key));
  }

  @LocalServerPort
  int port;

  /** Boot's own mapper: Jackson 2, as Boot 3.5 manages it. */
  @Autowired
  ObjectMapper jackson;

  @Test
  void theTypedClientBooksOverTwoRoundsAndActuatorAnswersWithJackson2() throws Exception {
    AtomicInteger questions = new AtomicInteger();
    try (RoomDeskMcpClient desk = RoomDeskMcpClient.builder(
            StreamableHttpClientTransport.builder(uri("/mcp")).build())
        .onHolder(question -> {
          questions.incrementAndGet();
          return Elicited.accepted(new RoomDesk.Holder("Ada Lovelace"));
        })
        .build()) {
      assertThat(desk.freeRooms(new RoomDesk.Day("2026-12-08")).rooms()).extracting(RoomDesk.Room::name)
          .containsExactly("Lovelace", "Hopper", "Turing");

      RoomDesk.Booking booking = desk.bookRoom(new RoomDesk.BookingRequest("Hopper", "2026-12-08", 6));
      assertThat(booking.status()).isEqualTo(RoomDesk.Status.BOOKED);
      assertThat(booking.holder()).hasValue("Ada Lovelace");
      assertThat(booking.reference()).hasValueSatisfying(reference -> assertThat(reference).startsWith("R-2026-12-08-"));
      assertThat(questions).as("the second round answered the server's question").hasValue(1);

      assertThat(desk.freeRooms(new RoomDesk.Day("2026-12-08")).rooms()).extracting(RoomDesk.Room::name)
          .containsExactly("Lovelace", "Turing");
    }

    JsonNode health = getJson("/actuator/health");
    assertThat(health.path("status").asText()).isEqualTo("UP");

    JsonNode mcp = getJson("/actuator/mcp");
    assertThat(mcp.path("serverInfo").path("name").asText()).isEqualTo("room-desk");
    assertThat(mcp.path("serverInfo").path("title").asText()).isEqualTo("Room desk");
    assertThat(mcp.path("instructions").asText()).startsWith("List the free rooms of a day");
    assertThat(mcp.path("tools").findValuesAsText("name")).contains("free_rooms", "book_room");
  }

  @Test
  void aDeclinedQuestionBooksNothing() {
    try (RoomDeskMcpClient desk = RoomDeskMcpClient.builder(
            StreamableHttpClientTransport.builder(uri("/mcp")).build())
        .onHolder(question -> Elicited.declined())
        .build()) {
      RoomDesk.Booking booking = desk.bookRoom(new RoomDesk.BookingRequest("Turing", "2026-12-09", 10));
      assertThat(booking.status()).isEqualTo(RoomDesk.Status.DECLINED);
      assertThat(booking.reference()).isEmpty();
      assertThat(desk.freeRooms(new RoomDesk.Day("2026-12-09")).rooms()).extracting(RoomDesk.Room::name)
          .contains("Turing");
    }
  }

  @Test
  void itRunsOnBoot35AndJackson2WithoutJackson3() {
    assertThat(SpringBootVersion.getVersion()).startsWith("3.5.");
    assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.getMajorVersion()).isEqualTo(2);
    assertThat(getClass().getClassLoader().getResource("tools/jackson")).isNull();
  }

  private URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port + path);
  }

  private JsonNode getJson(String path) throws Exception {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30))
        .GET().build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).contains("json"));
    return jackson.readTree(response.body());
  }
}
