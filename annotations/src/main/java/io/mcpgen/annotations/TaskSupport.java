package io.mcpgen.annotations;

/**
 * Whether a {@link Tool} may run as a task of the {@code io.modelcontextprotocol/tasks} extension
 * (SEP-2663): in the background, polled with {@code tasks/get}, answered with {@code tasks/update},
 * stopped with {@code tasks/cancel}.
 */
public enum TaskSupport {
  /** Never a task: every call is answered synchronously. */
  NONE,
  /**
   * A task when the request declares the extension in its client capabilities; a synchronous call
   * otherwise.
   */
  OPTIONAL,
  /** Always a task: a request that does not declare the extension is refused with {@code -32021}. */
  REQUIRED
}
