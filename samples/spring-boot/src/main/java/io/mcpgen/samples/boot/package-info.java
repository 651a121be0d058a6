/**
 * The Spring Boot sample: a tea shop's existing service
 * ({@link io.mcpgen.samples.boot.TeaShopApplication}, with its REST {@code CatalogController}) that
 * also serves the orders sample's {@code OrderDesk} as an MCP server at {@code /mcp}, because
 * {@code mcpgen-spring-boot-starter} is on the class path, its {@code TeaShop} bean implements that
 * {@code @McpServer} interface, and {@code application.yaml} sets the {@code mcpgen.*} properties.
 */
package io.mcpgen.samples.boot;
