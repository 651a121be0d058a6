/**
 * The vocabulary of Multi Round-Trip Requests, shared by the server engine and the client loop: the
 * questions of {@code inputRequests} ({@link io.mcpgen.runtime.mrtr.InputRequest}: form or URL
 * elicitation, sampling, roots), the answers of {@code inputResponses}
 * ({@link io.mcpgen.runtime.mrtr.InputAnswer}), what one request's client capabilities allow
 * ({@link io.mcpgen.runtime.mrtr.ClientCapabilitySet}), the check of submitted form values
 * ({@link io.mcpgen.runtime.mrtr.FormContentCheck}), and the method names, {@code _meta} keys and
 * protocol versions. Also the {@link io.mcpgen.runtime.mrtr.Cancellation} flag and the
 * {@link io.mcpgen.runtime.mrtr.Scheduler} behind timeouts (with a manual one for tests).
 */
package io.mcpgen.runtime.mrtr;
