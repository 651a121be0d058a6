package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The answers to a set of questions, by key, each already decoded by the method that was asked
 * and checked against the question shown. A declined or cancelled elicitation is an answer like
 * any other ({@link ElicitationAnswer#isDeclined()}).
 */
public final class Answers {

  private final Map<String, InputAnswer> answers;

  Answers(Map<String, InputAnswer> answers) {
    this.answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
  }

  /** The keys with an answer. */
  public Set<String> keys() {
    return answers.keySet();
  }

  /**
   * True when the key has an answer; false only for an optional input the client could not
   * receive.
   */
  public boolean isAvailable(String key) {
    return answers.containsKey(key);
  }

  public Optional<InputAnswer> find(String key) {
    return Optional.ofNullable(answers.get(key));
  }

  /** The elicitation answer under the key; an IllegalStateException when there is none. */
  public ElicitationAnswer elicitation(String key) {
    return get(key, ElicitationAnswer.class);
  }

  /** The sampling answer under the key; an IllegalStateException when there is none. */
  public SamplingAnswer sampling(String key) {
    return get(key, SamplingAnswer.class);
  }

  /** The roots answer under the key; an IllegalStateException when there is none. */
  public RootsAnswer roots(String key) {
    return get(key, RootsAnswer.class);
  }

  private <T extends InputAnswer> T get(String key, Class<T> kind) {
    InputAnswer answer = answers.get(key);
    if (!kind.isInstance(answer)) {
      throw new IllegalStateException("no " + kind.getSimpleName() + " under key '" + key + "'"
          + (answer == null ? " (the input was optional and the client could not receive it)" : ""));
    }
    return kind.cast(answer);
  }
}
