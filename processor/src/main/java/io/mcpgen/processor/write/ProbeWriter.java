package io.mcpgen.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.mcpgen.processor.model.Dispatch;
import io.mcpgen.processor.model.Literal;
import io.mcpgen.processor.model.ProbeTests;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a union codec's {@code ShapeProbe}: the probe that answers the numbered tests, one
 * {@code long} constant per bit, and each rule as masks over those bits.
 */
final class ProbeWriter {

  private ProbeWriter() {}

  /** {@code PROBE}: the probe that answers every test, built in bit order. */
  static FieldSpec probe(ProbeTests tests) {
    CodeBlock.Builder builder = CodeBlock.builder().add("$T.builder()\n", RuntimeNames.SHAPE_PROBE).indent().indent();
    for (ProbeTests.Test test : tests.tests()) {
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
  static List<FieldSpec> bits(ProbeTests tests) {
    List<FieldSpec> fields = new ArrayList<>();
    int bit = 0;
    for (ProbeTests.Test test : tests.tests()) {
      fields.add(FieldSpec.builder(long.class, tests.constant(test), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("1L << $L", bit++)
          .build());
    }
    return fields;
  }

  /** The rule's test over {@code shape}; {@code true} when it tests nothing. */
  static CodeBlock condition(ProbeTests tests, Dispatch.ShapeRule rule) {
    List<CodeBlock> terms = new ArrayList<>();
    List<String> required = rule.present().stream().map(tests::presentBit).collect(Collectors.toList());
    if (!required.isEmpty()) {
      terms.add(CodeBlock.of("$T.all(shape, $L)", RuntimeNames.SHAPE_PROBE, String.join(" | ", required)));
    }
    for (Dispatch.ValueRule value : rule.values()) {
      String allowed = value.allowed().stream().map(literal -> tests.equalBit(value.wireName(), literal))
          .collect(Collectors.joining(" | "));
      CodeBlock any = CodeBlock.of("$T.any(shape, $L)", RuntimeNames.SHAPE_PROBE, allowed);
      if (value.absentAllowed()) {
        any = CodeBlock.of("($T.none(shape, $L) || $L)", RuntimeNames.SHAPE_PROBE, tests.presentBit(value.wireName()),
            any);
      }
      terms.add(any);
    }
    for (Map.Entry<String, List<String>> nested : rule.nested().entrySet()) {
      terms.add(CodeBlock.of("$T.all(shape, $L)", RuntimeNames.SHAPE_PROBE,
          tests.nestedBit(nested.getKey(), nested.getValue())));
    }
    if (!rule.anyPresent().isEmpty()) {
      String any = rule.anyPresent().stream().map(tests::presentBit).collect(Collectors.joining(" | "));
      terms.add(CodeBlock.of("$T.any(shape, $L)", RuntimeNames.SHAPE_PROBE, any));
    }
    if (terms.isEmpty()) {
      return CodeBlock.of("true");
    }
    return CodeBlock.join(terms, "\n    && ");
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
