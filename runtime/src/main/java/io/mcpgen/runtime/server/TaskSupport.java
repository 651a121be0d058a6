package io.mcpgen.runtime.server;

/**
 * Whether a tool runs as a task of the {@code io.modelcontextprotocol/tasks} extension when the
 * client declares that extension in the request's capabilities.
 */
public enum TaskSupport {
  /** Never a task: the call is answered synchronously. */
  NONE,
  /**
   * A task when the request declares the extension, a synchronous call otherwise (the client that
   * cannot poll still gets its result).
   */
  OPTIONAL,
  /**
   * Always a task: a request that does not declare the extension is refused with {@code -32021}
   * naming it, before the handler runs.
   */
  REQUIRED
}
