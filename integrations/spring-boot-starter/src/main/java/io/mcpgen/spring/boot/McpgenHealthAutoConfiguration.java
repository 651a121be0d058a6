package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;

/** The {@code mcpgen} health contributor ({@link McpgenHealthIndicator}), when the engine is served. */
@AutoConfiguration(after = McpServerAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnBean(McpServerEngine.class)
@ConditionalOnEnabledHealthIndicator("mcpgen")
public class McpgenHealthAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean(name = "mcpgenHealthIndicator")
  McpgenHealthIndicator mcpgenHealthIndicator(McpServerEngine engine, RequestStateCodec codec,
      McpServerBeans servers) {
    return new McpgenHealthIndicator(new McpgenHealthProbe(engine, codec, servers.interfaceNames()));
  }
}
