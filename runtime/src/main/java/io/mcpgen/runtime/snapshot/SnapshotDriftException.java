package io.mcpgen.runtime.snapshot;

import io.mcpgen.runtime.client.McpLocalException;
import java.util.List;

/** The live server's tools no longer match the snapshot a typed client was generated from. */
public final class SnapshotDriftException extends McpLocalException {
  private static final long serialVersionUID = 1L;

  private final transient List<String> tools;

  public SnapshotDriftException(String message, List<String> tools) {
    super(message, null, 0, null);
    this.tools = List.copyOf(tools);
  }

  /** The names of the tools whose schemas changed or that are gone, in name order. */
  public List<String> tools() {
    return tools;
  }
}
