package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.InputRequest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The inputs a call needs, each under a key unique within the request: required ones (without
 * which the call cannot run) and optional ones (skipped when the client cannot receive them).
 */
public final class InputDeclarations {

  private static final InputDeclarations NONE = new InputDeclarations(Map.of());

  /** One declared input. */
  public record Declared(InputRequest question, boolean optional) {
    public Declared {
      Objects.requireNonNull(question, "question");
    }
  }

  private final Map<String, Declared> entries;

  private InputDeclarations(Map<String, Declared> entries) {
    this.entries = entries;
  }

  public static InputDeclarations none() {
    return NONE;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The declared inputs by key, in declaration order. */
  public Map<String, Declared> entries() {
    return entries;
  }

  /** Builds {@link InputDeclarations}. */
  public static final class Builder {
    private final Map<String, Declared> entries = new LinkedHashMap<>();

    private Builder() {}

    /**
     * An input the call cannot run without; when the client did not declare the capability it
     * needs, the request ends with {@code -32021}.
     *
     * @throws IllegalArgumentException when the key is already declared (keys must be unique
     *     within the request)
     */
    public Builder require(String key, InputRequest question) {
      return add(key, new Declared(question, false));
    }

    /**
     * An input the call can do without: when the client cannot receive it, the call runs and
     * {@link Answers#isAvailable} is false for the key.
     */
    public Builder optional(String key, InputRequest question) {
      return add(key, new Declared(question, true));
    }

    private Builder add(String key, Declared declared) {
      Objects.requireNonNull(key, "key");
      if (entries.putIfAbsent(key, declared) != null) {
        throw new IllegalArgumentException("input key '" + key + "' is declared twice");
      }
      return this;
    }

    public InputDeclarations build() {
      return entries.isEmpty() ? NONE
          : new InputDeclarations(Collections.unmodifiableMap(new LinkedHashMap<>(entries)));
    }
  }
}
