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
 *
 * <p>For a server written elsewhere, give a {@link #snapshot()} of what it publishes instead, on an
 * empty interface: every tool, prompt and resource template becomes a typed method, and the records
 * of their schemas are generated into {@link #packageName()}.
 *
 * <pre>{@code
 * @McpClient(snapshot = "src/main/mcp/github.json")
 * public interface GitHub {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface McpClient {

  /**
   * A snapshot file made by {@code mcpgen-cli snapshot} (or the {@code mcpgen:snapshot} goal): the
   * client's methods and records come from it, and the interface stays empty. A relative path is
   * resolved against the processor option {@code mcpgen.projectDir} when it is given (in Maven,
   * {@code <arg>-Amcpgen.projectDir=${project.basedir}</arg>}: a reactor build runs javac in the top
   * directory), else against the compiler's working directory.
   */
  String snapshot() default "";

  /**
   * The package of the records generated from a snapshot's schemas. Empty means a package named
   * after the interface, inside the interface's package ({@code com.acme.github} for
   * {@code com.acme.GitHub}).
   */
  String packageName() default "";
}
