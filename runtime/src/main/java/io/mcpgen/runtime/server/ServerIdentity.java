package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * What an {@code @McpServer} interface says about the server: the {@code name}, {@code version}
 * and optional {@code title} of its {@code serverInfo}, and the optional {@code instructions} for
 * models. Frameworks that assemble an engine from several sources (the Spring Boot starter) start
 * from it and let their own configuration override what is set there.
 *
 * @param name the server's name; never blank
 * @param version its version
 * @param title a human-readable title, or null
 * @param instructions guidance for models, or null
 */
public record ServerIdentity(String name, String version, String title, String instructions) {

  public ServerIdentity {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(version, "version");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a server's name must not be blank");
    }
  }

  /** The {@code Implementation} object sent as {@code serverInfo}. */
  public JsonObject serverInfo() {
    JsonObject.Builder info = JsonObject.builder().put("name", name).put("version", version);
    if (title != null) {
      info.put("title", title);
    }
    return info.build();
  }
}
