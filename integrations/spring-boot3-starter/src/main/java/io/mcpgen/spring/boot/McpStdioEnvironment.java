package io.mcpgen.spring.boot;

import java.util.Map;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Prepares an application served over stdio ({@code mcpgen.server.stdio.enabled=true}) before
 * anything is printed: standard output is kept for protocol messages (the banner and console
 * logging go to standard error), and, unless the application says otherwise, no web server is
 * started. Runs after the application's configuration files are read, before logging starts.
 * Listed in {@code META-INF/spring.factories}.
 */
public final class McpStdioEnvironment implements EnvironmentPostProcessor, Ordered {

  static final String ENABLED = "mcpgen.server.stdio.enabled";

  /** For Spring Boot's factory loading. */
  public McpStdioEnvironment() {}

  @Override
  public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
    if (!environment.getProperty(ENABLED, Boolean.class, false)) {
      return;
    }
    StdioStreams.claimStdout();
    environment.getPropertySources().addLast(new MapPropertySource("mcpgen-stdio-defaults",
        Map.of("spring.main.web-application-type", "none")));
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE; // after the configuration files, which may turn stdio on
  }
}
