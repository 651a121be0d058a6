/**
 * Seeded random JSON for property tests: {@link io.mcpgen.testkit.json.RandomJson} makes
 * {@code JsonValue}s and spells them in the many ways JSON allows, so a failing case is reproduced
 * by its seed. Depends on {@code mcpgen-json} only, so that the runtime's tests and the
 * {@code mcpgen-json-jackson} differential tests can both use it.
 */
package io.mcpgen.testkit.json;
