package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A prompt ({@code prompts/get}). Its arguments are the components of the method's argument
 * record, which must all be strings (the protocol sends prompt arguments as strings); optional
 * ones ({@code Optional<String>} or {@code @Nullable String}) are listed as not required.
 *
 * <pre>{@code
 * // (javadoc here: the prompt's description)
 * @Prompt("draft_reply")
 * List<PromptMessage> draftReply(Ticket ticket, @Elicit(message = "Which tone?") Elicited<Tone> tone);
 * }</pre>
 *
 * <p>Returns: the protocol's {@code GetPromptResult}, a {@code List<PromptMessage>}, or a
 * {@code String} (one user message with that text).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Prompt {

  /** The prompt's name; empty means the method's name. */
  String value() default "";

  /** A human-readable name for display; empty for none. */
  String title() default "";

  /** What the prompt is for; empty means the method's javadoc (its main description). */
  String description() default "";
}
