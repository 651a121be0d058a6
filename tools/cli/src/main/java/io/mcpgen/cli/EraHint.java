package io.mcpgen.cli;

import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import java.util.List;

/**
 * The hint for a snapshot that failed because the server does not know {@code server/discover}
 * ({@code -32601}): it most likely speaks only the 2025 protocol, which the client speaks too when
 * a 2025 version is among its versions.
 */
public final class EraHint {

  /** The versions to suggest: 2026-07-28 first, falling back to 2025-11-25. */
  public static final String SUGGESTED_VERSIONS = ProtocolVersions.LATEST + "," + ProtocolVersions.V2025_11_25;

  private EraHint() {}

  /**
   * True when the failure is a {@code -32601} answer to {@code server/discover} and the client
   * spoke no 2025 version, so that naming one would likely have worked.
   */
  public static boolean applies(Throwable failure, List<String> versions) {
    if (versions.stream().anyMatch(ProtocolVersions::isEra2025)) {
      return false;
    }
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof McpServerException && ((McpServerException) cause).code() == ErrorCodes.METHOD_NOT_FOUND
          && String.valueOf(cause.getMessage()).startsWith(McpMethods.DISCOVER + " ")) {
        return true;
      }
    }
    return false;
  }

  /** The hint's text, naming how to give the versions ({@code --versions <v>,<v>}, say). */
  public static String text(String versionsOption) {
    return "the server does not know " + McpMethods.DISCOVER + ", so it likely speaks only the 2025 protocol;"
        + " add a 2025 version to the client's versions: " + versionsOption;
  }
}
