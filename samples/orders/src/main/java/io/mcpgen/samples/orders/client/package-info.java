/**
 * The order desk's customer, through the generated {@code OrderDeskMcpClient}:
 * {@link io.mcpgen.samples.orders.client.Shopper} makes a visit's calls,
 * {@link io.mcpgen.samples.orders.client.AnsweringHooks} answers every question the desk may ask
 * from one {@link io.mcpgen.samples.orders.client.AnswerSource} (a person or a script), and
 * {@link io.mcpgen.samples.orders.client.Transcript} prints each call, question, answer and result.
 */
package io.mcpgen.samples.orders.client;
