package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.Component;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.InputKind;
import io.mcpgen.processor.model.handler.MethodModel;
import io.mcpgen.processor.model.handler.ParameterModel;
import io.mcpgen.processor.model.handler.ResourceUri;
import io.mcpgen.processor.model.handler.Template;
import io.mcpgen.processor.model.handler.ValueType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Checks a handler interface before anything is generated from it: the type, each method's kind,
 * name, parameters and return type, the records and forms they use, the templates, and the
 * protocol types. Every problem is reported on the element (and annotation member) it is about.
 */
public final class HandlerCheck {

  /** tools.mdx: 1 to 128 characters among ASCII letters, digits, underscore, hyphen and dot. */
  private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.-]{1,128}");
  /** RFC 6749 section 3.3: scope-token = 1*( %x21 / %x23-5B / %x5D-7E ). */
  private static final Pattern SCOPE_TOKEN = Pattern.compile("[\\x21\\x23-\\x5B\\x5D-\\x7E]+");
  private static final Pattern URL_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*");

  private final HandlerModel handler;
  private final HandlerReport report = new HandlerReport();
  private final TypeCheck types;
  private final FormCheck forms;
  private final HeaderCheck headers;
  private final Map<String, MethodModel> names = new HashMap<>();
  private ValueType.Protocol protocol;

  private HandlerCheck(HandlerModel handler) {
    this.handler = handler;
    this.types = new TypeCheck(report, new HashSet<>());
    this.forms = new FormCheck(report, new HashSet<>());
    this.headers = new HeaderCheck(report);
  }

  /**
   * @param otherRole the other handler annotation is also present on the type
   */
  public static HandlerReport check(HandlerModel handler, boolean otherRole) {
    HandlerCheck check = new HandlerCheck(handler);
    if (otherRole) {
      check.report.add(Message.CONFLICTING_ANNOTATIONS, handler.element().getSimpleName() + " carries both"
          + " @McpServer and @McpClient; @McpServer already gives a typed client: remove @McpClient",
          handler.element(), handler.mirror());
    }
    if (check.type()) {
      handler.methods().forEach(check::method);
      CompletionCheck.check(handler, check.report);
      CacheCheck.check(handler, check.report);
      if (check.report.isClean()) {
        FormRoutingCheck.check(handler, check.report);
      }
    }
    return check.report;
  }

  /** The type itself; false when nothing more can be checked. */
  private boolean type() {
    Element element = handler.element();
    String annotation = "@" + handler.role().annotation();
    if (element.getKind() != ElementKind.INTERFACE) {
      report.add(Message.NOT_INTERFACE, annotation + " is on " + kindName(element) + " " + element.getSimpleName()
          + "; it goes on an interface, which mcpgen implements (server stub) and calls (typed client): make "
          + element.getSimpleName() + " an interface", element, handler.mirror());
      return false;
    }
    if (!handler.element().getTypeParameters().isEmpty()) {
      report.add(Message.NOT_INTERFACE, annotation + " is on the generic interface " + element.getSimpleName()
          + "; a server's tools have one schema each: remove the type parameters", element, handler.mirror());
      return false;
    }
    for (Element current = element; current.getKind().isInterface() || current.getKind().isClass();
        current = current.getEnclosingElement()) {
      if (current.getModifiers().contains(Modifier.PRIVATE)) {
        report.add(Message.INACCESSIBLE_TYPE, element.getSimpleName() + " is private (or inside a private type), so"
            + " the generated " + handler.element().getSimpleName() + "McpServer cannot name it: make it not private",
            element, handler.mirror());
        return false;
      }
    }
    if (handler.role() == HandlerModel.Role.SERVER && handler.name().isBlank()) {
      report.add(Message.BAD_NAME, "@McpServer name is empty; give the server a name (sent as serverInfo.name)",
          element, handler.mirror(), written(handler.mirror(), "name"));
    }
    return true;
  }

  private void method(MethodModel method) {
    Element element = method.element();
    if (!method.extraKinds().isEmpty()) {
      report.add(Message.CONFLICTING_ANNOTATIONS, method.javaName() + "() is a " + method.kind().annotation()
          + " and also carries @" + String.join(", @", method.extraKinds()) + "; one method serves one thing:"
          + " declare another method", element, method.mirror());
    }
    if (method.kind() == MethodModel.Kind.NONE) {
      helper(method);
      return;
    }
    if (method.isStatic()) {
      report.add(Message.STATIC_METHOD, method.javaName() + "() is static, so an implementation cannot provide it;"
          + " make it abstract (or default)", element, method.mirror());
      return;
    }
    if (method.isGeneric()) {
      report.add(Message.GENERIC_METHOD, method.javaName() + "() has type parameters; a " + kindText(method)
          + " has one schema, so its types must be fixed: remove " + method.element().getTypeParameters(), element);
      return;
    }
    name(method);
    parameters(method);
    returns(method);
  }

  /** A method without an MCP annotation: a default (or static) helper, or a mistake. */
  private void helper(MethodModel method) {
    if (method.isAbstract()) {
      report.add(Message.MISSING_ANNOTATION, method.javaName() + "() has no @Tool, @Prompt or @Resource; every"
          + " abstract method of an @" + handler.role().annotation() + " interface serves one (nothing else would"
          + " call it): annotate it, or make it a default method", method.element());
    }
    for (ParameterModel parameter : method.parameters()) {
      if (parameter instanceof ParameterModel.Input || parameter instanceof ParameterModel.Exchange) {
        report.add(Message.INPUTS_NOT_ALLOWED, "parameter " + parameter.name() + " of " + method.javaName()
            + "() is an input, but " + method.javaName() + "() is a helper, not a tool, prompt or resource, and"
            + " only those ask the client for input (tools/call, prompts/get, resources/read)", parameter.element(),
            parameter instanceof ParameterModel.Input ? ((ParameterModel.Input) parameter).mirror() : null);
      }
    }
  }

  private void name(MethodModel method) {
    AnnotationValue nameValue = written(method.mirror(), method.kind() == MethodModel.Kind.RESOURCE ? "uri" : "value");
    String key;
    if (method.kind() == MethodModel.Kind.RESOURCE) {
      ResourceUri uri = ResourceUri.parse(method.uri());
      if (uri.error() != null) {
        report.add(Message.BAD_NAME, "@Resource uri \"" + method.uri() + "\" " + uri.error(), method.element(),
            method.mirror(), nameValue);
      }
      key = "resource " + method.uri();
    } else {
      if (method.kind() == MethodModel.Kind.TOOL) {
        for (String scope : method.hints().scopes()) {
          if (!SCOPE_TOKEN.matcher(scope).matches()) {
            report.add(Message.BAD_NAME, "scope \"" + scope + "\" of tool \"" + method.name() + "\" is not an OAuth"
                + " scope token: printable ASCII without spaces, quotes or backslashes", method.element(),
                method.mirror(), written(method.mirror(), "scopes"));
          }
        }
      }
      if (method.kind() == MethodModel.Kind.TOOL && !TOOL_NAME.matcher(method.name()).matches()) {
        report.add(Message.BAD_NAME, "tool name \"" + method.name() + "\" breaks the protocol's rules for tool names:"
            + " 1 to 128 characters among A-Z, a-z, 0-9, underscore, hyphen and dot (no spaces or other"
            + " characters)", method.element(), method.mirror(), nameValue);
      } else if (method.name().isBlank()) {
        report.add(Message.BAD_NAME, kindText(method) + " name is blank", method.element(), method.mirror(), nameValue);
      }
      key = kindText(method) + " " + method.name();
    }
    MethodModel earlier = names.putIfAbsent(key, method);
    if (earlier != null) {
      // Overloads share a Java name: the parameter lists tell the two apart.
      report.add(Message.DUPLICATE_NAME, signature(method) + " is " + (method.kind() == MethodModel.Kind.RESOURCE
          ? "the resource " + method.uri() : "the " + kindText(method) + " \"" + method.name() + "\"") + ", as "
          + signature(earlier) + " is; names are unique within a server: rename one" + (method.javaName()
          .equals(earlier.javaName()) && method.kind() != MethodModel.Kind.RESOURCE ? " (overloads of one Java"
          + " method need a name each: " + method.kind().annotation() + "(\"...\"))" : ""), method.element(),
          method.mirror(), nameValue);
    }
  }

  private void parameters(MethodModel method) {
    Map<String, ParameterModel.Input> keys = new HashMap<>();
    List<ParameterModel.Argument> arguments = method.arguments();
    for (ParameterModel parameter : method.parameters()) {
      if (parameter instanceof ParameterModel.Conflicting) {
        ParameterModel.Conflicting conflicting = (ParameterModel.Conflicting) parameter;
        report.add(Message.CONFLICTING_ANNOTATIONS, "parameter " + parameter.name() + " of " + method.javaName()
            + "() " + conflicting.problem(), parameter.element(), conflicting.mirror());
      } else if (parameter instanceof ParameterModel.Input) {
        input(method, (ParameterModel.Input) parameter, keys);
      } else if (parameter instanceof ParameterModel.Exchange) {
        exchange(method, (ParameterModel.Exchange) parameter);
      }
    }
    if (method.kind() == MethodModel.Kind.RESOURCE) {
      resourceVariables(method, arguments);
      return;
    }
    for (int i = 0; i < arguments.size(); i++) {
      ParameterModel.Argument argument = arguments.get(i);
      if (i > 0) {
        report.add(Message.UNSUPPORTED_PARAMETER, "parameter " + argument.name() + " of " + method.javaName()
            + "() is a second argument; a " + kindText(method) + "'s arguments are the components of one record"
            + " (" + arguments.get(0).name() + "): move " + argument.name() + " into it", argument.element());
        continue;
      }
      argument(method, argument);
    }
  }

  private void argument(MethodModel method, ParameterModel.Argument argument) {
    ValueType type = argument.type();
    if (type instanceof ValueType.Unresolved) {
      return;
    }
    if (!(type instanceof ValueType.RecordType)) {
      String start = "parameter " + argument.name() + " of " + method.javaName() + "() has type " + type.display()
          + "; a " + kindText(method) + "'s arguments are the components of one record (its "
          + (method.kind() == MethodModel.Kind.TOOL ? "inputSchema" : "arguments") + "): ";
      // A wrapper around a type with no JSON mapping (a class, say) would fail again, on its component.
      String advice = mappable(type) ? "declare a record such as record " + capitalized(method.javaName()) + "Args("
          + type.display() + " " + argument.name() + ") {} and take that"
          : "make " + simpleName(argument) + " a record whose components are the arguments (record "
          + simpleName(argument) + "(...) {}); as it is, it has no JSON mapping"
          + (type instanceof ValueType.Unsupported ? " (" + ((ValueType.Unsupported) type).reason() + ")" : "");
      report.add(Message.ARGUMENT_NOT_RECORD, start + advice, argument.element());
      return;
    }
    ValueType.RecordType record = (ValueType.RecordType) type;
    types.record(record, argument.element());
    if (method.kind() == MethodModel.Kind.TOOL) {
      headers.tool(record);
    } else {
      headers.elsewhere(record, "a prompt's arguments");
    }
    if (method.kind() == MethodModel.Kind.PROMPT) {
      for (Component component : record.components()) {
        if (!TypeCheck.isString(component.valueType())) {
          report.add(Message.PROMPT_ARGUMENT_TYPE, record.display() + "." + component.name() + " has type "
              + component.type().display() + ", but prompt arguments are strings (prompts/get sends them so): make it"
              + " a String, Optional<String> or @Nullable String", component.element());
        }
      }
    }
  }

  private void resourceVariables(MethodModel method, List<ParameterModel.Argument> arguments) {
    ResourceUri uri = ResourceUri.parse(method.uri());
    if (uri.error() != null) {
      return;
    }
    Set<String> variables = new HashSet<>(uri.variables());
    Set<String> taken = new HashSet<>();
    for (ParameterModel.Argument argument : arguments) {
      boolean string = argument.type() instanceof ValueType.Scalar
          && ((ValueType.Scalar) argument.type()).kind() == ValueType.ScalarKind.STRING;
      if (!variables.contains(argument.name()) || !string) {
        report.add(Message.RESOURCE_VARIABLES, "parameter " + argument.name() + " of " + method.javaName() + "() "
            + (variables.contains(argument.name()) ? "must be a String: URI variables are text"
            : "is not a variable of \"" + method.uri() + "\"; a resource method's values are its URI template's"
            + " variables, one String parameter each" + (variables.isEmpty() ? " (this URI has none)"
            : " (" + String.join(", ", uri.variables()) + ")")), argument.element());
      }
      taken.add(argument.name());
    }
    for (String variable : uri.variables()) {
      if (!taken.contains(variable)) {
        report.add(Message.RESOURCE_VARIABLES, "@Resource uri \"" + method.uri() + "\" has the variable {" + variable
            + "}, but " + method.javaName() + "() has no String parameter " + variable + " to receive it",
            method.element(), method.mirror(), written(method.mirror(), "uri"));
      }
    }
  }

  private void input(MethodModel method, ParameterModel.Input input, Map<String, ParameterModel.Input> keys) {
    Element element = input.element();
    String where = "parameter " + input.name() + " of " + method.javaName() + "()";
    if (!method.exchanges().isEmpty()) {
      report.add(Message.INPUTS_NOT_ALLOWED, where + " is a declared input, but " + method.javaName() + "() also takes"
          + " an McpExchange; a method asks either all at once (declared inputs) or as it goes (the exchange):"
          + " ask for it through the exchange", element, input.mirror());
      return;
    }
    ParameterModel.Input earlier = keys.putIfAbsent(input.key(), input);
    if (earlier != null) {
      report.add(Message.DUPLICATE_INPUT_KEY, where + " asks under the key \"" + input.key() + "\", as parameter "
          + earlier.name() + " does; keys are unique within a call: set key on one of them", element, input.mirror(),
          written(input.mirror(), "key"));
    }
    if (input.typeProblem() != null) {
      report.add(Message.UNSUPPORTED_PARAMETER, where + " " + input.typeProblem(), element, input.mirror());
      return;
    }
    if (input.kind() == InputKind.FORM) {
      forms.form(input.value(), element, where);
      headers.elsewhere(input.value(), "a form");
    }
    if (input.kind() == InputKind.SAMPLING && input.maxTokens() < 1) {
      report.add(Message.UNSUPPORTED_PARAMETER, where + " asks for at most " + input.maxTokens() + " tokens; maxTokens"
          + " must be at least 1", element, input.mirror(), written(input.mirror(), "maxTokens"));
    }
    if (input.value() instanceof ValueType.Protocol) {
      protocol((ValueType.Protocol) input.value(), element);
    }
    // A client's interface only declares what the server asks; the wording is the server's.
    if (handler.role() == HandlerModel.Role.SERVER) {
      for (Map.Entry<String, Template> template : input.templates().entrySet()) {
        template(method, input, template.getKey(), template.getValue());
      }
    }
  }

  private void template(MethodModel method, ParameterModel.Input input, String member, Template template) {
    AnnotationValue value = written(input.mirror(), member);
    String where = "@" + input.kind().annotation() + " " + member + " of parameter " + input.name() + " of "
        + method.javaName() + "()";
    if (template.source().isBlank()) {
      report.add(Message.BAD_TEMPLATE, where + " is empty; a server must say what it asks (" + member + " = \"...\")",
          input.element(), input.mirror(), value);
      return;
    }
    if (!template.isValid()) {
      report.add(Message.BAD_TEMPLATE, where + " " + template.error(), input.element(), input.mirror(), value);
      return;
    }
    if (member.equals("url")) {
      String start = template.parts().isEmpty() || !(template.parts().get(0) instanceof Template.Text) ? ""
          : ((Template.Text) template.parts().get(0)).text();
      if (!URL_SCHEME.matcher(start).matches()) {
        report.add(Message.BAD_TEMPLATE, where + " does not start with a URL scheme (\"" + template.source() + "\");"
            + " the URL must be absolute, such as https://example.com/pay/{order.id}", input.element(),
            input.mirror(), value);
      }
    }
  }

  private void exchange(MethodModel method, ParameterModel.Exchange exchange) {
    String where = "parameter " + exchange.name() + " of " + method.javaName() + "()";
    if (method.exchanges().size() > 1 && method.exchanges().get(0) != exchange) {
      report.add(Message.INPUTS_NOT_ALLOWED, where + " is a second McpExchange; one call has one exchange",
          exchange.element());
      return;
    }
    for (ValueType form : exchange.forms()) {
      forms.form(form, exchange.element(), "@Forms of " + where);
      headers.elsewhere(form, "a form");
    }
  }

  private void returns(MethodModel method) {
    ValueType returns = method.returns();
    if (returns instanceof ValueType.Unresolved) {
      return;
    }
    String allowed;
    switch (method.kind()) {
      case TOOL:
        if (returns instanceof ValueType.RecordType) {
          types.record((ValueType.RecordType) returns, method.element());
          headers.elsewhere(returns, "a tool's result");
          return;
        }
        if (isString(returns) || isSpecial(returns, ValueType.SpecialKind.VOID)
            || isProtocol(returns, "CallToolResult")) {
          protocolOf(returns, method.element());
          return;
        }
        allowed = "a record (structuredContent and its JSON as text), String (text), void, or the protocol's"
            + " CallToolResult";
        break;
      case PROMPT:
        if (isString(returns) || isProtocol(returns, "GetPromptResult")
            || (returns instanceof ValueType.ListType && isProtocol(((ValueType.ListType) returns).element(),
                "PromptMessage"))) {
          protocolOf(returns instanceof ValueType.ListType ? ((ValueType.ListType) returns).element() : returns,
              method.element());
          return;
        }
        allowed = "String (one user message), List<PromptMessage> or GetPromptResult of the protocol";
        break;
      default:
        if (isString(returns) || isSpecial(returns, ValueType.SpecialKind.BYTES)
            || isProtocol(returns, "ReadResourceResult")) {
          protocolOf(returns, method.element());
          return;
        }
        allowed = "String (text contents), byte[] (blob contents) or the protocol's ReadResourceResult";
        break;
    }
    // A type with no JSON mapping (a generic record, a LocalDate) is told why first.
    String why = returns instanceof ValueType.Unsupported ? ", which mcpgen cannot map to JSON: "
        + ((ValueType.Unsupported) returns).reason() + ". A " + kindText(method) + " returns "
        : ", which a " + kindText(method) + " cannot send; return ";
    report.add(Message.UNSUPPORTED_RETURN, method.javaName() + "() returns " + returns.display() + why + allowed,
        method.element());
  }

  private void protocolOf(ValueType type, Element anchor) {
    if (type instanceof ValueType.Protocol) {
      protocol((ValueType.Protocol) type, anchor);
    }
  }

  /** Protocol types come from one package, generated by {@code @McpSchema} from a revision with MRTR. */
  private void protocol(ValueType.Protocol type, Element anchor) {
    if (!type.hasCodec()) {
      report.add(Message.PROTOCOL_TYPES, type.element().getQualifiedName() + " has no " + type.simpleName()
          + "JsonCodec beside it; protocol types come from a package @McpSchema generates (io.mcpgen.protocol, or"
          + " your own)", anchor);
      return;
    }
    if (!type.multiRoundTrip()) {
      report.add(Message.PROTOCOL_TYPES, type.element().getQualifiedName() + " comes from a schema revision without"
          + " multi round-trip requests (" + type.packageName() + " has no InputRequiredResult); mcpgen's engine"
          + " serves 2026-07-28: generate the protocol types from revision 2026-07-28", anchor);
      return;
    }
    if (protocol == null) {
      protocol = type;
    } else if (!protocol.packageName().equals(type.packageName())) {
      report.add(Message.PROTOCOL_TYPES, type.element().getQualifiedName() + " comes from " + type.packageName()
          + ", but " + protocol.element().getQualifiedName() + " (used earlier) from " + protocol.packageName()
          + "; one interface speaks one revision: take every protocol type from one package", anchor);
    }
  }

  /** True when a record component of this type compiles to JSON: what a suggested wrapper record may hold. */
  private static boolean mappable(ValueType type) {
    if (type instanceof ValueType.ListType) {
      return mappable(((ValueType.ListType) type).element());
    }
    if (type instanceof ValueType.MapType) {
      return mappable(((ValueType.MapType) type).value());
    }
    if (type instanceof ValueType.OptionalType) {
      return mappable(((ValueType.OptionalType) type).value());
    }
    return type instanceof ValueType.Scalar || type instanceof ValueType.EnumType || type instanceof ValueType.AnyJson;
  }

  private static String simpleName(ParameterModel.Argument argument) {
    TypeMirror type = argument.element().asType();
    return type instanceof DeclaredType ? ((DeclaredType) type).asElement().getSimpleName().toString()
        : type.toString();
  }

  /** A method as {@code find(ById)}: overloads share a Java name. */
  private static String signature(MethodModel method) {
    StringBuilder text = new StringBuilder(method.javaName()).append('(');
    List<? extends VariableElement> parameters = method.element().getParameters();
    for (int i = 0; i < parameters.size(); i++) {
      TypeMirror type = parameters.get(i).asType();
      text.append(i == 0 ? "" : ", ").append(type instanceof DeclaredType
          ? ((DeclaredType) type).asElement().getSimpleName() : type);
    }
    return text.append(')').toString();
  }

  private static boolean isString(ValueType type) {
    return type instanceof ValueType.Scalar && ((ValueType.Scalar) type).kind() == ValueType.ScalarKind.STRING
        && !((ValueType.Scalar) type).boxed();
  }

  private static boolean isSpecial(ValueType type, ValueType.SpecialKind kind) {
    return type instanceof ValueType.Special && ((ValueType.Special) type).kind() == kind;
  }

  private static boolean isProtocol(ValueType type, String simpleName) {
    return type instanceof ValueType.Protocol && ((ValueType.Protocol) type).simpleName().equals(simpleName);
  }

  private static String kindText(MethodModel method) {
    return method.kind().annotation().toLowerCase(java.util.Locale.ROOT);
  }

  private static String kindName(Element element) {
    switch (element.getKind()) {
      case CLASS:
        return "the class";
      case ENUM:
        return "the enum";
      case RECORD:
        return "the record";
      case ANNOTATION_TYPE:
        return "the annotation type";
      default:
        return element.getKind().toString().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The value the user wrote for an annotation member, or null (then the annotation is pointed at). */
  private static AnnotationValue written(AnnotationMirror mirror, String member) {
    if (mirror == null) {
      return null;
    }
    for (Map.Entry<? extends javax.lang.model.element.ExecutableElement, ? extends AnnotationValue> entry
        : mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    return null;
  }
}
