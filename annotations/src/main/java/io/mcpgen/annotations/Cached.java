package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Caching hints ({@code ttlMs}, {@code cacheScope}) a client may use to reuse a result.
 *
 * <ul>
 *   <li>On a {@link Resource} method: the hints of its {@code resources/read} results (unless the
 *       method returns a {@code ReadResourceResult} that sets its own). Without it, reads carry the
 *       engine's {@code resourceCacheHints} (default 0 ms, private).
 *   <li>On an {@link McpServer} interface: the hints of the lists its tools, prompts, resources
 *       and templates appear in ({@code tools/list}, {@code prompts/list}, {@code resources/list},
 *       {@code resources/templates/list}). Without it, lists carry the engine's
 *       {@code listCacheHints} (default 300 000 ms, public). When several interfaces register on
 *       one engine, the last one registered sets the hints of a list they share.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Cached {

  /** How long, in milliseconds, the result may be considered fresh; 0 means at once stale. */
  long ttlMs();

  /** Who may cache it. */
  Scope scope() default Scope.PRIVATE;

  /** The {@code cacheScope}: shared by anyone, or kept to the same authorization context. */
  enum Scope {
    /** {@code "public"}: holds nothing user-specific; any caller may reuse it. */
    PUBLIC,
    /** {@code "private"}: only the same authorization context may reuse it. */
    PRIVATE
  }
}
