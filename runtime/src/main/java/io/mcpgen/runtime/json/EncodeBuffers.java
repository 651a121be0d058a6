package io.mcpgen.runtime.json;

/**
 * One output buffer per thread for {@link Json#encode}, so encoding a message allocates little
 * more than its result. A buffer is lent to one writer at a time: an encode inside an encode gets
 * a fresh one, and a buffer that grew large is dropped rather than kept.
 */
final class EncodeBuffers {

  private static final int INITIAL_SIZE = 1024;
  private static final int KEEP_AT_MOST = 64 * 1024;

  private static final ThreadLocal<EncodeBuffers> LOCAL = ThreadLocal.withInitial(EncodeBuffers::new);

  /** Null while lent. */
  private byte[] bytes = new byte[INITIAL_SIZE];

  private EncodeBuffers() {}

  /** This thread's buffer, or a new one while it is lent. */
  static byte[] borrow() {
    EncodeBuffers local = LOCAL.get();
    byte[] buffer = local.bytes;
    if (buffer == null) {
      return new byte[INITIAL_SIZE];
    }
    local.bytes = null;
    return buffer;
  }

  /** Takes back a buffer that no writer uses any more. */
  static void giveBack(byte[] buffer) {
    if (buffer.length >= INITIAL_SIZE && buffer.length <= KEEP_AT_MOST) {
      LOCAL.get().bytes = buffer;
    }
  }
}
