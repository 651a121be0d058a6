package io.mcpgen.spring.boot;

import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.ConfigurationCondition;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Matches when the application has a bean implementing an interface of a generated mcpgen server.
 * Judged when beans are registered (like {@code @ConditionalOnBean}), so the application's own
 * bean definitions are there to see.
 */
final class McpServerBeansCondition extends SpringBootCondition implements ConfigurationCondition {

  @Override
  public ConfigurationPhase getConfigurationPhase() {
    return ConfigurationPhase.REGISTER_BEAN;
  }

  @Override
  public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
    if (context.getBeanFactory() == null) {
      return ConditionOutcome.noMatch("no bean factory");
    }
    return McpServerBeans.anyIn(context.getClassLoader(), context.getBeanFactory())
        ? ConditionOutcome.match("a bean implements an @McpServer interface")
        : ConditionOutcome.noMatch("no bean implements an @McpServer interface");
  }
}
