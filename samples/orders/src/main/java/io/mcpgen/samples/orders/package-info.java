/**
 * A tea shop's order desk as an MCP server: {@link io.mcpgen.samples.orders.OrderDesk}, the
 * {@code @McpServer} interface, asks for every kind of input a server can (forms, a URL, the
 * client's model, its roots, a conversation whose questions depend on earlier answers), and
 * {@link io.mcpgen.samples.orders.TeaShop} implements it in plain Java; mcpgen writes
 * {@code OrderDeskMcpServer} and {@code OrderDeskMcpClient}. The customer is in {@code .client},
 * the runnable demo in {@code .demo}; the Spring Boot and snapshot-client samples reuse the desk.
 */
package io.mcpgen.samples.orders;
