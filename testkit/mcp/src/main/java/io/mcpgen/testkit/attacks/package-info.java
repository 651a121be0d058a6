/**
 * The hostile-client suite every HTTP server mcpgen ships must pass:
 * {@link io.mcpgen.testkit.attacks.HttpAttackSuite}, extended by a server module's test, checks on
 * loopback that clients that never read, slow-loris heads and bodies, aborted large replies and an
 * oversized declared body neither starve a legitimate call nor leak descriptors or heap. The
 * attacks write HTTP by hand on plain sockets; the server under attack serves
 * {@link io.mcpgen.testkit.attacks.EchoEndpoint}.
 */
package io.mcpgen.testkit.attacks;
