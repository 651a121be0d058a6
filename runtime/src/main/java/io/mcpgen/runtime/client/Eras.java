package io.mcpgen.runtime.client;

import java.util.List;

/** The protocol versions of the two eras this client speaks. */
final class Eras {

  /** The dated revisions with the {@code initialize} handshake this client can fall back to, newest first. */
  static final List<String> LEGACY = List.of("2025-11-25", "2025-06-18");

  private Eras() {}

  static boolean isLegacy(String version) {
    return LEGACY.contains(version);
  }
}
