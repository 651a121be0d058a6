package io.mcpgen.processor.model;

import java.util.Set;

/**
 * Repairs for two known artifacts of the published {@code schema.json} files (the TypeScript
 * source, {@code schema.ts}, says otherwise), so that real messages are not rejected:
 *
 * <ul>
 *   <li>{@code ElicitResult.content} values are {@code string | number | boolean | string[]} in
 *       {@code schema.ts}, but {@code schema.json} says integer; an answer of {@code 30.5} must be
 *       read. Scalar type lists under {@code ElicitResult} that allow {@code integer} also allow
 *       {@code number}.
 *   <li>{@code JSONValue} omits {@code number} and {@code null}; it is any JSON value.
 *   <li>The caching hints {@code ttlMs} and {@code cacheScope} are required by the schema, but the
 *       specification's caching page says clients meet results without them ("If {@code ttlMs}
 *       is absent, clients SHOULD assume a default of 0"), and its own examples omit them. They
 *       are read as optional (null when absent) so such results are not rejected.
 * </ul>
 */
public final class KnownDefects {

  private static final String ELICIT_RESULT = "ElicitResult";
  private static final String JSON_VALUE = "JSONValue";

  private static final Set<String> MAY_BE_ABSENT = Set.of("ttlMs", "cacheScope");

  private KnownDefects() {}

  /** True when a member the schema requires is nonetheless read as optional. */
  public static boolean mayBeAbsent(String member) {
    return MAY_BE_ABSENT.contains(member);
  }

  /** Whether a member is required, after the repairs above. */
  public static boolean required(ObjectSchema schema, String member) {
    return schema.requires(member) && !mayBeAbsent(member);
  }

  /** True for the definition that stands for any JSON value. */
  public static boolean isAnyJson(String definitionName) {
    return JSON_VALUE.equals(definitionName);
  }

  /** True when an {@code integer} in a scalar type list at this place also admits fractions. */
  public static boolean widensIntegers(String pointer, SchemaDocument document) {
    return pointer.startsWith(document.refPrefix() + ELICIT_RESULT + "/");
  }
}
