package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/** The {@code mcp} Actuator endpoint ({@link McpActuatorEndpoint}), when an engine is served and it is exposed. */
@AutoConfiguration(after = {McpServerAutoConfiguration.class, McpStdioAutoConfiguration.class})
@ConditionalOnClass({Endpoint.class, ConditionalOnAvailableEndpoint.class})
@ConditionalOnBean(McpServerEngine.class)
@ConditionalOnAvailableEndpoint(McpActuatorEndpoint.class)
public class McpActuatorEndpointAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  McpActuatorEndpoint mcpgenActuatorEndpoint(McpServerEngine engine, McpServerBeans servers) {
    return new McpActuatorEndpoint(engine, servers.served());
  }
}
