package io.mcpgen.spring.boot;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

/** Micrometer meters for the engine ({@link McpgenMetrics}), when the application has a {@link MeterRegistry}. */
// After the registry's auto-configurations of both Boot generations (this class is shared by the
// Boot 3 starter); names of the other generation are simply absent and ignored.
@AutoConfiguration(before = McpServerAutoConfiguration.class, afterName = {
    "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration"})
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(MeterRegistry.class)
@ConditionalOnBean(MeterRegistry.class)
@Conditional(McpServerBeansCondition.class)
public class McpgenMetricsAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  McpgenMetrics mcpgenMetrics(MeterRegistry registry) {
    return new McpgenMetrics(registry);
  }
}
