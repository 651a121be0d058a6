package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Request headers as a server hands them over, field by field or as a map. */
class RequestHeadersTest {

  @Test
  void namesAreCaseInsensitiveAndRepeatedFieldsKeepEveryValueInOrder() {
    RequestHeaders headers = RequestHeaders.builder()
        .add("Host", "127.0.0.1")
        .add("Origin", "http://a")
        .add("origin", "http://b")
        .add("ORIGIN", "http://c")
        .add(null, "ignored")
        .add("Accept", null)
        .build();
    assertEquals("127.0.0.1", headers.first("host"));
    assertEquals(List.of("127.0.0.1"), headers.all("HOST"));
    assertEquals("http://a", headers.first("ORIGIN"));
    assertEquals(List.of("http://a", "http://b", "http://c"), headers.all("Origin"));
    assertNull(headers.first("Accept"));
    assertEquals(List.of(), headers.all("Accept"));
    assertEquals(Set.of("Host", "Origin"), headers.names(), "names keep the spelling of their first field");
    assertThrows(UnsupportedOperationException.class, () -> headers.all("Origin").add("http://d"));
    assertThrows(UnsupportedOperationException.class, () -> headers.all("Host").add("x"));
  }

  @Test
  void aBuilderUsedAfterBuildSaysSo() {
    RequestHeaders.Builder builder = RequestHeaders.builder().add("Host", "127.0.0.1");
    RequestHeaders built = builder.build();
    IllegalStateException reused = assertThrows(IllegalStateException.class, () -> builder.add("Host", "x"));
    assertTrue(reused.getMessage().contains("built already"), reused.getMessage());
    assertEquals(List.of("127.0.0.1"), built.all("host"), "the built headers stay as they were");
  }

  @Test
  void aMapReadsAsItsFieldsInOrder() {
    RequestHeaders headers = RequestHeaders.of(Map.of("X-Many", List.of("1", "2"), "x-one", List.of("3")));
    assertEquals(List.of("1", "2"), headers.all("x-many"));
    assertEquals("3", headers.first("X-One"));
    assertEquals("[x-many, x-one]", headers.toString());
  }
}
