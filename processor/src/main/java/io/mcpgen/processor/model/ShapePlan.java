package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How a union codec reads an object told apart by shape: what it looks ahead with, which rules it
 * tries in which order, and which values of a leading member decide alone. Decided here, from the
 * rules only, so the codec writer just spells it out.
 *
 * @param probe the tests as bits of a {@code ShapeProbe}; null when the rules make more tests than
 *     a probe answers, and the codec looks at an {@code ObjectShape} instead
 * @param key the member every rule wants to be one of a few strings (a {@code type} that tells the
 *     schemas apart), so its value is tested once per group; null when the rules share none
 * @param rules without a key, every rule, tried in order; empty with a key
 * @param groups with a key, one group per value the rules allow, in the order they first allow it;
 *     empty without a key
 * @param decidedByKey the key values that decide the member alone, by the member they decide, in
 *     group order; acted on when the object starts with the key. Empty without a probe: only a
 *     probe reads the first member ahead
 * @param comparedMembers the members whose values the rules compare, in the order the rules name
 *     them: what an {@code ObjectShape} keeps. Empty with a probe
 * @param numberConstants the constant each number a rule compares with is parsed into once, in the
 *     order the codec tests them. Empty with a probe, whose bits compare numbers
 */
public record ShapePlan(
    ProbeTests probe,
    String key,
    List<Dispatch.ShapeRule> rules,
    List<KeyGroup> groups,
    Map<JavaTypeName, List<String>> decidedByKey,
    List<String> comparedMembers,
    Map<ComparedNumber, String> numberConstants) {

  /** The codec's own constants: no test or number constant may take their names. */
  static final Set<String> CODEC_CONSTANTS = Set.of("INSTANCE", "COMPARED_MEMBERS", "PROBE");

  /**
   * The rules that allow one value of the key, in order, each less its test on the key (the group
   * has made it). It ends at the first rule left with nothing to test: the rules after it in the
   * group are never reached.
   */
  public record KeyGroup(String value, List<Dispatch.ShapeRule> rules) {

    public KeyGroup {
      rules = List.copyOf(rules);
    }
  }

  /** A number member {@code member} is compared with, spelled as the schema writes it. */
  public record ComparedNumber(String member, String number) {}

  public ShapePlan {
    rules = List.copyOf(rules);
    groups = List.copyOf(groups);
    Map<JavaTypeName, List<String>> decided = new LinkedHashMap<>();
    decidedByKey.forEach((member, values) -> decided.put(member, List.copyOf(values)));
    decidedByKey = Collections.unmodifiableMap(decided);
    comparedMembers = List.copyOf(comparedMembers);
    numberConstants = Collections.unmodifiableMap(new LinkedHashMap<>(numberConstants));
  }

  /** The plan for {@code rules}, ordered most specific first as {@link UnionAnalysis} leaves them. */
  static ShapePlan of(List<Dispatch.ShapeRule> rules) {
    ProbeTests tests = ProbeTests.of(rules, CODEC_CONSTANTS);
    ProbeTests probe = tests.size() <= ProbeTests.MAX_BITS ? tests : null;
    String key = commonStringKey(rules);
    List<KeyGroup> groups = key == null ? List.of() : groups(rules, key);
    List<Dispatch.ShapeRule> ungrouped = key == null ? rules : List.of();
    if (probe != null) {
      return new ShapePlan(probe, key, ungrouped, groups, decidedByKey(groups), List.of(), Map.of());
    }
    List<Dispatch.ShapeRule> tested = new ArrayList<>(ungrouped);
    groups.forEach(group -> tested.addAll(group.rules()));
    return new ShapePlan(null, key, ungrouped, groups, Map.of(), comparedMembers(rules), numberConstants(tested));
  }

  /**
   * The member that every rule requires to be one of a few strings, or null when the rules share
   * none: the first such member of the first rule.
   */
  private static String commonStringKey(List<Dispatch.ShapeRule> rules) {
    if (rules.size() < 2) {
      return null;
    }
    for (Dispatch.ValueRule candidate : rules.get(0).values()) {
      boolean everyRule = true;
      for (Dispatch.ShapeRule rule : rules) {
        everyRule &= !allowedStrings(rule, candidate.wireName()).isEmpty();
      }
      if (everyRule) {
        return candidate.wireName();
      }
    }
    return null;
  }

  /**
   * An object holds one value for the key, so for each value only the rules that allow it need
   * trying, in their order, each without its test on the key.
   */
  private static List<KeyGroup> groups(List<Dispatch.ShapeRule> rules, String key) {
    Set<String> keyValues = new LinkedHashSet<>();
    for (Dispatch.ShapeRule rule : rules) {
      keyValues.addAll(allowedStrings(rule, key));
    }
    List<KeyGroup> groups = new ArrayList<>();
    for (String keyValue : keyValues) {
      List<Dispatch.ShapeRule> tried = new ArrayList<>();
      for (Dispatch.ShapeRule rule : rules) {
        if (!allowedStrings(rule, key).contains(keyValue)) {
          continue;
        }
        Dispatch.ShapeRule rest = withoutTestsOn(rule, key);
        tried.add(rest);
        if (rest.testsNothing()) {
          break;
        }
      }
      groups.add(new KeyGroup(keyValue, tried));
    }
    return groups;
  }

  /**
   * A key value decides alone when its group ends in a rule with nothing else to test and every
   * rule before it picks the same member: whatever else the object holds, that member is chosen.
   */
  private static Map<JavaTypeName, List<String>> decidedByKey(List<KeyGroup> groups) {
    Map<JavaTypeName, List<String>> decided = new LinkedHashMap<>();
    for (KeyGroup group : groups) {
      List<Dispatch.ShapeRule> tried = group.rules();
      Dispatch.ShapeRule last = tried.get(tried.size() - 1);
      boolean oneMember = tried.stream().allMatch(rule -> rule.member().equals(last.member()));
      if (last.testsNothing() && oneMember) {
        decided.computeIfAbsent(last.member(), member -> new ArrayList<>()).add(group.value());
      }
    }
    return decided;
  }

  /**
   * The strings a rule requires member {@code key} to be, when it requires the member present
   * and a string; otherwise empty.
   */
  private static List<String> allowedStrings(Dispatch.ShapeRule rule, String key) {
    for (Dispatch.ValueRule value : rule.values()) {
      if (value.wireName().equals(key)) {
        if (value.absentAllowed()
            || value.allowed().stream().anyMatch(literal -> literal.kind() != Literal.Kind.STRING)) {
          return List.of();
        }
        return value.allowed().stream().map(Literal::text).collect(Collectors.toList());
      }
    }
    return List.of();
  }

  /** The rule less its tests on {@code member}. */
  private static Dispatch.ShapeRule withoutTestsOn(Dispatch.ShapeRule rule, String member) {
    List<String> present = rule.present().stream().filter(name -> !name.equals(member)).collect(Collectors.toList());
    List<Dispatch.ValueRule> values = rule.values().stream().filter(value -> !value.wireName().equals(member))
        .collect(Collectors.toList());
    return new Dispatch.ShapeRule(rule.member(), present, values, rule.nested(), rule.anyPresent());
  }

  private static List<String> comparedMembers(List<Dispatch.ShapeRule> rules) {
    Set<String> names = new LinkedHashSet<>();
    for (Dispatch.ShapeRule rule : rules) {
      for (Dispatch.ValueRule value : rule.values()) {
        names.add(value.wireName());
      }
      names.addAll(rule.nested().keySet());
    }
    return new ArrayList<>(names);
  }

  /** One constant per member and number, named in the order {@code tested} compares them. */
  private static Map<ComparedNumber, String> numberConstants(List<Dispatch.ShapeRule> tested) {
    Set<String> taken = new HashSet<>(CODEC_CONSTANTS);
    Map<ComparedNumber, String> constants = new LinkedHashMap<>();
    for (Dispatch.ShapeRule rule : tested) {
      for (Dispatch.ValueRule value : rule.values()) {
        for (Literal literal : value.allowed()) {
          if (literal.kind() != Literal.Kind.INTEGER && literal.kind() != Literal.Kind.NUMBER) {
            continue;
          }
          constants.computeIfAbsent(new ComparedNumber(value.wireName(), literal.text()), number -> {
            String name = JavaNames.unique(JavaNames.enumConstant(number.member()) + "_" + ProbeTests.spelled(literal),
                taken);
            taken.add(name);
            return name;
          });
        }
      }
    }
    return constants;
  }
}
