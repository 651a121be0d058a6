/**
 * The mcpgen Spring Boot starter: serves the application's {@code @McpServer} beans on its own web
 * server ({@link io.mcpgen.spring.boot.McpServerAutoConfiguration}), builds typed client beans
 * ({@link io.mcpgen.spring.boot.McpClientsAutoConfiguration}), and reports Micrometer metrics and an
 * Actuator health contributor.
 */
package io.mcpgen.spring.boot;
