package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a sequential method cannot run without, on its {@code io.mcpgen.runtime.typed.McpExchange}
 * parameter (beside {@link Forms}): the kinds of input every call of it asks for. The server checks
 * the client capabilities they take on every round before the method runs, so a client that lacks
 * one gets {@code -32021} (MissingRequiredClientCapability, naming every capability missing) on
 * the first round, before any question: no answer is spent on a call that cannot finish. Leave out
 * what the method asks only on some paths and can do without (it checks those itself, with
 * {@code canListRoots()} and friends).
 *
 * <pre>{@code
 * @Tool("two_step")
 * String twoStep(@Forms(Name.class) @Needs({Needs.Input.FORM, Needs.Input.ROOTS}) McpExchange exchange);
 * }</pre>
 *
 * <p>Methods with declared inputs ({@link Elicit}, {@link ElicitUrl}, {@link Sample},
 * {@link Roots}) need no such list: their required inputs are checked the same way, before the
 * first question.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Needs {

  /** The kinds of input every call asks for. */
  Input[] value();

  /** A kind of input, with the client capability it takes. */
  enum Input {
    /** A form-mode elicitation: {@code elicitation.form}. */
    FORM,
    /** A URL-mode elicitation: {@code elicitation.url}. */
    URL,
    /** A sampling request: {@code sampling}. */
    SAMPLING,
    /** A roots request: {@code roots}. */
    ROOTS
  }
}
