package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Completes one argument of a {@link Prompt}, or one variable of a {@link Resource} template, of
 * the same {@link McpServer} interface ({@code completion/complete}). The generated stub registers
 * it, and the server then advertises the {@code completions} capability.
 *
 * <pre>{@code
 * @Prompt("trip")
 * String trip(Trip trip);                       // record Trip(String country, String city)
 *
 * @Complete(prompt = "trip", argument = "city")
 * List<String> cities(String typed, @Nullable String country);
 *
 * @Resource(uri = "files:///{dir}/{name}")
 * String file(String dir, String name);
 *
 * @Complete(template = "files:///{dir}/{name}", argument = "dir")
 * Completion directories(String typed);
 * }</pre>
 *
 * <p>The first parameter is a {@code String}: what the user has typed so far. Further parameters
 * are the other arguments of the same prompt (or variables of the same template) the client has
 * already resolved ({@code context.arguments}), each a {@code String} named like that argument
 * (null when the client did not send it) or an {@code Optional<String>}.
 *
 * <p>Returns a {@code List<String>} (all suggestions, best first: the first 100 are sent, with
 * {@code total} and {@code hasMore}) or an {@code io.mcpgen.runtime.server.Completion}. An
 * {@code McpErrorException} thrown by the method is sent as that error; any other exception is
 * {@code -32603}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Complete {

  /** The name of the prompt whose argument this completes; empty when it completes a template. */
  String prompt() default "";

  /** The URI template (as written in {@code @Resource(uri)}) whose variable this completes. */
  String template() default "";

  /** The prompt argument or template variable completed. */
  String argument();
}
