package io.mcpgen.spring.boot;

import io.micrometer.observation.ObservationRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

/**
 * An {@link io.micrometer.observation.Observation} per round ({@link McpgenObservations}) when the
 * application has an {@link ObservationRegistry} (Actuator gives one); off with
 * {@code mcpgen.server.observations.enabled=false}.
 */
@AutoConfiguration(before = {McpServerAutoConfiguration.class, McpStdioAutoConfiguration.class},
    afterName = {"org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.observation.ObservationAutoConfiguration"}) // Boot 4, Boot 3
@ConditionalOnClass(ObservationRegistry.class)
@ConditionalOnBean(ObservationRegistry.class)
@ConditionalOnProperty(prefix = "mcpgen.server.observations", name = "enabled", matchIfMissing = true)
@Conditional(McpServerBeansCondition.class)
public class McpgenObservationAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  McpgenObservations mcpgenObservations(ObservationRegistry registry) {
    return new McpgenObservations(registry);
  }
}
