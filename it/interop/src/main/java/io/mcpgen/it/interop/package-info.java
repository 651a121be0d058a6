/**
 * mcpgen checked against the official TypeScript SDK, in all four server and client pairings: the
 * interop tools, prompt and resource as one annotated interface
 * ({@link io.mcpgen.it.interop.Interop}, implemented by {@code InteropService}), served by
 * {@link io.mcpgen.it.interop.InteropServer} over stdio or Streamable HTTP, and called by
 * {@link io.mcpgen.it.interop.InteropClient} through the generated typed client, making the calls
 * of {@link io.mcpgen.it.interop.InteropCalls}. {@link io.mcpgen.it.interop.Main} is the jar's
 * command line; its {@code load} command ({@code LoadDriver}) drives mixed flows through a load
 * balancer in front of replicas.
 */
package io.mcpgen.it.interop;
