package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.client.McpLocalException;
import java.util.List;

/**
 * A call that can only complete with answers this typed client has no hooks for, ended before
 * anything was sent (or, for a method that asks as it goes, when the server asked for a form and
 * the client had no form hook at all): the message and {@link #hooks()} name the builder methods
 * to add.
 */
public final class MissingHookException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  private final transient List<String> hooks;

  MissingHookException(String message, List<String> hooks) {
    super(message, null, 0, null);
    this.hooks = List.copyOf(hooks);
  }

  /** The builder methods the call needs, e.g. {@code onReason}. */
  public List<String> hooks() {
    return hooks;
  }
}
