package io.mcpgen.runtime.state;

/**
 * Where a {@link RequestStateCodec} takes its {@link KeyRing} from, asked on every mint and
 * verify: a fixed ring, or one that changes without a restart ({@link KeyRingFile}). Must be
 * cheap and thread-safe (a volatile read, not a file read).
 */
@FunctionalInterface
public interface KeyRingSource {

  /** The ring to use now; never null. */
  KeyRing current();
}
