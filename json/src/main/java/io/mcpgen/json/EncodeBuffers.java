package io.mcpgen.json;

/**
 * Output buffers for {@link Json#encode}, one set per thread, so encoding a message allocates
 * little more than its result. A set is lent to one writer at a time: an encode inside an encode
 * gets a fresh set, and a byte buffer that grew large is dropped rather than kept.
 */
final class EncodeBuffers {

  private static final int INITIAL_SIZE = 1024;
  private static final int KEEP_AT_MOST = 64 * 1024;

  private static final ThreadLocal<EncodeBuffers> LOCAL = ThreadLocal.withInitial(EncodeBuffers::new);

  byte[] bytes = new byte[INITIAL_SIZE];
  private boolean lent;

  private EncodeBuffers() {}

  /** This thread's buffers, or new ones while they are lent. */
  static EncodeBuffers borrow() {
    EncodeBuffers local = LOCAL.get();
    if (local.lent) {
      return new EncodeBuffers();
    }
    local.lent = true;
    return local;
  }

  /** A writer into these buffers. */
  Utf8JsonWriter writer() {
    return new Utf8JsonWriter(bytes);
  }

  /** Takes the buffer back from a writer done with it. */
  void giveBack(Utf8JsonWriter writer) {
    bytes = writer.release();
    if (bytes.length > KEEP_AT_MOST) {
      bytes = new byte[INITIAL_SIZE];
    }
    lent = false;
  }
}
