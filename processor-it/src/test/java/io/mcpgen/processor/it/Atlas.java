package io.mcpgen.processor.it;

import io.mcpgen.annotations.Cached;
import io.mcpgen.annotations.Complete;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.runtime.server.Completion;
import java.util.List;
import java.util.Optional;

/** A server whose prompt arguments and template variables complete, with cache hints per list and resource. */
@McpServer(name = "atlas")
@Cached(ttlMs = 900_000, scope = Cached.Scope.PUBLIC)
public interface Atlas {

  /** Plans a trip. */
  @Prompt("trip")
  String trip(Trip trip);

  /** A city's page. */
  @Resource(uri = "atlas://{country}/{city}")
  @Cached(ttlMs = 30_000, scope = Cached.Scope.PUBLIC)
  String city(String country, String city);

  /** The world map, cached by nobody. */
  @Resource(uri = "atlas://map")
  String map();

  /** Countries starting with what was typed. */
  @Complete(prompt = "trip", argument = "country")
  List<String> countries(String typed);

  /** Cities of the country already chosen (any country when none is). */
  @Complete(prompt = "trip", argument = "city")
  List<String> cities(String typed, Optional<String> country);

  /** Cities of the template's country. */
  @Complete(template = "atlas://{country}/{city}", argument = "city")
  Completion templateCities(String typed, String country);

  /** Where and when. */
  record Trip(String country, String city, Optional<String> month) {}
}
