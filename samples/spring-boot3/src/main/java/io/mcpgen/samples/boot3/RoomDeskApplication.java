package io.mcpgen.samples.boot3;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The room desk service on Spring Boot 3.5: the {@link MeetingRooms} bean is served over MCP at
 * {@code /mcp} by {@code mcpgen-spring-boot3-starter}; the {@code mcpgen.*} properties are in
 * application.yaml.
 */
@SpringBootApplication
public class RoomDeskApplication {

  /**
   * Starts the service.
   *
   * @param args Spring Boot's command line
   */
  public static void main(String[] args) {
    SpringApplication.run(RoomDeskApplication.class, args);
  }
}
