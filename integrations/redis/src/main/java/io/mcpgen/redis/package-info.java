/**
 * A {@link io.mcpgen.runtime.state.ReplayGuard} shared by every replica through Redis, so that a
 * single-use requestState is refused everywhere after its first use.
 */
package io.mcpgen.redis;
