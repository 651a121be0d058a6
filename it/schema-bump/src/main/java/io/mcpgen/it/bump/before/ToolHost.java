package io.mcpgen.it.bump.before;

import io.mcpgen.it.bump.rev20251125.CallToolRequest;
import io.mcpgen.it.bump.rev20251125.CallToolResult;
import io.mcpgen.it.bump.rev20251125.InitializeRequest;
import io.mcpgen.it.bump.rev20251125.InitializeResult;
import io.mcpgen.it.bump.rev20251125.SetLevelRequest;

/**
 * A protocol-level handler of a small tool server, one method per request it answers, written
 * against the records of revision 2025-11-25. The README moves it to 2026-07-28.
 */
public interface ToolHost {

  /** The handshake: the server's version, capabilities and identity. */
  InitializeResult initialize(InitializeRequest request);

  /** How much the server logs from now on. */
  void setLevel(SetLevelRequest request);

  CallToolResult callTool(CallToolRequest request);
}
