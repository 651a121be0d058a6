/**
 * Test support shared by the modules above the runtime. This package holds
 * {@link io.mcpgen.testkit.TestServer}, an engine with tools that exercise the transports (echo,
 * the principal, progress, a form question, cancellation, a gate); the subpackages hold the HTTP
 * contract tests and the JDK-based reference server ({@code .http}), the hostile-client suite
 * ({@code .attacks}), a stdio harness ({@code .stdio}), a request-counting client transport
 * ({@code .client}) and the Node.js peers of the interop tests ({@code .node}).
 */
package io.mcpgen.testkit;
