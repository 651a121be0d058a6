package io.mcpgen.it.attacks.boot;

import io.mcpgen.legacy.server.LegacyEra;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.testkit.attacks.TargetControl;
import java.net.URI;
import java.nio.file.Path;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * Launcher: a Spring Boot application whose {@link Echo} bean the starter serves at {@code /mcp}
 * on Boot's embedded Tomcat, with Boot's defaults but for {@code attack-boot.properties}
 * (loopback, an ephemeral port, the requestState key).
 */
@SpringBootApplication
public class BootTarget {

  /** The bean the starter serves. */
  @Bean
  Echo echo() {
    return Echo.Text::text;
  }

  /** {@code args[0]}: the ready file {@link TargetControl#announce} writes. */
  public static void main(String[] args) throws Exception {
    ConfigurableApplicationContext context = new SpringApplicationBuilder(BootTarget.class)
        .properties("spring.config.name=attack-boot").run();
    String port = context.getEnvironment().getRequiredProperty("local.server.port");
    McpServerEngine engine = context.getBean(McpServerEngine.class);
    TargetControl.announce(Path.of(args[0]), URI.create("http://127.0.0.1:" + port + "/mcp"),
        () -> engine.sessions().filter(LegacyEra.class::isInstance)
            .map(era -> ((LegacyEra) era).openSessions()).orElse(-1));
  }
}
