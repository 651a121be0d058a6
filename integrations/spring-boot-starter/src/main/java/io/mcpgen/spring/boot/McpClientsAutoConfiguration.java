package io.mcpgen.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.type.AnnotatedTypeMetadata;

/** Typed client beans from {@code mcpgen.clients.<name>.*} ({@link McpClientBeans}); nothing without them. */
@AutoConfiguration
@Conditional(McpClientsAutoConfiguration.ClientsConfigured.class)
public class McpClientsAutoConfiguration {

  @Bean
  static McpClientBeans mcpgenClientBeans() {
    return new McpClientBeans();
  }

  /** Matches when some {@code mcpgen.clients.<name>} is set. */
  static final class ClientsConfigured extends SpringBootCondition {
    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
      return McpClientBeans.bind(context.getEnvironment()).isEmpty()
          ? ConditionOutcome.noMatch("no mcpgen.clients set")
          : ConditionOutcome.match("mcpgen.clients set");
    }
  }
}
