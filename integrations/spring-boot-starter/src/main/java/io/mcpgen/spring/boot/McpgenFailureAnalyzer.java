package io.mcpgen.spring.boot;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link McpgenConfigurationException}, however deep in the bean-creation causes it sits,
 * into Spring Boot's start-up report: the problem as the description, its remedy as the action.
 * Listed in {@code META-INF/spring.factories}.
 */
public final class McpgenFailureAnalyzer extends AbstractFailureAnalyzer<McpgenConfigurationException> {

  /** For Spring Boot's factory loading. */
  public McpgenFailureAnalyzer() {}

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, McpgenConfigurationException cause) {
    return new FailureAnalysis("mcpgen could not start: " + cause.problem() + ".", cause.action(), cause);
  }
}
