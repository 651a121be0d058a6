package io.mcpgen.samples.snapshot;

import io.mcpgen.annotations.McpClient;

/**
 * A client of a snapshot edited by hand after it was taken: its {@code echo} tool's {@code message}
 * renamed to {@code text}, and the digest recorded again for the edited definition (without it the
 * processor refuses the file). The generated client compares the live server with what it was
 * generated from, so a server still publishing {@code message} is drift.
 */
@McpClient(snapshot = "src/test/mcp/echo-edited.json")
public interface EditedEcho {
}
