package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.mcpgen.processor.model.Dispatch;
import io.mcpgen.processor.model.JavaTypeName;
import io.mcpgen.processor.model.JsonKind;
import io.mcpgen.processor.model.Literal;
import io.mcpgen.processor.model.ProbeTests;
import io.mcpgen.processor.model.ShapePlan;
import io.mcpgen.processor.model.UnionModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a union's codec. It looks at the JSON kind first, then picks the object member:
 * <ul>
 *   <li>by a constant discriminator: streaming when the discriminator is the object's first member
 *       (as every generated codec writes it), otherwise from the buffered object;
 *   <li>by shape: first matching rule wins, on the answers of a {@code ShapeProbe} (one bit per
 *       test the rules make; an {@code ObjectShape} past 63 tests), which a reader over bytes
 *       reads ahead without moving, so the member's codec streams the object (other readers
 *       buffer it); where the rules share a string key ({@code "type"}) and the object starts
 *       with it, a value that decides the member alone is acted on before the rest is looked at;
 * </ul>
 * and writes through the codec of the value's class.
 */
final class UnionCodecWriter {

  private final UnionModel model;
  private final ClassName union;
  private final String name;
  /** How an object is read by shape; null when the union is not told apart by shape. */
  private final ShapePlan shapes;
  /** The plan's probe; null without a plan, or when the plan looks at an {@code ObjectShape}. */
  private final ProbeTests probe;

  private UnionCodecWriter(UnionModel model) {
    this.shapes = model.objects() instanceof Dispatch.ByShape ? ((Dispatch.ByShape) model.objects()).plan() : null;
    this.probe = shapes == null ? null : shapes.probe();
    this.model = model;
    this.union = JavaTypes.className(model.name());
    this.name = model.name().dottedName();
  }

  static TypeSpec.Builder write(UnionModel model) {
    return new UnionCodecWriter(model).build();
  }

  private TypeSpec.Builder build() {
    TypeSpec.Builder type = CodecSkeleton.start(JavaTypes.className(model.name().codec()), union, name);
    type.addMethod(read());
    if (model.objects() instanceof Dispatch.ByConst) {
      type.addField(discriminatorValues((Dispatch.ByConst) model.objects()));
      type.addMethod(readAfterDiscriminator((Dispatch.ByConst) model.objects()));
      type.addMethod(readBufferedByConst((Dispatch.ByConst) model.objects()));
    } else if (probe != null) {
      type.addField(ProbeWriter.probe(probe));
      ProbeWriter.bits(probe).forEach(type::addField);
      type.addMethod(readByShape());
    } else if (shapes != null) {
      type.addField(comparedMembers());
      type.addMethod(readByShape());
      shapes.numberConstants().forEach((number, constant) -> type.addField(FieldSpec.builder(RuntimeNames.JSON_NUMBER,
          constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.parse($S)", RuntimeNames.JSON_NUMBER, number.number())
          .build()));
    }
    type.addMethod(write());
    if (!model.byMethod().isEmpty()) {
      type.addMethod(forMethod());
    }
    return type;
  }

  private MethodSpec read() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("read")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(union)
        .addParameter(RuntimeNames.JSON_READER, "in");
    List<UnionModel.Member> objects = model.membersOf(JsonKind.OBJECT);
    boolean onlyObjects = objects.size() == model.members().size();
    if (onlyObjects && !objects.isEmpty()) {
      method.addCode(readObject());
      return method.build();
    }
    method.addStatement("$T next = in.peek()", RuntimeNames.JSON_TOKEN);
    List<String> kinds = new ArrayList<>();
    if (!objects.isEmpty()) {
      kinds.add("an object");
      method.beginControlFlow("if (next == $T.BEGIN_OBJECT)", RuntimeNames.JSON_TOKEN)
          .addCode(readObject())
          .endControlFlow();
    }
    for (UnionModel.Member member : model.members()) {
      if (member.kind() == JsonKind.OBJECT && !objects.isEmpty()) {
        continue;
      }
      kinds.add(article(member.kind()));
      method.beginControlFlow("if (next == $T.$L)", RuntimeNames.JSON_TOKEN, token(member.kind()))
          .addStatement("return $T.INSTANCE.read(in)", JavaTypes.className(member.type().codec()))
          .endControlFlow();
    }
    method.addStatement("throw in.error($S + next.name().toLowerCase($T.ROOT))",
        "expected " + String.join(" or ", kinds) + " but found ", Locale.class);
    return method.build();
  }

  private static String token(JsonKind kind) {
    switch (kind) {
      case OBJECT:
        return "BEGIN_OBJECT";
      case ARRAY:
        return "BEGIN_ARRAY";
      case STRING:
        return "STRING";
      case INTEGER:
      case NUMBER:
        return "NUMBER";
      case BOOLEAN:
        return "BOOLEAN";
      default:
        return "NULL";
    }
  }

  private static String article(JsonKind kind) {
    switch (kind) {
      case ARRAY:
        return "an array";
      case INTEGER:
        return "an integer";
      case OBJECT:
        return "an object";
      default:
        return "a " + kind.name().toLowerCase(Locale.ROOT);
    }
  }

  /** Statements that read an object member and return it. */
  private CodeBlock readObject() {
    Dispatch dispatch = model.objects();
    if (dispatch instanceof Dispatch.Single) {
      return CodeBlock.builder().addStatement("return $T.INSTANCE.read(in)",
          JavaTypes.className(((Dispatch.Single) dispatch).member().codec())).build();
    }
    if (probe != null) {
      CodeBlock.Builder code = CodeBlock.builder();
      String key = shapes.key();
      Map<JavaTypeName, List<String>> decided = shapes.decidedByKey();
      if (!decided.isEmpty()) {
        code.add("// Where the object starts with $S and its value alone decides, the rest is not looked at.\n", key)
            .addStatement("long lead = in.peekFirstMember(PROBE)")
            .beginControlFlow("if (lead > 0)");
        decided.forEach((member, values) -> code
            .beginControlFlow("if ($T.any(lead, $L))", RuntimeNames.SHAPE_PROBE,
                values.stream().map(value -> probe.equalBit(key, Literal.string(value))).collect(Collectors.joining(" | ")))
            .addStatement("return $T.INSTANCE.read(in)", JavaTypes.className(member.codec()))
            .endControlFlow());
        code.endControlFlow();
      }
      return code
          .addStatement("long shape = in.peekMembers(PROBE)")
          .beginControlFlow("if (shape >= 0)")
          .addStatement("return readByShape(shape, in, in)")
          .endControlFlow()
          .addStatement("$T object = in.readValue().asObject()", RuntimeNames.JSON_OBJECT)
          .addStatement("return readByShape(PROBE.of(object), $T.reader(object), in)", RuntimeNames.JSON)
          .build();
    }
    if (dispatch instanceof Dispatch.ByShape) {
      return CodeBlock.builder()
          .addStatement("$T shape = in.peekShape(COMPARED_MEMBERS)", RuntimeNames.OBJECT_SHAPE)
          .beginControlFlow("if (shape != null)")
          .addStatement("return readByShape(shape, in, in)")
          .endControlFlow()
          .addStatement("$T object = in.readValue().asObject()", RuntimeNames.JSON_OBJECT)
          .addStatement("return readByShape($T.of(object), $T.reader(object), in)", RuntimeNames.OBJECT_SHAPE,
              RuntimeNames.JSON)
          .build();
    }
    Dispatch.ByConst byConst = (Dispatch.ByConst) dispatch;
    return CodeBlock.builder()
        .addStatement("in.beginObject()")
        .beginControlFlow("if (!in.hasNext())")
        .addStatement("in.endObject()")
        .addStatement("return readBuffered($T.empty(), in)", RuntimeNames.JSON_OBJECT)
        .endControlFlow()
        .addStatement("$T first = in.nextName()", JavaTypes.STRING)
        .beginControlFlow("if (first.equals($S))", byConst.wireName())
        .add("// The discriminator comes first: stream the rest straight into the member's codec.\n")
        .addStatement("return readAfterDiscriminator(in, in.readString(DISCRIMINATOR_VALUES))")
        .endControlFlow()
        .addStatement("$T.Builder members = $T.builder()", RuntimeNames.JSON_OBJECT, RuntimeNames.JSON_OBJECT)
        .addStatement("members.add(first, in.readValue())")
        .beginControlFlow("while (in.hasNext())")
        .addStatement("members.add(in.nextName(), in.readValue())")
        .endControlFlow()
        .addStatement("in.endObject()")
        .addStatement("return readBuffered(members.build(), in)")
        .build();
  }

  private String expectedValues(Dispatch.ByConst byConst) {
    return byConst.cases().keySet().stream().collect(Collectors.joining(", "));
  }

  private MethodSpec readAfterDiscriminator(Dispatch.ByConst byConst) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("readAfterDiscriminator")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(union)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(JavaTypes.STRING, "discriminator")
        .beginControlFlow("switch (discriminator)");
    for (Map.Entry<String, JavaTypeName> entry : byConst.cases().entrySet()) {
      method.addStatement("case $S: return $T.INSTANCE.readMembers(in, $S)", entry.getKey(),
          JavaTypes.className(entry.getValue().codec()), byConst.wireName());
    }
    method.addStatement("default: throw in.error($S + discriminator + $S)",
        "unknown \"" + byConst.wireName() + "\" \"", "\"; expected one of " + expectedValues(byConst))
        .endControlFlow();
    return method.build();
  }

  private MethodSpec readBufferedByConst(Dispatch.ByConst byConst) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("readBuffered")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(union)
        .addParameter(RuntimeNames.JSON_OBJECT, "object")
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addStatement("$T discriminator = object.get($S)", RuntimeNames.JSON_VALUE, byConst.wireName())
        .beginControlFlow("if (discriminator == null)");
    if (byConst.whenAbsent() != null) {
      method.addStatement("return $T.INSTANCE.read($T.reader(object))",
          JavaTypes.className(byConst.whenAbsent().codec()), RuntimeNames.JSON);
    } else {
      method.addStatement("throw in.error($S)", "missing member \"" + byConst.wireName() + "\" (one of "
          + expectedValues(byConst) + ")");
    }
    method.endControlFlow()
        .beginControlFlow("if (!(discriminator instanceof $T))", RuntimeNames.JSON_STRING)
        .addStatement("throw in.error($S + discriminator.kindName())",
            "member \"" + byConst.wireName() + "\" must be a string, found ")
        .endControlFlow()
        .beginControlFlow("switch ((($T) discriminator).value())", RuntimeNames.JSON_STRING);
    for (Map.Entry<String, JavaTypeName> entry : byConst.cases().entrySet()) {
      method.addStatement("case $S: return $T.INSTANCE.read($T.reader(object))", entry.getKey(),
          JavaTypes.className(entry.getValue().codec()), RuntimeNames.JSON);
    }
    method.addStatement("default: throw in.error($S + discriminator.asString() + $S)",
        "unknown \"" + byConst.wireName() + "\" \"", "\"; expected one of " + expectedValues(byConst))
        .endControlFlow();
    return method.build();
  }

  /** The discriminator's values, in the order of the cases. */
  private static FieldSpec discriminatorValues(Dispatch.ByConst byConst) {
    CodeBlock initializer = byConst.cases().keySet().stream().map(value -> CodeBlock.of("$S", value))
        .collect(CodeBlock.joining(", ", "{", "}"));
    return FieldSpec.builder(String[].class, "DISCRIMINATOR_VALUES", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The values of $S, which the reader returns as these very instances.\n", byConst.wireName())
        .initializer(initializer)
        .build();
  }

  /** {@code COMPARED_MEMBERS}: what the {@code ObjectShape} look-ahead keeps. */
  private FieldSpec comparedMembers() {
    CodeBlock initializer = shapes.comparedMembers().stream().map(name -> CodeBlock.of("$S", name))
        .collect(CodeBlock.joining(", ", "{", "}"));
    return FieldSpec.builder(String[].class, "COMPARED_MEMBERS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The members whose values the rules compare: the look-ahead keeps only their values.\n")
        .initializer(initializer)
        .build();
  }

  private MethodSpec readByShape() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("readByShape")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(union)
        .addJavadoc("Reads, from {@code from}, the first member whose rule $L;\n"
            + "{@code in} is the reader the union was asked to read, which words the error.\n",
            probe != null ? "the probe's answers {@code shape} fit" : "the shape {@code object} fits");
    if (probe != null) {
      method.addParameter(long.class, "shape");
    } else {
      method.addParameter(RuntimeNames.OBJECT_SHAPE, "object");
    }
    method
        .addParameter(RuntimeNames.JSON_READER, "from")
        .addParameter(RuntimeNames.JSON_READER, "in");
    String key = shapes.key();
    // Without a key the rules are tried in order; with one, the key's value is tested once per group.
    for (Dispatch.ShapeRule rule : shapes.rules()) {
      method.beginControlFlow("if ($L)", condition(rule))
          .addStatement("return $T.INSTANCE.read(from)", JavaTypes.className(rule.member().codec()))
          .endControlFlow();
    }
    for (ShapePlan.KeyGroup group : shapes.groups()) {
      if (probe != null) {
        method.beginControlFlow("if ($T.any(shape, $L))", RuntimeNames.SHAPE_PROBE,
            probe.equalBit(key, Literal.string(group.value())));
      } else {
        method.beginControlFlow("if (object.is($S, $S))", key, group.value());
      }
      for (Dispatch.ShapeRule rule : group.rules()) {
        if (rule.testsNothing()) {
          method.addStatement("return $T.INSTANCE.read(from)", JavaTypes.className(rule.member().codec()));
        } else {
          method.beginControlFlow("if ($L)", condition(rule))
              .addStatement("return $T.INSTANCE.read(from)", JavaTypes.className(rule.member().codec()))
              .endControlFlow();
        }
      }
      method.endControlFlow();
    }
    String members = model.membersOf(JsonKind.OBJECT).stream().map(member -> member.type().dottedName())
        .collect(Collectors.joining(", "));
    method.addStatement("throw in.error($S)", "the object has the shape of no " + name + " (" + members
        + "); check its required members");
    return method.build();
  }

  /** The rule's test; {@code true} when it tests nothing. */
  private CodeBlock condition(Dispatch.ShapeRule rule) {
    if (probe != null) {
      return ProbeWriter.condition(probe, rule);
    }
    List<CodeBlock> terms = new ArrayList<>();
    for (String member : rule.present()) {
      terms.add(CodeBlock.of("object.has($S)", member));
    }
    for (Dispatch.ValueRule value : rule.values()) {
      List<CodeBlock> allowed = new ArrayList<>();
      for (Literal literal : value.allowed()) {
        allowed.add(matches(literal, value.wireName()));
      }
      if (value.absentAllowed()) {
        allowed.add(0, CodeBlock.of("!object.has($S)", value.wireName()));
      }
      CodeBlock any = CodeBlock.join(allowed, " || ");
      terms.add(allowed.size() > 1 ? CodeBlock.of("($L)", any) : any);
    }
    for (Map.Entry<String, List<String>> nested : rule.nested().entrySet()) {
      List<CodeBlock> names = new ArrayList<>();
      names.add(CodeBlock.of("$S", nested.getKey()));
      for (String inner : nested.getValue()) {
        names.add(CodeBlock.of("$S", inner));
      }
      terms.add(CodeBlock.of("object.hasAll($L)", CodeBlock.join(names, ", ")));
    }
    if (!rule.anyPresent().isEmpty()) {
      List<CodeBlock> any = new ArrayList<>();
      for (String member : rule.anyPresent()) {
        any.add(CodeBlock.of("object.has($S)", member));
      }
      terms.add(any.size() > 1 ? CodeBlock.of("($L)", CodeBlock.join(any, " || ")) : any.get(0));
    }
    if (terms.isEmpty()) {
      return CodeBlock.of("true");
    }
    return CodeBlock.join(terms, "\n    && ");
  }

  private CodeBlock matches(Literal literal, String member) {
    switch (literal.kind()) {
      case STRING:
        return CodeBlock.of("object.is($S, $S)", member, literal.text());
      case INTEGER:
      case NUMBER:
        String constant = shapes.numberConstants().get(new ShapePlan.ComparedNumber(member, literal.text()));
        return CodeBlock.of("object.is($S, $N)", member, constant);
      case BOOLEAN:
        return CodeBlock.of("object.is($S, $T.of($L))", member, RuntimeNames.JSON_BOOLEAN, literal.text());
      default:
        return CodeBlock.of("object.is($S, $T.INSTANCE)", member, RuntimeNames.JSON_NULL);
    }
  }

  private MethodSpec write() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("write")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(union, "value");
    boolean first = true;
    for (UnionModel.Member member : model.members()) {
      ClassName type = JavaTypes.className(member.type());
      String control = "if (value instanceof $T)";
      if (first) {
        method.beginControlFlow(control, type);
        first = false;
      } else {
        method.nextControlFlow("else " + control, type);
      }
      method.addStatement("$T.INSTANCE.write(out, ($T) value)", JavaTypes.className(member.type().codec()), type);
    }
    method.nextControlFlow("else")
        .addStatement("throw new $T($S + value.getClass())", IllegalArgumentException.class,
            "not a permitted " + name + ": ")
        .endControlFlow();
    return method.build();
  }

  private MethodSpec forMethod() {
    TypeName codecType = ParameterizedTypeName.get(RuntimeNames.JSON_CODEC, WildcardTypeName.subtypeOf(union));
    MethodSpec.Builder method = MethodSpec.methodBuilder("forMethod")
        .addJavadoc("The codec of the member that answers a request with this {@code method}: the context a\n"
            + "caller has and the JSON lacks (e.g. the method of the input request an input response answers).\n\n"
            + "@throws IllegalArgumentException when no member answers the method\n")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(codecType)
        .addParameter(JavaTypes.STRING, "method")
        .beginControlFlow("switch (method)");
    for (Map.Entry<String, JavaTypeName> entry : model.byMethod().entrySet()) {
      method.addStatement("case $S: return $T.INSTANCE", entry.getKey(), JavaTypes.className(entry.getValue().codec()));
    }
    method.addStatement("default: throw new $T($S + method + $S)", IllegalArgumentException.class,
        "no " + name + " answers method \"", "\"; known: " + String.join(", ", model.byMethod().keySet()))
        .endControlFlow();
    return method.build();
  }
}
