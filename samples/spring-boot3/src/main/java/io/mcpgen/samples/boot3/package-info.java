/**
 * A Spring Boot 3.5 service that serves its own {@code @McpServer} interface, {@link
 * io.mcpgen.samples.boot3.RoomDesk}, with {@code mcpgen-spring-boot3-starter}.
 */
package io.mcpgen.samples.boot3;
