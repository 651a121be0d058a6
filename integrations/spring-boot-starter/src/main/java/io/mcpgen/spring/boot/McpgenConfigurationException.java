package io.mcpgen.spring.boot;

/**
 * A setting of the starter that cannot work, found while the application starts: what is wrong
 * (naming the property) and the one thing to do about it, which {@link McpgenFailureAnalyzer}
 * shows as Spring Boot's "Action". Never carries a secret's value.
 */
public final class McpgenConfigurationException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  private final String problem;
  private final String action;

  McpgenConfigurationException(String problem, String action) {
    this(problem, action, null);
  }

  McpgenConfigurationException(String problem, String action, Throwable cause) {
    super(problem + ". " + action, cause);
    this.problem = problem;
    this.action = action;
  }

  /** What is wrong, naming the property (or bean). */
  public String problem() {
    return problem;
  }

  /** What to do about it, in one line. */
  public String action() {
    return action;
  }
}
