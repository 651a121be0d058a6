package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Describes an MCP server written elsewhere, so mcpgen writes a typed client for it,
 * {@code <Interface>McpClient}, and nothing else.
 *
 * <pre>{@code
 * @McpClient
 * public interface Weather {
 *   @Tool("get_forecast")
 *   Forecast forecast(Place place, @Elicit Elicited<Units> units);
 * }
 *
 * try (WeatherMcpClient weather = WeatherMcpClient.builder(transport)
 *     .onUnits(question -> Elicited.accepted(new Units("metric")))
 *     .build()) {
 *   Forecast forecast = weather.forecast(new Place("Lisbon"));
 * }
 * }</pre>
 *
 * <p>The interface is written exactly like an {@link McpServer} interface; the input
 * declarations tell the client which questions the server asks ({@code key} must be the
 * server's), so that each is answered by a typed hook. Their messages, prompts and URLs are the
 * server's business and may be left out.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface McpClient {
}
