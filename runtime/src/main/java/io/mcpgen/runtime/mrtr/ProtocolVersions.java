package io.mcpgen.runtime.mrtr;

import java.util.List;

/** The protocol revisions mcpgen speaks, of both eras. */
public final class ProtocolVersions {

  /** The stateless revision with multi round-trip requests. */
  public static final String V2026_07_28 = "2026-07-28";
  /** The version clients send and servers accept unless configured otherwise. */
  public static final String LATEST = V2026_07_28;

  /** The newest revision of the 2025 era: {@code initialize}, sessions, requests to the client. */
  public static final String V2025_11_25 = "2025-11-25";
  public static final String V2025_06_18 = "2025-06-18";
  /**
   * The 2025-era revisions served and spoken with {@code mcpgen-legacy}, newest first: the first
   * is the one offered when a client asks for another.
   */
  public static final List<String> ERA_2025 = List.of(V2025_11_25, V2025_06_18);

  private ProtocolVersions() {}

  /** True for a revision of the 2025 era (one that opens a session with {@code initialize}). */
  public static boolean isEra2025(String version) {
    return ERA_2025.contains(version);
  }
}
