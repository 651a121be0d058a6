package io.mcpgen.runtime.skills;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import org.junit.jupiter.api.Test;

class FrontMatterTest {

  @Test
  void readsScalarsNestedMappingsAndListsTypedAsYamlTypesThem() {
    JsonObject read = FrontMatter.parse("---\n"
        + "name: pdf-processing\n"
        + "description: \"Extract: fill\" # a comment\n"
        + "quoted: 'it''s'\n"
        + "enabled: true\n"
        + "count: 3\n"
        + "ratio: 1.5\n"
        + "nothing: ~\n"
        + "metadata:\n"
        + "  author: someone\n"
        + "  version: \"1.0\"\n"
        + "allowed:\n"
        + "- Read\n"
        + "- Write\n"
        + "---\n\nBody: not front matter.\n");
    assertEquals(Json.parse("{\"name\":\"pdf-processing\",\"description\":\"Extract: fill\",\"quoted\":\"it's\","
        + "\"enabled\":true,\"count\":3,\"ratio\":1.5,\"nothing\":null,"
        + "\"metadata\":{\"author\":\"someone\",\"version\":\"1.0\"},\"allowed\":[\"Read\",\"Write\"]}"), read);
  }

  @Test
  void acceptsCrlfAndAByteOrderMark() {
    assertEquals(Json.parse("{\"name\":\"a\"}"), FrontMatter.parse("\uFEFF---\r\nname: a\r\n---\r\n"));
  }

  @Test
  void refusesTextWithoutFrontMatter() {
    FrontMatterException missing = assertThrows(FrontMatterException.class, () -> FrontMatter.parse("# Title\n"));
    assertTrue(missing.getMessage().contains("does not begin with a ---"), missing.getMessage());
    assertThrows(FrontMatterException.class, () -> FrontMatter.parse("---\nname: a\n"));
  }

  @Test
  void refusesYamlItDoesNotReadRatherThanGuessing() {
    assertMessage("---\nname: [a, b]\n---\n", "line 2");
    assertMessage("---\ndescription: |\n  text\n---\n", "block scalars");
    assertMessage("---\nname: a\nname: b\n---\n", "appears twice");
    assertMessage("---\nname: a: b\n---\n", "quote the value");
    assertMessage("---\nname: \"open\n---\n", "unterminated");
    assertMessage("---\n\tname: a\n---\n", "tab");
    assertMessage("---\njust words\n---\n", "expected 'key: value'");
  }

  private static void assertMessage(String skillMd, String expected) {
    FrontMatterException refused = assertThrows(FrontMatterException.class, () -> FrontMatter.parse(skillMd));
    assertTrue(refused.getMessage().contains(expected), refused.getMessage());
  }
}
