package io.mcpgen.processor.model;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** How a union told apart by shape is read, decided from small schemas before any code is written. */
class ShapePlanTest {

  /** The {@code FieldSchema} union of the goldens' {@code unions.json}. */
  private static final String FIELD_SCHEMAS = """
      "Plain": {"type": "object", "properties": {"type": {"const": "string"}, "format": {"type": "string"}},
        "required": ["type"]},
      "Choice": {"type": "object", "properties": {"type": {"const": "string"}, "enum": {"type": "array"}},
        "required": ["type", "enum"]},
      "LegacyChoice": {"type": "object", "properties": {"type": {"const": "string"}, "enum": {"type": "array"},
        "enumNames": {"type": "array"}}, "required": ["type", "enum"]},
      "List": {"type": "object", "properties": {"type": {"const": "array"},
        "items": {"type": "object", "properties": {"enum": {"type": "array"}}, "required": ["enum"]}},
        "required": ["type", "items"]},
      "Toggle": {"type": "object", "properties": {"type": {"const": "boolean"}, "default": {"type": "boolean"}},
        "required": ["type"]}
      """;

  @Test
  void aKeyValueDecidesAloneOnlyWhenItsRulesPickOneMember() throws SchemaReadException {
    ShapePlan plan = plan(FIELD_SCHEMAS, "Plain", "Choice", "LegacyChoice", "List", "Toggle");
    assertEquals("type", plan.key());
    // "string" needs the other members to tell Plain, Choice and LegacyChoice apart; "array" needs items.
    assertEquals(Map.of(type("Toggle"), List.of("boolean")), plan.decidedByKey());
  }

  @Test
  void eachKeyValueTriesOnlyTheRulesThatAllowItUpToTheFirstThatTestsNothingElse() throws SchemaReadException {
    ShapePlan plan = plan(FIELD_SCHEMAS, "Plain", "Choice", "LegacyChoice", "List", "Toggle");
    assertEquals(List.of(), plan.rules());
    assertEquals(List.of("string", "boolean", "array"),
        plan.groups().stream().map(ShapePlan.KeyGroup::value).collect(Collectors.toList()));
    ShapePlan.KeyGroup strings = plan.groups().get(0);
    assertEquals(List.of("LegacyChoice", "Plain", "Choice", "Plain"), members(strings));
    assertTrue(last(strings).testsNothing(), "plain's own rule, less the key, is left with nothing to test");
    assertTrue(strings.rules().stream().allMatch(rule -> rule.values().isEmpty()), "the group has tested the key");
    ShapePlan.KeyGroup arrays = plan.groups().get(2);
    assertEquals(List.of("List"), members(arrays));
    assertFalse(last(arrays).testsNothing());
  }

  @Test
  void probeBitsFollowTheOrderTheRulesFirstNameTheirTests() throws SchemaReadException {
    ProbeTests probe = plan(FIELD_SCHEMAS, "Plain", "Choice", "LegacyChoice", "List", "Toggle").probe();
    assertNotNull(probe);
    assertEquals(List.of("HAS_ENUM", "TYPE_IS_STRING", "HAS_ENUM_NAMES", "HAS_FORMAT", "TYPE_IS_BOOLEAN",
            "HAS_DEFAULT", "HAS_ITEMS", "TYPE_IS_ARRAY", "ITEMS_HAS_ENUM"),
        probe.tests().stream().map(probe::constant).collect(Collectors.toList()));
    assertEquals("TYPE_IS_BOOLEAN", probe.equalBit("type", Literal.string("boolean")));
  }

  @Test
  void withoutAStringKeyEveryRuleIsTriedInOrder() throws SchemaReadException {
    ShapePlan plan = plan("""
        "Legacy": {"type": "object", "properties": {"version": {"const": 1}, "body": {"type": "string"}},
          "required": ["version", "body"]},
        "Current": {"type": "object", "properties": {"version": {"const": 2}, "parts": {"type": "array"}},
          "required": ["version", "parts"]}
        """, "Legacy", "Current");
    assertNull(plan.key());
    assertEquals(List.of(), plan.groups());
    assertEquals(Map.of(), plan.decidedByKey());
    assertEquals(List.of(type("Legacy"), type("Current")),
        plan.rules().stream().map(Dispatch.ShapeRule::member).collect(Collectors.toList()));
  }

  @Test
  void pastTheProbesTestsTheShapeIsLookedAtAndNumbersGetConstantsOfTheirOwn() throws SchemaReadException {
    ShapePlan plan = plan("""
        "A": {"type": "object", "properties": {"type": {"enum": ["one", "two"]}, "a-b": {"const": 3}%s},
          "required": ["type", "a-b"%s]},
        "B": {"type": "object", "properties": {"type": {"const": "two"}, "a_b": {"const": 3}},
          "required": ["type", "a_b"]}
        """.formatted(properties("p", 64), names("p", 64)), "A", "B");
    assertNull(plan.probe());
    assertEquals(Map.of(), plan.decidedByKey(), "only a probe reads the first member ahead");
    assertEquals(List.of("type", "a-b", "a_b"), plan.comparedMembers());
    // Both members are A_B as constants; the second number is named apart.
    assertEquals(Map.of(new ShapePlan.ComparedNumber("a-b", "3"), "A_B_3", new ShapePlan.ComparedNumber("a_b", "3"),
        "A_B_32"), plan.numberConstants());
  }

  private static ShapePlan plan(String definitions, String... union) throws SchemaReadException {
    String json = "{\"$defs\": {" + definitions + "}}";
    SchemaDocument document = SchemaReader.read(json.getBytes(StandardCharsets.UTF_8), "test");
    List<ObjectMember> members = new ArrayList<>();
    for (String name : union) {
      members.add(new ObjectMember(type(name), ObjectSchema.of(document.definition(name), document), name));
    }
    Dispatch dispatch = UnionAnalysis.dispatch(members);
    assertTrue(dispatch instanceof Dispatch.ByShape, () -> "told apart by shape: " + dispatch);
    return ((Dispatch.ByShape) dispatch).plan();
  }

  private static JavaTypeName type(String name) {
    return JavaTypeName.topLevel("test", name);
  }

  private static List<String> members(ShapePlan.KeyGroup group) {
    return group.rules().stream().map(rule -> rule.member().simpleName()).collect(Collectors.toList());
  }

  private static Dispatch.ShapeRule last(ShapePlan.KeyGroup group) {
    return group.rules().get(group.rules().size() - 1);
  }

  private static String properties(String prefix, int count) {
    StringBuilder properties = new StringBuilder();
    for (int i = 0; i < count; i++) {
      properties.append(", \"").append(prefix).append(i).append("\": {\"type\": \"string\"}");
    }
    return properties.toString();
  }

  private static String names(String prefix, int count) {
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < count; i++) {
      names.append(", \"").append(prefix).append(i).append('"');
    }
    return names.toString();
  }
}
