package io.mcpgen.runtime.typed;

import java.util.Optional;

/**
 * Where a {@link McpClientRegistration} finds the answer hooks of the client it builds, by type:
 * a framework's beans, for example. Each method returns the one hook of that type, or empty.
 */
public interface HookSource {

  /** The hook answering forms of {@code record}. */
  <T> Optional<FormHook<T>> form(Class<T> record);

  /** The hook answering URL elicitations. */
  Optional<UrlHook> url();

  /**
   * The hook answering sampling requests with results of {@code result}: the protocol's
   * {@code CreateMessageResult} record, or the runtime's {@code SamplingAnswer} when the interface
   * uses no protocol package.
   */
  <R> Optional<SamplingHook<R>> sampling(Class<R> result);

  /** The hook listing roots of {@code root}: the protocol's {@code Root} record, or {@code String} (URIs). */
  <R> Optional<RootsHook<R>> roots(Class<R> root);

  /** No hooks at all. */
  static HookSource none() {
    return new HookSource() {
      @Override
      public <T> Optional<FormHook<T>> form(Class<T> record) {
        return Optional.empty();
      }

      @Override
      public Optional<UrlHook> url() {
        return Optional.empty();
      }

      @Override
      public <R> Optional<SamplingHook<R>> sampling(Class<R> result) {
        return Optional.empty();
      }

      @Override
      public <R> Optional<RootsHook<R>> roots(Class<R> root) {
        return Optional.empty();
      }
    };
  }
}
