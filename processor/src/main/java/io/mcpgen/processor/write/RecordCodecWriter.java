package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.JavaNames;
import io.mcpgen.processor.model.Literal;
import io.mcpgen.processor.model.Property;
import io.mcpgen.processor.model.RecordModel;
import io.mcpgen.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes a record's codec: one pass over the members with a string switch on their names,
 * pre-encoded names for writing, no reflection and no intermediate tree. Schema records refuse
 * members they neither declare nor keep as extras; user records (arguments, results, forms) skip
 * them, so a newer peer's extra members do not break an older reader.
 */
final class RecordCodecWriter {

  private final RecordModel model;
  private final ClassName record;
  /** Each member's pre-encoded name constant. */
  private final Map<Property, String> nameConstants = new LinkedHashMap<>();
  /** For each member fixed to a string, the constant holding that string for the reader to match. */
  private final Map<Property, String> fixedSpellings = new LinkedHashMap<>();
  /** Local names the generated read uses besides the components' own. */
  private final String in;
  private final String consumed;
  private final String memberName;
  private final String extras;
  private final String fixedLocal;
  /** One {@code long} of seen-member bits per 64 members, so a repeated member costs no allocation to find. */
  private final List<String> seenMasks = new ArrayList<>();
  private final boolean skipUnknown;

  private RecordCodecWriter(RecordModel model, boolean skipUnknown) {
    this.model = model;
    this.skipUnknown = skipUnknown;
    this.record = JavaTypes.className(model.name());
    Set<String> constants = new HashSet<>(Set.of("INSTANCE"));
    Set<String> locals = new HashSet<>();
    for (Property property : model.properties()) {
      String constant = JavaNames.unique(property.constantName(), constants);
      constants.add(constant);
      nameConstants.put(property, constant);
      if (property.fixed() != null && property.fixed().kind() == Literal.Kind.STRING) {
        String spelling = JavaNames.unique(property.constantName() + "_VALUE", constants);
        constants.add(spelling);
        fixedSpellings.put(property, spelling);
      }
      locals.add(property.javaName());
      locals.add(seenFlag(property));
    }
    this.in = claim("in", locals);
    this.consumed = claim("consumed", locals);
    this.memberName = claim("name", locals);
    this.extras = claim(model.extrasName(), locals);
    this.fixedLocal = claim("value", locals);
    for (int i = 0; i < model.properties().size(); i += 64) {
      seenMasks.add(claim(i == 0 ? "seen" : "seen" + i / 64, locals));
    }
  }

  /** Marks the member of {@code index} seen, refusing it when it was seen before in this object. */
  private CodeBlock markSeen(int index) {
    String mask = seenMasks.get(index / 64);
    String bit = String.format("0x%XL", 1L << (index % 64));
    return CodeBlock.builder()
        .beginControlFlow("if (($N & $L) != 0)", mask, bit)
        .addStatement("throw $N.duplicateMember($N)", in, memberName)
        .endControlFlow()
        .addStatement("$N |= $L", mask, bit)
        .build();
  }

  private static String claim(String name, Set<String> taken) {
    String unique = JavaNames.unique(name, taken);
    taken.add(unique);
    return unique;
  }

  /** The codec of a schema record: unknown members are an error unless the record keeps extras. */
  static TypeSpec.Builder write(RecordModel model) {
    return new RecordCodecWriter(model, false).build();
  }

  /** The codec of a user record: unknown members are skipped. */
  static TypeSpec.Builder lenient(RecordModel model) {
    return new RecordCodecWriter(model, true).build();
  }

  private TypeSpec.Builder build() {
    ClassName codec = JavaTypes.className(model.name().codec());
    boolean treeDirect = skipUnknown && ObjectCodecWriter.supports(model);
    TypeSpec.Builder type = treeDirect
        ? CodecSkeleton.start(codec, ObjectCodecWriter.codecInterface(record), model.name().dottedName())
        : CodecSkeleton.start(codec, record, model.name().dottedName());
    nameConstants.forEach((property, constant) -> type.addField(FieldSpec.builder(RuntimeNames.JSON_NAME, constant,
        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($S)", RuntimeNames.JSON_NAME, property.wireName())
        .build()));
    fixedSpellings.forEach((property, constant) -> type.addField(FieldSpec.builder(String[].class, constant,
        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The value $S must have, which the reader returns as this very instance.\n", property.wireName())
        .initializer("{$T.$N}", record, property.constantName())
        .build()));
    type.addMethod(MethodSpec.methodBuilder("read")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(record)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addStatement("in.beginObject()")
        .addStatement("return readMembers(in, null)")
        .build());
    type.addMethod(readMembers());
    type.addMethod(write());
    if (treeDirect) {
      type.addMethods(ObjectCodecWriter.methods(model, record));
    }
    return type;
  }

  private static String seenFlag(Property property) {
    return "has" + Character.toUpperCase(property.javaName().charAt(0)) + property.javaName().substring(1);
  }

  /** True when the read needs a flag to know the member was there. */
  private static boolean needsFlag(Property property) {
    if (property.isConstant()) {
      return !property.absentMeansFixed();
    }
    return mustBeSent(property) && (property.nullable() || RecordWriter.componentType(property).isPrimitive());
  }

  /** True for a member that must be present: required, with no default to fill in. */
  private static boolean mustBeSent(Property property) {
    return property.required() && !property.hasDefault();
  }

  private MethodSpec readMembers() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("readMembers")
        .addJavadoc("Reads the members of an object whose start the caller has read, and the member named\n"
            + "{@code $N} as well when it is not null: a union that met its discriminator first hands\n"
            + "over here.\n", consumed)
        .returns(record)
        .addParameter(RuntimeNames.JSON_READER, in)
        .addParameter(JavaTypes.STRING, consumed);
    for (Property property : model.properties()) {
      if (property.isComponent()) {
        TypeName type = RecordWriter.componentType(property);
        CodeBlock initial = property.hasDefault() ? DefaultValues.expression(property.type(), property.defaultValue())
            : type.isPrimitive() ? CodeBlock.of(type == TypeName.BOOLEAN ? "false" : "0")
            : property.type() instanceof TypeRef.OptionalOf ? CodeBlock.of("$T.empty()", JavaTypes.OPTIONAL)
            : property.fixed() != null
                ? CodeBlock.of("$S.equals($N) ? $T.$N : null", property.wireName(), consumed, record,
                    property.constantName())
                : CodeBlock.of("null");
        method.addStatement("$T $N = $L", type, property.javaName(), initial);
      }
      if (needsFlag(property)) {
        CodeBlock initial = property.isConstant() ? CodeBlock.of("$S.equals($N)", property.wireName(), consumed)
            : CodeBlock.of("false");
        method.addStatement("boolean $N = $L", seenFlag(property), initial);
      }
    }
    if (model.extras() != null) {
      method.addStatement("$T $N = null", RecordWriter.extrasMapType(model), extras);
    }
    // A member named twice is refused (I-JSON): readers disagree on which value such an object means.
    for (String mask : seenMasks) {
      method.addStatement("long $N = 0L", mask);
    }
    for (int i = 0; i < model.properties().size(); i++) {
      Property property = model.properties().get(i);
      if (property.fixed() != null) {
        method.beginControlFlow("if ($S.equals($N))", property.wireName(), consumed)
            .addStatement("$N |= $L", seenMasks.get(i / 64), String.format("0x%XL", 1L << (i % 64)))
            .endControlFlow();
      }
    }
    method.beginControlFlow("while ($N.hasNext())", in);
    method.addStatement("$T $N = $N.nextName()", JavaTypes.STRING, memberName, in);
    method.beginControlFlow("switch ($N)", memberName);
    for (int i = 0; i < model.properties().size(); i++) {
      Property property = model.properties().get(i);
      method.addCode("case $S:\n", property.wireName());
      method.addCode(CodeBlock.builder().indent().add(markSeen(i)).add(readCase(property)).addStatement("break").unindent()
          .build());
    }
    method.addCode("default:\n");
    CodeBlock.Builder fallback = CodeBlock.builder().indent();
    if (model.extras() != null) {
      fallback.beginControlFlow("if ($N == null)", extras)
          .addStatement("$N = new $T<>()", extras, JavaTypes.LINKED_HASH_MAP)
          .nextControlFlow("else if ($N.containsKey($N))", extras, memberName)
          .addStatement("throw $N.duplicateMember($N)", in, memberName)
          .endControlFlow()
          .addStatement("$N.put($N, $L)", extras, memberName, JavaTypes.read(model.extras(), in));
    } else if (skipUnknown) {
      fallback.addStatement("$N.skipValue()", in);
    } else {
      // The pointer names the member; the message says why, without the Java type.
      fallback.addStatement("throw $N.error($S)", in, "unknown member (this object allows only its declared members)");
    }
    method.addCode(fallback.unindent().build());
    method.endControlFlow();
    method.endControlFlow();
    // Closed first, so a missing member is reported at the object, not at the last member read.
    method.addStatement("$N.endObject()", in);
    for (Property property : model.properties()) {
      CodeBlock missing = missingCheck(property);
      if (missing != null) {
        method.beginControlFlow("if ($L)", missing)
            .addStatement("throw $N.missingMember($S)", in, property.wireName())
            .endControlFlow();
      }
    }
    List<CodeBlock> arguments = new ArrayList<>();
    for (Property property : model.properties()) {
      if (property.isComponent()) {
        arguments.add(CodeBlock.of("$N", property.javaName()));
      }
    }
    if (model.extras() != null) {
      arguments.add(CodeBlock.of("$1N == null ? $2T.of() : $1N", extras, JavaTypes.MAP));
    }
    method.addStatement("return new $T($L)", record, CodeBlock.join(arguments, ", "));
    return method.build();
  }

  private CodeBlock readCase(Property property) {
    CodeBlock.Builder code = CodeBlock.builder();
    String name = property.javaName();
    if (property.fixed() != null) {
      Literal fixed = property.fixed();
      CodeBlock read = fixedSpellings.containsKey(property)
          ? CodeBlock.of("$N.readString($N)", in, fixedSpellings.get(property))
          : JavaTypes.read(property.type(), in);
      CodeBlock mismatch = fixed.kind() == Literal.Kind.STRING
          ? CodeBlock.of("!$T.$N.equals($N)", record, property.constantName(), property.isConstant() ? fixedLocal : name)
          : property.isConstant()
              ? CodeBlock.of("$N != $T.$N", fixedLocal, record, property.constantName())
              : CodeBlock.of("!$T.equals($N, $T.$N)", JavaTypes.OBJECTS, name, record, property.constantName());
      if (property.isConstant()) {
        code.add("{\n").indent();
        code.addStatement("$T $N = $L", RecordWriter.literalType(property), fixedLocal, read);
      } else {
        code.addStatement("$N = $L", name, read);
      }
      code.beginControlFlow("if ($L)", mismatch)
          .addStatement("throw $N.error($S)", in, "must be " + quoted(fixed))
          .endControlFlow();
      if (needsFlag(property)) {
        code.addStatement("$N = true", seenFlag(property));
      }
      if (property.isConstant()) {
        code.unindent().add("}\n");
      }
      return code.build();
    }
    CodeBlock read = JavaTypes.read(property.type(), in);
    if (mustBeSent(property) && property.nullable()) {
      code.addStatement("$N = $N.nextIsNull() ? null : $L", name, in, read);
    } else if (mustBeSent(property)) {
      code.addStatement("$N = $L", name, read);
    } else {
      // A null for an optional member, or one with a default, is read as the member being absent.
      code.beginControlFlow("if (!$N.nextIsNull())", in).addStatement("$N = $L", name, read).endControlFlow();
    }
    if (needsFlag(property)) {
      code.addStatement("$N = true", seenFlag(property));
    }
    return code.build();
  }

  private static String quoted(Literal literal) {
    return literal.kind() == Literal.Kind.STRING ? "\"" + literal.text() + "\"" : literal.text();
  }

  private CodeBlock missingCheck(Property property) {
    if (needsFlag(property)) {
      return CodeBlock.of("!$N", seenFlag(property));
    }
    if (mustBeSent(property) && property.isComponent() && property.fixed() == null) {
      return CodeBlock.of("$N == null", property.javaName());
    }
    return null;
  }

  private MethodSpec write() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("write")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(record, "value")
        .addStatement("out.beginObject()");
    for (Property property : model.writeOrder()) {
      String constant = nameConstants.get(property);
      CodeBlock accessor = CodeBlock.of("value.$N()", property.javaName());
      boolean primitive = RecordWriter.componentType(property).isPrimitive();
      if (property.isConstant()) {
        method.addStatement("out.name($N)", constant);
        method.addCode(JavaTypes.write(property.type(), CodeBlock.of("$T.$N", record, property.constantName()), false));
      } else if (property.required() && !property.nullable()) {
        if (!primitive) {
          // Every reference alike (a String too, which would otherwise be written as null): named
          // here rather than as a NullPointerException deep in the writer, or a null the schema forbids.
          method.beginControlFlow("if ($L == null)", accessor)
              .addStatement("throw new $T($S)", RuntimeNames.JSON_EXCEPTION, model.name().dottedName() + "."
                  + property.javaName() + " is null, but member \"" + property.wireName() + "\" is required")
              .endControlFlow();
        }
        method.addStatement("out.name($N)", constant);
        method.addCode(JavaTypes.write(property.type(), accessor, !primitive));
      } else if (property.required()) {
        method.addStatement("out.name($N)", constant);
        method.beginControlFlow("if ($L == null)", accessor)
            .addStatement("out.nullValue()")
            .nextControlFlow("else")
            .addCode(JavaTypes.write(property.type(), accessor, true))
            .endControlFlow();
      } else if (property.type() instanceof TypeRef.OptionalOf) {
        method.beginControlFlow("if ($1L != null && $1L.isPresent())", accessor)
            .addStatement("out.name($N)", constant)
            .addCode(JavaTypes.write(property.type(), accessor, true))
            .endControlFlow();
      } else {
        method.beginControlFlow("if ($L != null)", accessor)
            .addStatement("out.name($N)", constant)
            .addCode(JavaTypes.write(property.type(), accessor, true))
            .endControlFlow();
      }
    }
    if (model.extras() != null) {
      CodeBlock extrasValue = CodeBlock.of("value.$N()", model.extrasName());
      TypeName entry = ParameterizedTypeName.get(ClassName.get("java.util", "Map", "Entry"), JavaTypes.STRING,
          JavaTypes.type(model.extras(), false));
      method.beginControlFlow("if (!$L.isEmpty())", extrasValue)
          .beginControlFlow("for ($T member : $L.entrySet())", entry, extrasValue)
          .addStatement("out.name(member.getKey())")
          .addCode(JavaTypes.write(model.extras(), CodeBlock.of("member.getValue()"), true))
          .endControlFlow()
          .endControlFlow();
    }
    method.addStatement("out.endObject()");
    return method.build();
  }
}
