package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import java.util.Objects;
import java.util.Optional;

/**
 * What the user did with an elicitation: accepted (with the form's record, or consent to open a
 * URL), declined, or cancelled (dismissed without choosing).
 *
 * <pre>{@code
 * if (confirm instanceof Elicited.Accepted<Confirm> accepted && accepted.value().confirmed()) {
 *   ...
 * }
 * boolean go = confirm.accepted().map(Confirm::confirmed).orElse(false);
 * }</pre>
 *
 * @param <T> the form's record; {@code Void} for a URL elicitation
 */
public sealed interface Elicited<T> permits Elicited.Accepted, Elicited.Declined, Elicited.Cancelled {

  /**
   * The user submitted the form, or consented to open the URL.
   *
   * @param value the submitted record; null only for a URL elicitation ({@code Elicited<Void>})
   */
  record Accepted<T>(T value) implements Elicited<T> {}

  /** The user explicitly refused. */
  record Declined<T>() implements Elicited<T> {}

  /** The user dismissed the request without choosing. */
  record Cancelled<T>() implements Elicited<T> {}

  /** The user submitted this value. */
  static <T> Elicited<T> accepted(T value) {
    return new Accepted<>(Objects.requireNonNull(value, "value"));
  }

  /** The user consented to open a URL. */
  static Elicited<Void> consented() {
    return new Accepted<>(null);
  }

  static <T> Elicited<T> declined() {
    return new Declined<>();
  }

  static <T> Elicited<T> cancelled() {
    return new Cancelled<>();
  }

  /** The outcome of a URL elicitation from the engine's answer. */
  static Elicited<Void> ofUrl(ElicitationAnswer answer) {
    switch (answer.action()) {
      case ACCEPT:
        return consented();
      case DECLINE:
        return declined();
      default:
        return cancelled();
    }
  }

  default boolean isAccepted() {
    return this instanceof Accepted;
  }

  default boolean isDeclined() {
    return this instanceof Declined;
  }

  default boolean isCancelled() {
    return this instanceof Cancelled;
  }

  /** The submitted value; empty unless accepted (and always empty for a URL elicitation). */
  default Optional<T> accepted() {
    return this instanceof Accepted ? Optional.ofNullable(((Accepted<T>) this).value()) : Optional.empty();
  }

  /** The submitted value, or {@code other} unless accepted. */
  default T orElse(T other) {
    return accepted().orElse(other);
  }

  /** The protocol's name for what happened. */
  default ElicitationAnswer.Action action() {
    return isAccepted() ? ElicitationAnswer.Action.ACCEPT
        : isDeclined() ? ElicitationAnswer.Action.DECLINE : ElicitationAnswer.Action.CANCEL;
  }
}
