package io.mcpgen.runtime.state;

/**
 * Thrown by {@link RequestStateCodec#mint} when the token would be longer than the codec's
 * {@code maxTokenLength}: what the payload holds must shrink, or the limit grow. The engine
 * answers it as a request whose answers are too large to carry to the next round.
 */
public final class StateTooLargeException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int tokenLength;
  private final int maxTokenLength;

  StateTooLargeException(int tokenLength, int maxTokenLength) {
    super("the requestState token would be " + tokenLength + " characters, over maxTokenLength "
        + maxTokenLength + "; keep less in the payload");
    this.tokenLength = tokenLength;
    this.maxTokenLength = maxTokenLength;
  }

  /** The length the token would have had, in characters. */
  public int tokenLength() {
    return tokenLength;
  }

  /** The codec's limit, in characters. */
  public int maxTokenLength() {
    return maxTokenLength;
  }
}
