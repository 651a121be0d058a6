package io.mcpgen.it.bump.after;

import io.mcpgen.it.bump.rev20260728.CallToolRequest;
import io.mcpgen.it.bump.rev20260728.CallToolResult;
import io.mcpgen.it.bump.rev20260728.DiscoverRequest;
import io.mcpgen.it.bump.rev20260728.DiscoverResult;

/**
 * {@link io.mcpgen.it.bump.before.ToolHost} moved to revision 2026-07-28: the handshake is
 * {@code server/discover} now, and the log level travels with each request (in its
 * {@code _meta}, as {@code io.modelcontextprotocol/logLevel}), so {@code setLevel} is gone.
 */
public interface ToolHost {

  /** The server's supported versions, capabilities and identity. */
  DiscoverResult discover(DiscoverRequest request);

  CallToolResult callTool(CallToolRequest request);
}
