package io.mcpgen.runtime.snapshot;

/** What a client generated from a snapshot does when the live server's tools differ from it. */
public enum DriftPolicy {
  /** Does not compare at all (no extra request). */
  IGNORE,
  /** Logs a warning naming each changed tool, then calls as usual. */
  WARN,
  /** Fails the first call, and every later one, with {@link SnapshotDriftException}. */
  FAIL
}
