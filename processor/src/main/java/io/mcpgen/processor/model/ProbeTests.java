package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tests a shape dispatch's rules make, each one bit of the union codec's {@code ShapeProbe}
 * (a member present, a member equal to a constant, a member an object holding some members), with
 * the name of each bit's constant. Bits follow the order the rules first name them, so the same
 * rules always number their tests the same way.
 */
public final class ProbeTests {

  /** Most tests a probe answers ({@code ShapeProbe.MAX_TESTS} in the runtime). */
  public static final int MAX_BITS = 63;

  /**
   * One test; {@code literal} for a value test, {@code inner} for a nested one, neither for presence.
   */
  public record Test(String member, Literal literal, List<String> inner) {}

  /** Every test, in bit order, with the name of its bit's constant. */
  private final Map<Test, String> constants = new LinkedHashMap<>();
  /** Names constants may not take: the codec's own and those already given. */
  private final Set<String> taken;

  private ProbeTests(Set<String> reserved) {
    this.taken = new HashSet<>(reserved);
  }

  /** The tests of {@code rules}, their constants named apart from {@code reserved}. */
  static ProbeTests of(List<Dispatch.ShapeRule> rules, Set<String> reserved) {
    ProbeTests tests = new ProbeTests(reserved);
    for (Dispatch.ShapeRule rule : rules) {
      rule.present().forEach(tests::addPresent);
      for (Dispatch.ValueRule value : rule.values()) {
        if (value.absentAllowed()) {
          tests.addPresent(value.wireName());
        }
        value.allowed().forEach(literal -> tests.addEqual(value.wireName(), literal));
      }
      rule.nested().forEach(tests::addNested);
      rule.anyPresent().forEach(tests::addPresent);
    }
    return tests;
  }

  /** How many bits the tests take. */
  public int size() {
    return constants.size();
  }

  /** Every test, in bit order. */
  public List<Test> tests() {
    return Collections.unmodifiableList(new ArrayList<>(constants.keySet()));
  }

  /** The name of {@code test}'s bit constant. */
  public String constant(Test test) {
    return constants.get(test);
  }

  /** The bit of "member {@code member} is present". */
  public String presentBit(String member) {
    return constants.get(new Test(member, null, null));
  }

  /** The bit of "member {@code member} is {@code literal}". */
  public String equalBit(String member, Literal literal) {
    return constants.get(new Test(member, literal, null));
  }

  /** The bit of "member {@code member} is an object holding {@code inner}". */
  public String nestedBit(String member, List<String> inner) {
    return constants.get(new Test(member, null, inner));
  }

  private void addPresent(String member) {
    add(new Test(member, null, null), "HAS_" + JavaNames.enumConstant(member));
  }

  private void addEqual(String member, Literal literal) {
    add(new Test(member, literal, null), JavaNames.enumConstant(member) + "_IS_" + spelled(literal));
  }

  private void addNested(String member, List<String> inner) {
    add(new Test(member, null, List.copyOf(inner)), JavaNames.enumConstant(member) + "_HAS_"
        + inner.stream().map(JavaNames::enumConstant).collect(Collectors.joining("_")));
  }

  private void add(Test test, String name) {
    if (!constants.containsKey(test)) {
      String unique = JavaNames.unique(name, taken);
      taken.add(unique);
      constants.put(test, unique);
    }
  }

  /** A literal as a constant's name part: {@code ACCEPT}, {@code MINUS_1_5}, {@code TRUE}, {@code NULL}. */
  static String spelled(Literal literal) {
    switch (literal.kind()) {
      case STRING:
        return JavaNames.enumConstant(literal.text());
      case INTEGER:
      case NUMBER:
        return literal.text().replace("-", "MINUS_").replace("+", "").replace('.', '_').toUpperCase(Locale.ROOT);
      default:
        return JavaNames.enumConstant(literal.text());
    }
  }
}
