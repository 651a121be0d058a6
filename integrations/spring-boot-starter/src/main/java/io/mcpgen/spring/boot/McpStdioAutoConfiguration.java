package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Import;

/**
 * Serves the application's {@code @McpServer} beans over stdio when
 * {@code mcpgen.server.stdio.enabled=true}: the same engine the servlet endpoint would serve, on
 * the process's standard input and output, for hosts that start the application as a child
 * process. {@link McpStdioEnvironment} keeps standard output clean for it.
 */
@AutoConfiguration(after = McpgenMetricsAutoConfiguration.class)
@ConditionalOnProperty(name = McpStdioEnvironment.ENABLED, havingValue = "true")
@Conditional(McpServerBeansCondition.class)
@EnableConfigurationProperties(McpgenProperties.class)
@Import(McpServerEngineConfiguration.class)
public class McpStdioAutoConfiguration {

  @Bean
  StdioServing mcpgenStdioServing(McpServerEngine engine, ConfigurableApplicationContext context) {
    return new StdioServing(engine, StdioStreams.protocolInput(), StdioStreams.protocolOutput(), context);
  }
}
