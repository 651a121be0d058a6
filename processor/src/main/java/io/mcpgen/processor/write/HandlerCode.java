package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.mcpgen.processor.model.handler.FormNames;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.InputKind;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ParameterModel;
import io.mcpgen.processor.model.handler.Schemas;
import io.mcpgen.processor.model.handler.Template;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/** Code the server stub and the typed client share: forms, codecs, templates, javadoc. */
final class HandlerCode {

  private HandlerCode() {}

  /** Every form record the interface asks for (declared inputs and {@code @Forms}), each once. */
  static List<ValueType.RecordType> forms(HandlerModel handler) {
    Map<String, ValueType.RecordType> forms = new LinkedHashMap<>();
    for (MethodModel method : handler.handlers()) {
      for (ParameterModel parameter : method.parameters()) {
        if (parameter instanceof ParameterModel.Input && ((ParameterModel.Input) parameter).kind() == InputKind.FORM) {
          add(((ParameterModel.Input) parameter).value(), forms);
        } else if (parameter instanceof ParameterModel.Exchange) {
          ((ParameterModel.Exchange) parameter).forms().forEach(form -> add(form, forms));
        }
      }
    }
    return new ArrayList<>(forms.values());
  }

  private static void add(ValueType form, Map<String, ValueType.RecordType> forms) {
    if (form instanceof ValueType.RecordType) {
      forms.putIfAbsent(((ValueType.RecordType) form).element().getQualifiedName().toString(),
          (ValueType.RecordType) form);
    }
  }

  /**
   * {@code private static final Form<Confirm> CONFIRM_FORM = Form.of(...)}, with its name (sent with
   * each question, so the typed client finds the hook of the record asked) and its schema.
   */
  static FieldSpec formField(ValueType.RecordType form, String constant) {
    ClassName record = HandlerNames.className(form.element());
    return FieldSpec.builder(ParameterizedTypeName.get(RuntimeNames.FORM, record), constant, Modifier.PRIVATE,
            Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The form of {@link $T}.\n", record)
        .initializer("$T.of($T.class, $S, $L,\n$T.INSTANCE)", RuntimeNames.FORM, record, FormNames.of(form),
            JsonBlocks.object(Schemas.value(form)), HandlerNames.codec(form.element()))
        .build();
  }

  /** A definition constant: the method's {@code Tool}, {@code Prompt} or {@code Resource} object. */
  static FieldSpec definitionField(MethodModel method, String constant, Object definition, ClassName handler) {
    return FieldSpec.builder(RuntimeNames.JSON_OBJECT, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("What {@code $L} lists for {@link $T#$L}.\n", listMethod(method), handler, method.javaName())
        .initializer("$L", JsonBlocks.object(definition))
        .build();
  }

  static String listMethod(MethodModel method) {
    switch (method.kind()) {
      case TOOL:
        return "tools/list";
      case PROMPT:
        return "prompts/list";
      default:
        return method.isTemplate() ? "resources/templates/list" : "resources/list";
    }
  }

  /**
   * A template as a string expression: text as literals, values through their accessors
   * ({@code Templates.text} for references, percent-encoded for a URL).
   */
  static CodeBlock template(Template template, boolean url) {
    List<CodeBlock> parts = new ArrayList<>();
    for (Template.Part part : template.parts()) {
      if (part instanceof Template.Text) {
        parts.add(CodeBlock.of("$S", ((Template.Text) part).text()));
        continue;
      }
      Template.Value value = (Template.Value) part;
      CodeBlock access = access(value);
      if (url) {
        parts.add(CodeBlock.of("$T.uriComponent($L)", RuntimeNames.TEMPLATES, access));
      } else if (value.primitive()) {
        // A leading primitive is made a string, so that "+" concatenates rather than adds.
        parts.add(parts.isEmpty() ? CodeBlock.of("$T.valueOf($L)", String.class, access) : access);
      } else {
        parts.add(CodeBlock.of("$T.text($L)", RuntimeNames.TEMPLATES, access));
      }
    }
    return parts.isEmpty() ? CodeBlock.of("$S", "") : CodeBlock.join(parts, " +$W");
  }

  private static CodeBlock access(Template.Value value) {
    CodeBlock.Builder access = CodeBlock.builder().add("$N", value.parameter());
    value.accessors().forEach(accessor -> access.add(".$N()", accessor));
    return access.build();
  }

  /**
   * The package the interface's protocol types come from (the checks made sure there is one at
   * most), if it names any.
   */
  static Optional<String> protocolPackage(HandlerModel handler) {
    for (MethodModel method : handler.handlers()) {
      Optional<String> found = protocolPackage(method.returns());
      for (ParameterModel.Input input : method.inputs()) {
        found = found.or(() -> protocolPackage(input.value()));
      }
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> protocolPackage(ValueType type) {
    if (type instanceof ValueType.ListType) {
      return protocolPackage(((ValueType.ListType) type).element());
    }
    return type instanceof ValueType.Protocol ? Optional.of(((ValueType.Protocol) type).packageName())
        : Optional.empty();
  }
}
