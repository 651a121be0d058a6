package io.mcpgen.processor.it;

import io.mcpgen.runtime.server.Completion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link Atlas} over a small fixed gazetteer. */
final class AtlasBook implements Atlas {

  static final Map<String, List<String>> CITIES = Map.of(
      "france", List.of("paris", "pau", "lyon"),
      "portugal", List.of("porto", "lisbon"));

  @Override
  public String trip(Trip trip) {
    return "Plan " + trip.city() + ", " + trip.country();
  }

  @Override
  public String city(String country, String city) {
    return city + " in " + country;
  }

  @Override
  public String map() {
    return "the map";
  }

  @Override
  public List<String> countries(String typed) {
    return CITIES.keySet().stream().filter(country -> country.startsWith(typed)).sorted().toList();
  }

  @Override
  public List<String> cities(String typed, Optional<String> country) {
    List<String> all = new ArrayList<>();
    CITIES.forEach((name, cities) -> {
      if (country.isEmpty() || country.get().equals(name)) {
        all.addAll(cities);
      }
    });
    return all.stream().filter(city -> city.startsWith(typed)).sorted().toList();
  }

  @Override
  public Completion templateCities(String typed, String country) {
    List<String> cities = country == null ? List.of() : CITIES.getOrDefault(country, List.of());
    List<String> matching = cities.stream().filter(city -> city.startsWith(typed)).toList();
    return new Completion(matching, null, false);
  }
}
