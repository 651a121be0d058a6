package io.mcpgen.processor.model;

import java.util.List;
import java.util.Map;

/** How a union picks the member for a JSON object. Decided at compile time. */
public sealed interface Dispatch {

  /** Only one member is an object. */
  record Single(JavaTypeName member) implements Dispatch {}

  /**
   * A member whose value is a constant in every variant and different in each: {@code method},
   * {@code type}, {@code mode}, {@code resultType}.
   *
   * @param wireName the discriminating member
   * @param cases each constant value (its string) and the member it picks, in schema order
   * @param whenAbsent the member picked when the discriminator is missing, or null (an error)
   */
  record ByConst(String wireName, Map<String, JavaTypeName> cases, JavaTypeName whenAbsent) implements Dispatch {}

  /**
   * No constant tells the members apart: the object is buffered and the first rule that matches
   * picks the member. Rules are ordered most specific first.
   *
   * @param plan how the codec tries the rules
   */
  record ByShape(List<ShapeRule> rules, ShapePlan plan) implements Dispatch {}

  /**
   * One rule of a shape dispatch.
   *
   * @param member the member it picks
   * @param present members that must be present
   * @param values members whose value must be one of a few constants
   * @param nested required members whose value must be an object holding these members
   * @param anyPresent when not empty, at least one of these (members only this variant declares)
   *     must be present
   */
  record ShapeRule(
      JavaTypeName member,
      List<String> present,
      List<ValueRule> values,
      Map<String, List<String>> nested,
      List<String> anyPresent) {

    /** True when the rule holds for any object: once reached, it picks its member. */
    public boolean testsNothing() {
      return present.isEmpty() && values.isEmpty() && nested.isEmpty() && anyPresent.isEmpty();
    }
  }

  /**
   * A member whose value must be one of {@code allowed}, or may be missing when
   * {@code absentAllowed}.
   */
  record ValueRule(String wireName, List<Literal> allowed, boolean absentAllowed) {}
}
