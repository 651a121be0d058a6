package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decides, at compile time, how a union tells its object members apart: by a constant member when
 * one discriminates them all, otherwise by their shape.
 */
public final class UnionAnalysis {

  private UnionAnalysis() {}

  /** The dispatch for a union's object members (at least one). */
  public static Dispatch dispatch(List<ObjectMember> members) {
    if (members.size() == 1) {
      return new Dispatch.Single(members.get(0).type());
    }
    Optional<Dispatch.ByConst> byConst = byConst(members);
    if (byConst.isPresent()) {
      return byConst.get();
    }
    return byShape(members);
  }

  /**
   * A member that every variant fixes to a different constant. A variant where it may be missing
   * (an optional {@code mode}, an absent {@code resultType}) is picked when it is missing; only one
   * variant may be like that.
   */
  static Optional<Dispatch.ByConst> byConst(List<ObjectMember> members) {
    for (String candidate : members.get(0).schema().properties().keySet()) {
      Map<String, JavaTypeName> cases = new LinkedHashMap<>();
      JavaTypeName whenAbsent = null;
      boolean discriminates = true;
      for (ObjectMember member : members) {
        Literal fixed = member.fixedValue(candidate);
        if (fixed == null || fixed.kind() != Literal.Kind.STRING || cases.containsKey(fixed.text())) {
          discriminates = false;
          break;
        }
        cases.put(fixed.text(), member.type());
        boolean mayBeMissing = !KnownDefects.required(member.schema(), candidate) || member.absentMeansFixed(candidate);
        if (mayBeMissing) {
          if (whenAbsent != null) {
            discriminates = false;
            break;
          }
          whenAbsent = member.type();
        }
      }
      if (discriminates) {
        return Optional.of(new Dispatch.ByConst(candidate, cases, whenAbsent));
      }
    }
    return Optional.empty();
  }

  /**
   * Rules from each variant's required members, constant values and required nested members; a
   * variant that declares members no other variant declares also gets a rule that needs one of them,
   * tried first. Within each group the most specific rule goes first, ties in schema order. Two
   * variants with the same rule (2025-11-25's {@code GetTaskResult} and {@code CancelTaskResult})
   * cannot be told apart by shape: the earlier one wins, and the later one is read through its own
   * codec or through the request method ({@link #byMethod}). {@link ShapePlan} decides how the
   * codec tries the rules.
   */
  static Dispatch.ByShape byShape(List<ObjectMember> members) {
    List<Dispatch.ShapeRule> strong = new ArrayList<>();
    List<Dispatch.ShapeRule> plain = new ArrayList<>();
    for (ObjectMember member : members) {
      Dispatch.ShapeRule rule = plainRule(member);
      plain.add(rule);
      List<String> unique = uniqueOptionalMembers(member, members);
      if (!unique.isEmpty()) {
        strong.add(new Dispatch.ShapeRule(rule.member(), rule.present(), rule.values(), rule.nested(), unique));
      }
    }
    Comparator<Dispatch.ShapeRule> mostSpecificFirst = Comparator.comparingInt(UnionAnalysis::specificity).reversed();
    strong.sort(mostSpecificFirst);
    plain.sort(mostSpecificFirst);
    List<Dispatch.ShapeRule> rules = new ArrayList<>(strong);
    List<List<Object>> seen = new ArrayList<>();
    for (Dispatch.ShapeRule rule : plain) {
      // A rule equal to an earlier one could never match: leave it out.
      List<Object> conditions = List.of(rule.present(), rule.values(), rule.nested());
      if (!seen.contains(conditions)) {
        seen.add(conditions);
        rules.add(rule);
      }
    }
    return new Dispatch.ByShape(rules, ShapePlan.of(rules));
  }

  private static Dispatch.ShapeRule plainRule(ObjectMember member) {
    List<String> present = new ArrayList<>();
    List<Dispatch.ValueRule> values = new ArrayList<>();
    Map<String, List<String>> nested = new LinkedHashMap<>();
    for (Map.Entry<String, SchemaNode> property : member.schema().properties().entrySet()) {
      String name = property.getKey();
      SchemaNode node = property.getValue();
      boolean required = KnownDefects.required(member.schema(), name);
      Literal fixed = member.fixedValue(name);
      boolean absentOk = member.absentMeansFixed(name);
      // A member whose value is checked need not be checked for presence as well.
      if (fixed != null && (required || absentOk)) {
        values.add(new Dispatch.ValueRule(name, List.of(fixed), absentOk));
      } else if (required && node.enumValues() != null) {
        values.add(new Dispatch.ValueRule(name, node.enumValues(), false));
      } else if (required) {
        present.add(name);
      }
      if (required && node.ref() == null && !node.required().isEmpty()) {
        nested.put(name, node.required());
      }
    }
    return new Dispatch.ShapeRule(member.type(), present, values, nested, List.of());
  }

  private static List<String> uniqueOptionalMembers(ObjectMember member, List<ObjectMember> all) {
    List<String> unique = new ArrayList<>();
    for (String name : member.schema().properties().keySet()) {
      if (KnownDefects.required(member.schema(), name)) {
        continue;
      }
      boolean elsewhere = false;
      for (ObjectMember other : all) {
        if (other != member && other.schema().properties().containsKey(name)) {
          elsewhere = true;
          break;
        }
      }
      if (!elsewhere) {
        unique.add(name);
      }
    }
    return unique;
  }

  private static int specificity(Dispatch.ShapeRule rule) {
    int nested = rule.nested().values().stream().mapToInt(List::size).sum();
    // A member whose value is fixed says more than one that is merely present.
    return rule.present().size() + 2 * rule.values().size() + nested;
  }

  /**
   * For a union of results, which member answers which request method: {@code FooResult} answers
   * the method that {@code FooRequest} fixes. Empty when fewer than two members pair up.
   */
  public static Map<String, JavaTypeName> byMethod(List<ObjectMember> members, SchemaDocument document) {
    Map<String, JavaTypeName> byMethod = new LinkedHashMap<>();
    for (ObjectMember member : members) {
      String name = member.definitionName();
      if (name == null || !name.endsWith("Result")) {
        continue;
      }
      SchemaNode request = document.definitions().get(name.substring(0, name.length() - "Result".length()) + "Request");
      if (request == null) {
        continue;
      }
      ObjectSchema requestSchema = ObjectSchema.of(request, document);
      SchemaNode method = requestSchema.properties().get("method");
      if (method != null && method.constValue() != null && method.constValue().kind() == Literal.Kind.STRING) {
        byMethod.putIfAbsent(method.constValue().text(), member.type());
      }
    }
    return byMethod.size() < 2 ? Map.of() : byMethod;
  }
}
