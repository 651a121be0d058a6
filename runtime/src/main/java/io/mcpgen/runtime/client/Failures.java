package io.mcpgen.runtime.client;

import java.util.concurrent.CompletionException;

/** Unwrapping what futures wrap. */
final class Failures {

  private Failures() {}

  /** The cause a {@link CompletionException} wraps, or the failure itself. */
  static Throwable unwrap(Throwable failure) {
    return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
  }
}
