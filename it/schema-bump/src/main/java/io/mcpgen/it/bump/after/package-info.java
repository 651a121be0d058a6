/**
 * The "after" half of the walkthrough in {@code it/schema-bump/README.md}:
 * {@link io.mcpgen.it.bump.after.ToolHost}, the handler of {@code io.mcpgen.it.bump.before} moved
 * to the records of revision 2026-07-28 ({@code io.mcpgen.it.bump.rev20260728}), with
 * {@code server/discover} instead of {@code initialize} and no {@code setLevel}.
 */
package io.mcpgen.it.bump.after;
