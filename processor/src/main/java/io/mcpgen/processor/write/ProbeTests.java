package io.mcpgen.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.mcpgen.processor.model.Dispatch;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.Literal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The tests a shape dispatch's rules make, each one bit of the union codec's {@code ShapeProbe}
 * (a member present, a member equal to a constant, a member an object holding some members), and
 * the rules written as masks over those bits. Bits follow the order the rules first name them.
 */
final class ProbeTests {

  /** Most tests a probe answers ({@code ShapeProbe.MAX_TESTS} in the runtime). */
  static final int MAX_BITS = 63;

  /** One test; {@code literal} for a value test, {@code inner} for a nested one, neither for presence. */
  private record Test(String member, Literal literal, List<String> inner) {}

  /** Every test, in bit order, with the name of its bit's constant. */
  private final Map<Test, String> constants = new LinkedHashMap<>();
  private final Set<String> taken;

  private ProbeTests(Set<String> taken) {
    this.taken = taken;
  }

  /**
   * The tests of {@code byShape}'s rules; constant names are made unique against, and added to,
   * {@code taken}.
   */
  static ProbeTests of(Dispatch.ByShape byShape, Set<String> taken) {
    ProbeTests tests = new ProbeTests(taken);
    for (Dispatch.ShapeRule rule : byShape.rules()) {
      rule.present().forEach(tests::present);
      for (Dispatch.ValueRule value : rule.values()) {
        if (value.absentAllowed()) {
          tests.present(value.wireName());
        }
        value.allowed().forEach(literal -> tests.equal(value.wireName(), literal));
      }
      rule.nested().forEach(tests::nested);
      rule.anyPresent().forEach(tests::present);
    }
    return tests;
  }

  /** How many bits the tests take. */
  int size() {
    return constants.size();
  }

  /** {@code PROBE}: the probe that answers every test, built in bit order. */
  FieldSpec probe() {
    CodeBlock.Builder builder = CodeBlock.builder().add("$T.builder()\n", RuntimeNames.SHAPE_PROBE).indent().indent();
    for (Test test : constants.keySet()) {
      if (test.inner() != null) {
        builder.add(".hasAll($S", test.member());
        test.inner().forEach(inner -> builder.add(", $S", inner));
        builder.add(")\n");
      } else if (test.literal() != null) {
        builder.add(".is($S, $L)\n", test.member(), literalValue(test.literal()));
      } else {
        builder.add(".has($S)\n", test.member());
      }
    }
    builder.add(".build()").unindent().unindent();
    return FieldSpec.builder(RuntimeNames.SHAPE_PROBE, "PROBE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The tests the rules make, one bit each (the constants below, in this order).\n")
        .initializer(builder.build())
        .build();
  }

  /** One {@code long} constant per test: its bit. */
  List<FieldSpec> bits() {
    List<FieldSpec> fields = new ArrayList<>();
    int bit = 0;
    for (String constant : constants.values()) {
      fields.add(FieldSpec.builder(long.class, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("1L << $L", bit++)
          .build());
    }
    return fields;
  }

  /** The bit of "member {@code member} is the string {@code value}". */
  String stringBit(String member, String value) {
    return constants.get(new Test(member, Literal.string(value), null));
  }

  /**
   * The rule's test over {@code shape}, leaving out the one on member {@code tested} (null: none
   * left out); null when nothing is left.
   */
  CodeBlock condition(Dispatch.ShapeRule rule, String tested) {
    List<CodeBlock> terms = new ArrayList<>();
    List<String> required = rule.present().stream().filter(member -> !member.equals(tested))
        .map(member -> constants.get(new Test(member, null, null))).collect(Collectors.toList());
    if (!required.isEmpty()) {
      terms.add(CodeBlock.of("$T.all(shape, $L)", RuntimeNames.SHAPE_PROBE, String.join(" | ", required)));
    }
    for (Dispatch.ValueRule value : rule.values()) {
      if (value.wireName().equals(tested)) {
        continue;
      }
      String allowed = value.allowed().stream().map(literal -> constants.get(new Test(value.wireName(), literal, null)))
          .collect(Collectors.joining(" | "));
      CodeBlock any = CodeBlock.of("$T.any(shape, $L)", RuntimeNames.SHAPE_PROBE, allowed);
      if (value.absentAllowed()) {
        any = CodeBlock.of("($T.none(shape, $L) || $L)", RuntimeNames.SHAPE_PROBE,
            constants.get(new Test(value.wireName(), null, null)), any);
      }
      terms.add(any);
    }
    for (Map.Entry<String, List<String>> nested : rule.nested().entrySet()) {
      terms.add(CodeBlock.of("$T.all(shape, $L)", RuntimeNames.SHAPE_PROBE,
          constants.get(new Test(nested.getKey(), null, nested.getValue()))));
    }
    if (!rule.anyPresent().isEmpty()) {
      String any = rule.anyPresent().stream().map(member -> constants.get(new Test(member, null, null)))
          .collect(Collectors.joining(" | "));
      terms.add(CodeBlock.of("$T.any(shape, $L)", RuntimeNames.SHAPE_PROBE, any));
    }
    if (terms.isEmpty()) {
      return tested == null ? CodeBlock.of("true") : null;
    }
    return CodeBlock.join(terms, "\n    && ");
  }

  private void present(String member) {
    add(new Test(member, null, null), "HAS_" + JavaNames.enumConstant(member));
  }

  private void equal(String member, Literal literal) {
    add(new Test(member, literal, null), JavaNames.enumConstant(member) + "_IS_" + spelled(literal));
  }

  private void nested(String member, List<String> inner) {
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
  private static String spelled(Literal literal) {
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

  /** The literal as the runtime value the probe compares with. */
  private static CodeBlock literalValue(Literal literal) {
    switch (literal.kind()) {
      case STRING:
        return CodeBlock.of("$S", literal.text());
      case INTEGER:
      case NUMBER:
        return CodeBlock.of("$T.parse($S)", RuntimeNames.JSON_NUMBER, literal.text());
      case BOOLEAN:
        return CodeBlock.of("$T.of($L)", RuntimeNames.JSON_BOOLEAN, literal.text());
      default:
        return CodeBlock.of("$T.INSTANCE", RuntimeNames.JSON_NULL);
    }
  }
}
