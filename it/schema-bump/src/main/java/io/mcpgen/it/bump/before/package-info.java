/**
 * The "before" half of the walkthrough in {@code it/schema-bump/README.md}:
 * {@link io.mcpgen.it.bump.before.ToolHost}, a protocol-level handler written against the records
 * of revision 2025-11-25 ({@code io.mcpgen.it.bump.rev20251125}). {@code ReadmeErrorTest} moves it
 * to 2026-07-28 unchanged and checks that the compiler errors are the ones the README shows.
 */
package io.mcpgen.it.bump.before;
