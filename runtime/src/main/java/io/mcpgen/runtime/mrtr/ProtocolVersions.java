package io.mcpgen.runtime.mrtr;

/** Protocol revisions the runtime speaks. */
public final class ProtocolVersions {

  /** The stateless revision with multi round-trip requests. */
  public static final String V2026_07_28 = "2026-07-28";
  /** The version clients send and servers accept unless configured otherwise. */
  public static final String LATEST = V2026_07_28;

  private ProtocolVersions() {}
}
