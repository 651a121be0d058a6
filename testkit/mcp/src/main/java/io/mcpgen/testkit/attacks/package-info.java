/**
 * The hostile-client suite every HTTP server mcpgen ships must pass:
 * {@link io.mcpgen.testkit.attacks.HttpAttackSuite}, extended by a server module's test, checks on
 * loopback that clients that never read, slow-loris heads and bodies, aborted large replies and an
 * oversized declared body neither starve a legitimate call nor leak descriptors or heap. The
 * attacks write HTTP by hand on plain sockets; the server under attack serves
 * {@link io.mcpgen.testkit.attacks.EchoEndpoint}.
 *
 * <p>{@link io.mcpgen.testkit.attacks.SmallHeapAttackSuite} runs the attacks of issue 32
 * (declared-length heads, non-reading clients of large replies, a 2025 session table filled from
 * one address, a bad-Host flood) against a server in a JVM of its own at {@code -Xmx256m}, started
 * from a launcher that reports through {@link io.mcpgen.testkit.attacks.TargetControl}; the
 * modules {@code it/attacks} and {@code it/attacks-boot} run it on every server mcpgen ships.
 */
package io.mcpgen.testkit.attacks;
