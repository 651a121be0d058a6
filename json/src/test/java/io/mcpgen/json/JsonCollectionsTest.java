package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonCollectionsTest {

  @Test
  void aMapReadByACodecIsNotCopiedAgain() {
    Map<String, JsonValue> read = Json.decode("{\"b\":1,\"a\":2}", JsonCodecs.mapOf(JsonCodecs.VALUE));
    assertSame(read, JsonCollections.copyOf(read));
    assertEquals(List.of("b", "a"), List.copyOf(read.keySet()));
  }

  @Test
  void aListReadByACodecIsImmutableInOrderAndNotCopiedAgain() {
    for (int size = 0; size <= 5; size++) {
      StringBuilder json = new StringBuilder("[ ");
      List<String> expected = new java.util.ArrayList<>();
      for (int i = 0; i < size; i++) {
        json.append(i == 0 ? "" : " , ").append('"').append((char) ('e' - i)).append('"');
        expected.add(String.valueOf((char) ('e' - i)));
      }
      List<String> read = Json.decode(json.append(" ]").toString(), JsonCodecs.listOf(JsonCodecs.STRING));
      assertEquals(expected, read, "size " + size);
      assertSame(read, List.copyOf(read), "size " + size);
      assertThrows(UnsupportedOperationException.class, () -> read.add("x"));
    }
  }

  @Test
  void aListWithABadItemIsRefusedWhereverTheItemStands() {
    for (String json : List.of("[1]", "[\"a\",1]", "[\"a\",\"b\",1]", "[\"a\",\"b\",\"c\",1]", "[\"a\" \"b\"]",
        "[\"a\",\"b\"", "[\"a\",\"b\",\"c\",]")) {
      assertThrows(JsonException.class, () -> Json.decode(json, JsonCodecs.listOf(JsonCodecs.STRING)), json);
    }
  }

  @Test
  void aCallersMapIsCopiedInOrderAndFrozen() {
    LinkedHashMap<String, Integer> mine = new LinkedHashMap<>();
    mine.put("z", 1);
    mine.put("a", 2);
    Map<String, Integer> copy = JsonCollections.copyOf(mine);
    assertNotSame(mine, copy);
    mine.put("late", 3);
    assertEquals(List.of("z", "a"), List.copyOf(copy.keySet()));
    assertThrows(UnsupportedOperationException.class, () -> copy.put("x", 1));
    assertThrows(UnsupportedOperationException.class, () -> copy.entrySet().iterator().next().setValue(9));
    assertEquals(Map.of("z", 1, "a", 2), copy);
  }

  @Test
  void nullKeysAreRefused() {
    Map<String, Integer> withNull = new HashMap<>();
    withNull.put(null, 1);
    assertThrows(NullPointerException.class, () -> JsonCollections.copyOf(withNull));
  }

  @Test
  void aListReadByACodecIsOneThatListCopyOfKeeps() {
    List<String> read = Json.decode("[\"a\",\"b\"]", JsonCodecs.listOf(JsonCodecs.STRING));
    assertSame(read, List.copyOf(read));
  }
}
