package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the client's model before the method runs: {@code sampling/createMessage} with one user
 * message. The parameter is the protocol's {@code CreateMessageResult} (from the package your
 * protocol records are generated into), or a {@code String} for just the text of the answer, or
 * an {@code Optional} of either when the method can do without it.
 *
 * <pre>{@code
 * @Tool("summarize")
 * String summarize(Doc doc, @Sample(prompt = "Summarize {doc.title} in one line", maxTokens = 60) String summary);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Sample {

  /** The user message sent to the model; a template (see {@link Elicit}). Required for a server. */
  String prompt() default "";

  /** The most tokens the model may produce. */
  int maxTokens() default 1000;

  /** A system prompt; empty for none. */
  String systemPrompt() default "";

  /** The input's key, unique within the method; empty means the parameter's name. */
  String key() default "";
}
