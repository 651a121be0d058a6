package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RequestBinding;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import io.mcpgen.runtime.state.StateTooLargeException;
import io.mcpgen.runtime.state.VerifiedState;
import java.lang.System.Logger.Level;
import java.util.Map;

/**
 * Seals the engine's {@link StatePayload} into requestState tokens with the codec, and opens the
 * tokens requests bring back. Every token is bound to the request's method, target, identifying
 * params and principal; one that fails any check is refused with the one generic error.
 */
final class StateVault {

  private static final System.Logger LOG = System.getLogger(StateVault.class.getName());

  /** A verified state: the round that minted it and what it holds. */
  record Opened(int round, StatePayload payload) {
  }

  private final RequestStateCodec codec;
  private final EngineListener listener;

  /** @param codec null when the server has none: then no state verifies and none can be minted */
  StateVault(RequestStateCodec codec) {
    this(codec, EngineListener.NONE);
  }

  StateVault(RequestStateCodec codec, EngineListener listener) {
    this.codec = codec;
    this.listener = listener;
  }

  /**
   * Verifies a token before anything reads it.
   *
   * @param binding the binding of the request carrying it; build one per request and use it for
   *     the verify and the mint, which share its principal hash
   *
   * @throws RequestFailure {@code -32602} with {@code {"reason":"invalid_request_state"}}
   */
  Opened open(String token, RequestBinding binding) {
    if (codec == null) {
      LOG.log(Level.DEBUG, "requestState rejected: this server has no requestState codec");
      throw RequestFailure.invalidRequestState();
    }
    VerifiedState state;
    try {
      state = codec.verify(token, binding);
    } catch (StateRejectedException rejected) {
      // The codec counts rejections and logs a summary; each one is only worth a DEBUG line.
      LOG.log(Level.DEBUG, "requestState rejected ({0}) for {1}", rejected.reason(), binding);
      RoundEvents.rejected(listener, rejected.reason());
      throw RequestFailure.invalidRequestState();
    }
    try {
      return new Opened(state.round(), StatePayload.decode(state.payload()));
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "a verified requestState holds no engine payload (another application on the same key?)");
      throw RequestFailure.invalidRequestState();
    }
  }

  /**
   * Mints the state for the next round: sealed when it carries answers or notes, signed when it
   * holds only which questions were asked.
   */
  String seal(RequestBinding binding, int round, Map<String, InputRequest> questions,
      Map<String, PinnedAnswer> answers, JsonObject notes) {
    if (codec == null) {
      throw new IllegalStateException("a handler asked for input, but the server has no requestState codec: "
          + "configure one with McpServerEngine.Builder.requestState(...)");
    }
    Protection protection = answers.isEmpty() && notes.isEmpty() ? Protection.SIGNED : Protection.SEALED;
    try {
      return codec.mint(binding, round, StatePayload.encode(questions, answers, notes), protection);
    } catch (StateTooLargeException tooLarge) {
      if (answers.isEmpty()) {
        // Only the server's own questions and notes: nothing the client can shorten.
        LOG.log(Level.ERROR, "the questions and notes of round {0} need a requestState of {1} characters, over "
            + "the codec''s maxTokenLength {2}; raise it or keep less in notes", round,
            tooLarge.tokenLength(), tooLarge.maxTokenLength());
        throw RequestFailure.internalError();
      }
      LOG.log(Level.DEBUG, "the answers of round {0} need a requestState of {1} characters, over {2}", round,
          tooLarge.tokenLength(), tooLarge.maxTokenLength());
      throw RequestFailure.invalidParams("Invalid params: the answers are too large to carry to the next round "
          + "(the requestState would be " + tooLarge.tokenLength() + " characters, over this server's limit of "
          + tooLarge.maxTokenLength() + "); answer with less",
          JsonObject.of("reason", JsonString.of("input_responses_too_large")));
    }
  }
}
