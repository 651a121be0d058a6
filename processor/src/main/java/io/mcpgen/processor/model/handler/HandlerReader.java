package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Reads an annotated handler type into a {@link HandlerModel}, judging nothing: what is odd is
 * kept in the model (as an unsupported type, a type problem, a template error) for the checks.
 */
public final class HandlerReader {

  private static final List<MethodModel.Kind> KINDS = List.of(MethodModel.Kind.TOOL, MethodModel.Kind.PROMPT,
      MethodModel.Kind.RESOURCE);

  private final Elements elements;
  private final TypeReader types;
  private final TemplateResolver templates;

  private HandlerReader(Elements elements, String packageName) {
    this.elements = elements;
    this.types = new TypeReader(elements, packageName);
    this.templates = new TemplateResolver(types);
  }

  public static HandlerModel read(TypeElement type, AnnotationMirror mirror, HandlerModel.Role role, Elements elements) {
    String packageName = elements.getPackageOf(type).getQualifiedName().toString();
    return new HandlerReader(elements, packageName).model(type, mirror, role, packageName);
  }

  private HandlerModel model(TypeElement type, AnnotationMirror mirror, HandlerModel.Role role, String packageName) {
    List<MethodModel> methods = new ArrayList<>();
    List<CompletionModel> completions = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      Optional<AnnotationMirror> complete = HandlerAnnotations.find(method, HandlerAnnotations.COMPLETE);
      MethodModel model = method(method);
      if (complete.isPresent()) {
        completions.add(completion(method, complete.get()));
      }
      if (complete.isEmpty() || model.kind() != MethodModel.Kind.NONE) {
        methods.add(model);
      }
    }
    Set<String> unresolved = new LinkedHashSet<>();
    for (MethodModel method : methods) {
      collectUnresolved(method.returns(), unresolved);
      for (ParameterModel parameter : method.parameters()) {
        unresolvedIn(parameter, unresolved);
      }
    }
    String name = role == HandlerModel.Role.SERVER ? HandlerAnnotations.string(mirror, "name", elements) : "";
    String version = role == HandlerModel.Role.SERVER ? HandlerAnnotations.string(mirror, "version", elements) : "";
    String title = role == HandlerModel.Role.SERVER ? blankToNull(HandlerAnnotations.string(mirror, "title", elements))
        : null;
    String instructions = role == HandlerModel.Role.SERVER
        ? blankToNull(HandlerAnnotations.string(mirror, "instructions", elements)) : null;
    return new HandlerModel(type, role, mirror, name, version, title, instructions, packageName, methods,
        completions, cache(type), new ArrayList<>(unresolved));
  }

  private MethodModel method(ExecutableElement method) {
    MethodModel.Kind kind = MethodModel.Kind.NONE;
    AnnotationMirror mirror = null;
    List<String> extraKinds = new ArrayList<>();
    for (MethodModel.Kind candidate : KINDS) {
      Optional<AnnotationMirror> found = HandlerAnnotations.find(method,
          HandlerAnnotations.PACKAGE + "." + candidate.annotation());
      if (found.isPresent() && mirror == null) {
        kind = candidate;
        mirror = found.get();
      } else if (found.isPresent()) {
        extraKinds.add(candidate.annotation());
      }
    }
    List<ParameterModel> parameters = new ArrayList<>();
    for (VariableElement parameter : method.getParameters()) {
      parameters.add(parameter(parameter));
    }
    // Templates refer to the other parameters, so they are resolved once all are read.
    List<ParameterModel> resolved = new ArrayList<>();
    for (ParameterModel parameter : parameters) {
      resolved.add(parameter instanceof ParameterModel.Input
          ? withTemplates((ParameterModel.Input) parameter, parameters) : parameter);
    }
    ValueType returns = types.read(method.getReturnType());
    if (mirror == null) {
      return new MethodModel(method, kind, null, Map.of(), method.getSimpleName().toString(), null, null,
          Javadoc.description(elements.getDocComment(method)), null, null, resolved, returns, extraKinds,
          cache(method));
    }
    Map<String, Object> values = HandlerAnnotations.values(mirror, elements);
    String description = blankToNull(String.valueOf(values.getOrDefault("description", "")));
    if (description == null) {
      description = Javadoc.description(elements.getDocComment(method));
    }
    String title = blankToNull(String.valueOf(values.getOrDefault("title", "")));
    String name;
    String uri = null;
    String mimeType = null;
    MethodModel.ToolHints hints = null;
    switch (kind) {
      case RESOURCE:
        uri = String.valueOf(values.get("uri"));
        name = String.valueOf(values.get("name"));
        mimeType = blankToNull(String.valueOf(values.get("mimeType")));
        break;
      case TOOL:
        name = String.valueOf(values.get("value"));
        List<String> scopes = new ArrayList<>();
        HandlerAnnotations.array(mirror, "scopes", elements).forEach(scope -> scopes.add(String.valueOf(scope)));
        hints = new MethodModel.ToolHints((Boolean) values.get("readOnly"), (Boolean) values.get("destructive"),
            (Boolean) values.get("idempotent"), (Boolean) values.get("openWorld"), scopes,
            enumConstant(values.get("task"), "NONE"));
        break;
      default:
        name = String.valueOf(values.get("value"));
        break;
    }
    if (name.isEmpty()) {
      name = method.getSimpleName().toString();
    }
    return new MethodModel(method, kind, mirror, HandlerAnnotations.written(mirror), name, uri, title, description,
        hints, mimeType, resolved, returns, extraKinds, cache(method));
  }

  /** A {@code @Complete} method: its target, and how each parameter and the return value are typed. */
  private CompletionModel completion(ExecutableElement method, AnnotationMirror mirror) {
    Map<String, Object> values = HandlerAnnotations.values(mirror, elements);
    List<CompletionModel.Parameter> parameters = new ArrayList<>();
    for (VariableElement parameter : method.getParameters()) {
      ValueType type = types.read(parameter.asType());
      CompletionModel.ParameterType kind = CompletionModel.ParameterType.OTHER;
      if (isString(type)) {
        kind = CompletionModel.ParameterType.STRING;
      } else if (type instanceof ValueType.OptionalType && isString(((ValueType.OptionalType) type).value())) {
        kind = CompletionModel.ParameterType.OPTIONAL_STRING;
      }
      parameters.add(new CompletionModel.Parameter(parameter, parameter.getSimpleName().toString(), kind));
    }
    CompletionModel.Returns returns = CompletionModel.Returns.OTHER;
    if (method.getReturnType() instanceof DeclaredType && ((TypeElement) ((DeclaredType) method.getReturnType())
        .asElement()).getQualifiedName().contentEquals(HandlerAnnotations.COMPLETION)) {
      returns = CompletionModel.Returns.COMPLETION;
    } else {
      ValueType returnType = types.read(method.getReturnType());
      if (returnType instanceof ValueType.ListType && isString(((ValueType.ListType) returnType).element())) {
        returns = CompletionModel.Returns.STRING_LIST;
      }
    }
    return new CompletionModel(method, mirror, HandlerAnnotations.written(mirror),
        blankToNull(String.valueOf(values.get("prompt"))), blankToNull(String.valueOf(values.get("template"))),
        String.valueOf(values.get("argument")), parameters, returns);
  }

  /** The element's {@code @Cached}, or null. */
  private CacheModel cache(Element element) {
    Optional<AnnotationMirror> found = HandlerAnnotations.find(element, HandlerAnnotations.CACHED);
    if (found.isEmpty()) {
      return null;
    }
    Map<String, Object> values = HandlerAnnotations.values(found.get(), elements);
    return new CacheModel(found.get(), ((Number) values.get("ttlMs")).longValue(),
        ((VariableElement) values.get("scope")).getSimpleName().toString());
  }

  private ParameterModel parameter(VariableElement parameter) {
    List<AnnotationMirror> inputs = new ArrayList<>();
    List<InputKind> kinds = new ArrayList<>();
    for (InputKind kind : InputKind.values()) {
      HandlerAnnotations.find(parameter, kind.qualifiedAnnotation()).ifPresent(found -> {
        inputs.add(found);
        kinds.add(kind);
      });
    }
    Optional<AnnotationMirror> forms = HandlerAnnotations.find(parameter, HandlerAnnotations.FORMS);
    Optional<AnnotationMirror> needs = HandlerAnnotations.find(parameter, HandlerAnnotations.NEEDS);
    ValueType type = types.read(parameter.asType());
    if (inputs.size() > 1) {
      return new ParameterModel.Conflicting(parameter, inputs.get(1), "carries both @" + kinds.get(0).annotation()
          + " and @" + kinds.get(1).annotation() + "; one parameter is one input: declare another parameter");
    }
    boolean exchange = type instanceof ValueType.Special
        && ((ValueType.Special) type).kind() == ValueType.SpecialKind.EXCHANGE;
    if (!inputs.isEmpty()) {
      if (forms.isPresent()) {
        return new ParameterModel.Conflicting(parameter, forms.get(), "carries @Forms, which belongs on the"
            + " McpExchange parameter of a sequential method, not on a declared input");
      }
      if (needs.isPresent()) {
        return new ParameterModel.Conflicting(parameter, needs.get(), "carries @Needs, which belongs on the"
            + " McpExchange parameter of a sequential method; a declared input is needed already (Optional when not)");
      }
      return input(parameter, kinds.get(0), inputs.get(0), type);
    }
    if (exchange) {
      List<ValueType> formTypes = new ArrayList<>();
      forms.ifPresent(mirror -> HandlerAnnotations.classes(mirror, "value", elements)
          .forEach(form -> formTypes.add(types.read(form))));
      Set<String> needed = new LinkedHashSet<>();
      needs.ifPresent(mirror -> HandlerAnnotations.array(mirror, "value", elements).forEach(input -> {
        if (input instanceof VariableElement) {
          needed.add(((VariableElement) input).getSimpleName().toString());
        }
      }));
      return new ParameterModel.Exchange(parameter, formTypes, forms.orElse(null), new ArrayList<>(needed));
    }
    if (forms.isPresent()) {
      return new ParameterModel.Conflicting(parameter, forms.get(), "carries @Forms, which only an McpExchange"
          + " parameter may carry (it lists the forms that exchange may ask)");
    }
    if (needs.isPresent()) {
      return new ParameterModel.Conflicting(parameter, needs.get(), "carries @Needs, which only an McpExchange"
          + " parameter may carry (it lists what that exchange asks on every call)");
    }
    if (type instanceof ValueType.Special && ((ValueType.Special) type).kind() == ValueType.SpecialKind.ROUND_CONTEXT) {
      return new ParameterModel.Context(parameter);
    }
    return new ParameterModel.Argument(parameter, type);
  }

  private ParameterModel.Input input(VariableElement parameter, InputKind kind, AnnotationMirror mirror, ValueType type) {
    Map<String, Object> values = HandlerAnnotations.values(mirror, elements);
    String key = String.valueOf(values.getOrDefault("key", ""));
    if (key.isEmpty()) {
      key = parameter.getSimpleName().toString();
    }
    boolean optional = type instanceof ValueType.OptionalType;
    ValueType declared = optional ? ((ValueType.OptionalType) type).value() : type;
    ValueType value = null;
    String expected;
    switch (kind) {
      case FORM:
        expected = "Elicited<F> (or Optional<Elicited<F>>) for a form record F";
        if (declared instanceof ValueType.ElicitedType) {
          value = ((ValueType.ElicitedType) declared).value();
        }
        break;
      case URL:
        expected = "Elicited<Void> (or Optional<Elicited<Void>>)";
        if (declared instanceof ValueType.ElicitedType && ((ValueType.ElicitedType) declared).value()
            instanceof ValueType.Special) {
          value = ((ValueType.ElicitedType) declared).value();
        }
        break;
      case SAMPLING:
        expected = "the protocol's CreateMessageResult or a String (or an Optional of either)";
        if (isProtocol(declared, "CreateMessageResult") || isString(declared)) {
          value = declared;
        }
        break;
      default:
        expected = "List<Root> of the protocol's Root (or Optional<List<Root>>)";
        if (declared instanceof ValueType.ListType && isProtocol(((ValueType.ListType) declared).element(), "Root")) {
          value = ((ValueType.ListType) declared).element();
        }
        break;
    }
    boolean unresolved = declared instanceof ValueType.Unresolved || (declared instanceof ValueType.ElicitedType
        && ((ValueType.ElicitedType) declared).value() instanceof ValueType.Unresolved);
    String problem = value != null || unresolved ? null
        : "has type " + type.display() + ", but an @" + kind.annotation() + " input is " + expected;
    if (kind == InputKind.URL && value != null && ((ValueType.Special) value).kind() != ValueType.SpecialKind.VOID_CLASS) {
      problem = "has type " + type.display() + ", but an @ElicitUrl input is " + expected;
    }
    return new ParameterModel.Input(parameter, kind, mirror, HandlerAnnotations.written(mirror), key, optional,
        value != null ? value : declared, problem, Map.of(), (Integer) values.getOrDefault("maxTokens", 0),
        String.valueOf(values.getOrDefault("systemPrompt", "")));
  }

  private ParameterModel.Input withTemplates(ParameterModel.Input input, List<ParameterModel> parameters) {
    Map<String, Object> values = HandlerAnnotations.values(input.mirror(), elements);
    Map<String, Template> resolved = new LinkedHashMap<>();
    for (String member : List.of("message", "url", "prompt")) {
      if (values.containsKey(member)) {
        resolved.put(member, templates.resolve(String.valueOf(values.get(member)), parameters));
      }
    }
    return new ParameterModel.Input(input.element(), input.kind(), input.mirror(), input.written(), input.key(),
        input.optional(), input.value(), input.typeProblem(), resolved, input.maxTokens(), input.systemPrompt());
  }

  private static boolean isProtocol(ValueType type, String simpleName) {
    return type instanceof ValueType.Protocol && ((ValueType.Protocol) type).simpleName().equals(simpleName);
  }

  private static boolean isString(ValueType type) {
    return type instanceof ValueType.Scalar && ((ValueType.Scalar) type).kind() == ValueType.ScalarKind.STRING;
  }

  private static void unresolvedIn(ParameterModel parameter, Set<String> unresolved) {
    if (parameter instanceof ParameterModel.Argument) {
      collectUnresolved(((ParameterModel.Argument) parameter).type(), unresolved);
    } else if (parameter instanceof ParameterModel.Input) {
      collectUnresolved(((ParameterModel.Input) parameter).value(), unresolved);
    } else if (parameter instanceof ParameterModel.Exchange) {
      ((ParameterModel.Exchange) parameter).forms().forEach(form -> collectUnresolved(form, unresolved));
    }
  }

  /** Every type javac could not resolve, anywhere inside {@code type}. */
  static void collectUnresolved(ValueType type, Set<String> unresolved) {
    if (type instanceof ValueType.Unresolved) {
      unresolved.add(type.display());
    } else if (type instanceof ValueType.ListType) {
      collectUnresolved(((ValueType.ListType) type).element(), unresolved);
    } else if (type instanceof ValueType.MapType) {
      collectUnresolved(((ValueType.MapType) type).value(), unresolved);
    } else if (type instanceof ValueType.OptionalType) {
      collectUnresolved(((ValueType.OptionalType) type).value(), unresolved);
    } else if (type instanceof ValueType.ElicitedType) {
      collectUnresolved(((ValueType.ElicitedType) type).value(), unresolved);
    } else if (type instanceof ValueType.RecordType) {
      for (Component component : ((ValueType.RecordType) type).components()) {
        collectUnresolved(component.type(), unresolved);
      }
    }
  }

  /** The name of an enum constant an annotation member holds, or {@code fallback} when it holds none. */
  private static String enumConstant(Object value, String fallback) {
    return value instanceof VariableElement ? ((VariableElement) value).getSimpleName().toString() : fallback;
  }

  private static String blankToNull(String text) {
    return text == null || text.isBlank() ? null : text;
  }
}
