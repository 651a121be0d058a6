package io.mcpgen.runtime.typed;

/**
 * Answers URL elicitations in a typed client: {@link Elicited#consented()} once the user agreed to
 * open the URL (and it was opened), or a decline or cancel.
 */
@FunctionalInterface
public interface UrlHook {

  /** The user's answer; an exception fails the call locally. */
  Elicited<Void> answer(UrlQuestion question) throws Exception;
}
