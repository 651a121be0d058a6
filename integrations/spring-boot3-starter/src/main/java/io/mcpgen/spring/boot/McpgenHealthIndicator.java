package io.mcpgen.spring.boot;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/**
 * The {@code mcpgen} health contributor on Spring Boot 3.5: up when the engine answers a
 * {@code server/discover} and the requestState keys mint a token that verifies
 * ({@link McpgenHealthProbe}); details: the served interfaces, the audience, the key ids (never a
 * secret) and which one mints.
 */
public final class McpgenHealthIndicator implements HealthIndicator {

  private final McpgenHealthProbe probe;

  McpgenHealthIndicator(McpgenHealthProbe probe) {
    this.probe = probe;
  }

  @Override
  public Health health() {
    McpgenHealthProbe.Result result = probe.probe();
    return (result.up() ? Health.up() : Health.down()).withDetails(result.details()).build();
  }
}
