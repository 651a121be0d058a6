/**
 * The mcpgen Spring Boot starter: serves the application's {@code @McpServer} beans through
 * {@code McpServlet} in the application's own servlet container
 * ({@link io.mcpgen.spring.boot.McpServerAutoConfiguration}), builds typed client beans
 * ({@link io.mcpgen.spring.boot.McpClientsAutoConfiguration}), and reports Micrometer metrics and an
 * Actuator health contributor.
 */
package io.mcpgen.spring.boot;
