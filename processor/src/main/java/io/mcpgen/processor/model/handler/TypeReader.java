package io.mcpgen.processor.model.handler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Classifies Java types into {@link ValueType}s, reading records (components, their annotations
 * and javadoc) and enums as it goes. One reader serves one interface: records are read once.
 */
public final class TypeReader {

  /** Classes of a protocol package that mark it as generated from an MCP schema. */
  static final String PROTOCOL_MARKER = "JSONRPCRequest";

  private final Elements elements;
  private final String packageName;
  private final Map<String, ValueType> records = new HashMap<>();
  private final Set<String> reading = new HashSet<>();

  /** @param packageName where the generated code goes: records and enums must be visible from there */
  public TypeReader(Elements elements, String packageName) {
    this.elements = elements;
    this.packageName = packageName;
  }

  public ValueType read(TypeMirror type) {
    switch (type.getKind()) {
      case BOOLEAN:
        return new ValueType.Scalar(ValueType.ScalarKind.BOOLEAN, false);
      case INT:
        return new ValueType.Scalar(ValueType.ScalarKind.INT, false);
      case LONG:
        return new ValueType.Scalar(ValueType.ScalarKind.LONG, false);
      case DOUBLE:
        return new ValueType.Scalar(ValueType.ScalarKind.DOUBLE, false);
      case FLOAT:
      case SHORT:
      case BYTE:
      case CHAR:
        return new ValueType.Unsupported(type.toString(), "use int, long or double for numbers and String for text");
      case VOID:
        return new ValueType.Special(ValueType.SpecialKind.VOID);
      case ARRAY:
        return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
            ? new ValueType.Special(ValueType.SpecialKind.BYTES)
            : new ValueType.Unsupported(type.toString(), "use a List for a JSON array");
      case ERROR:
        return new ValueType.Unresolved(type.toString());
      case DECLARED:
        return declared((DeclaredType) type);
      default:
        return new ValueType.Unsupported(type.toString(), "type variables and wildcards have no JSON schema");
    }
  }

  private ValueType declared(DeclaredType type) {
    TypeElement element = (TypeElement) type.asElement();
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    switch (element.getQualifiedName().toString()) {
      case "java.lang.String":
        return new ValueType.Scalar(ValueType.ScalarKind.STRING, false);
      case "java.lang.Boolean":
        return new ValueType.Scalar(ValueType.ScalarKind.BOOLEAN, true);
      case "java.lang.Integer":
        return new ValueType.Scalar(ValueType.ScalarKind.INT, true);
      case "java.lang.Long":
        return new ValueType.Scalar(ValueType.ScalarKind.LONG, true);
      case "java.lang.Double":
        return new ValueType.Scalar(ValueType.ScalarKind.DOUBLE, true);
      case "java.lang.Void":
        return new ValueType.Special(ValueType.SpecialKind.VOID_CLASS);
      case "java.util.List":
        return arguments.size() == 1 ? new ValueType.ListType(read(arguments.get(0)))
            : new ValueType.Unsupported(type.toString(), "give the List its element type");
      case "java.util.Optional":
        return arguments.size() == 1 ? new ValueType.OptionalType(read(arguments.get(0)))
            : new ValueType.Unsupported(type.toString(), "give the Optional its value type");
      case "java.util.Map":
        if (arguments.size() == 2 && arguments.get(0).toString().equals("java.lang.String")) {
          return new ValueType.MapType(read(arguments.get(1)));
        }
        return new ValueType.Unsupported(type.toString(), "JSON object keys are strings: use Map<String, T>");
      case HandlerAnnotations.JSON_VALUE:
        return new ValueType.AnyJson();
      case HandlerAnnotations.ELICITED:
        return arguments.size() == 1 ? new ValueType.ElicitedType(read(arguments.get(0)))
            : new ValueType.Unsupported(type.toString(), "give Elicited its form record");
      case HandlerAnnotations.EXCHANGE:
        return new ValueType.Special(ValueType.SpecialKind.EXCHANGE);
      case HandlerAnnotations.ROUND_CONTEXT:
        return new ValueType.Special(ValueType.SpecialKind.ROUND_CONTEXT);
      default:
        break;
    }
    if (element.getKind() == ElementKind.ENUM) {
      return enumType(element);
    }
    if (element.getKind() == ElementKind.RECORD) {
      if (isProtocol(element)) {
        return new ValueType.Protocol(element, sibling(element, element.getSimpleName() + "JsonCodec") != null,
            sibling(element, "InputRequiredResult") != null);
      }
      if (!element.getTypeParameters().isEmpty()) {
        return new ValueType.Unsupported(type.toString(), "generic records are not supported: a schema is written at"
            + " compile time, and a type parameter has no one JSON schema; declare a record whose components have"
            + " concrete types (in place of " + simpleDisplay(type) + ") and use that");
      }
      return record(element);
    }
    String formatted = FormattedStrings.hint(element.getQualifiedName().toString());
    if (formatted != null) {
      return new ValueType.Unsupported(type.toString(), formatted);
    }
    return new ValueType.Unsupported(type.toString(), "mcpgen maps records, enums, String, primitives and their"
        + " boxes, List, Map<String, T>, Optional and JsonValue to JSON");
  }

  /** A declared type as written with simple names, e.g. {@code Page<Item>}. */
  private static String simpleDisplay(DeclaredType type) {
    StringBuilder text = new StringBuilder(type.asElement().getSimpleName());
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    for (int i = 0; i < arguments.size(); i++) {
      TypeMirror argument = arguments.get(i);
      text.append(i == 0 ? "<" : ", ").append(argument instanceof DeclaredType
          ? simpleDisplay((DeclaredType) argument) : argument.toString());
    }
    return arguments.isEmpty() ? text.toString() : text.append('>').toString();
  }

  /** True for a record of a package generated by {@code @McpSchema} from an MCP schema. */
  public boolean isProtocol(TypeElement element) {
    PackageElement pkg = elements.getPackageOf(element);
    return elements.getTypeElement(qualified(pkg, PROTOCOL_MARKER)) != null;
  }

  /** The type beside {@code element} in its package, or null: {@code CallToolResultJsonCodec}, say. */
  public TypeElement sibling(TypeElement element, String simpleName) {
    return elements.getTypeElement(qualified(elements.getPackageOf(element), simpleName));
  }

  private static String qualified(PackageElement pkg, String simpleName) {
    return pkg.isUnnamed() ? simpleName : pkg.getQualifiedName() + "." + simpleName;
  }

  private ValueType enumType(TypeElement element) {
    List<ValueType.EnumConstant> constants = new ArrayList<>();
    for (Element member : element.getEnclosedElements()) {
      if (member.getKind() == ElementKind.ENUM_CONSTANT) {
        String title = HandlerAnnotations.find(member, HandlerAnnotations.DESCRIBE)
            .map(mirror -> {
              String explicit = HandlerAnnotations.string(mirror, "title", elements);
              return explicit.isEmpty() ? HandlerAnnotations.string(mirror, "value", elements) : explicit;
            })
            .filter(text -> !text.isEmpty())
            .orElse(null);
        constants.add(new ValueType.EnumConstant(member.getSimpleName().toString(), title, member));
      }
    }
    return new ValueType.EnumType(element, constants, isAccessibleFrom(element, packageName));
  }

  private ValueType record(TypeElement element) {
    String name = element.getQualifiedName().toString();
    ValueType known = records.get(name);
    if (known != null) {
      return known;
    }
    if (!reading.add(name)) {
      return new ValueType.Unsupported(element.getSimpleName().toString(), "the record contains itself, and a"
          + " recursive type has no flat JSON schema");
    }
    Map<String, String> paramDocs = Javadoc.params(elements.getDocComment(element));
    List<Component> components = new ArrayList<>();
    List<? extends VariableElement> canonical = canonicalParameters(element);
    List<RecordComponentElement> recordComponents = ElementFilter.recordComponentsIn(element.getEnclosedElements());
    for (int i = 0; i < recordComponents.size(); i++) {
      RecordComponentElement component = recordComponents.get(i);
      components.add(component(component, paramDocs, field(element, component),
          canonical.size() == recordComponents.size() ? inputAnnotation(canonical.get(i)) : null));
    }
    reading.remove(name);
    ValueType record = new ValueType.RecordType(element, components, isAccessibleFrom(element, packageName));
    records.put(name, record);
    return record;
  }

  /**
   * The private field of a record component: javac (17) places no diagnostic on a component
   * element, but does on its field, which is declared at the same place in the record header.
   */
  private static Element field(TypeElement record, RecordComponentElement component) {
    for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(component.getSimpleName())) {
        return field;
      }
    }
    return component;
  }

  /**
   * The parameters of a record's canonical constructor: an annotation meant for parameters, written
   * on a component, lands there and not on the component.
   */
  private static List<? extends VariableElement> canonicalParameters(TypeElement record) {
    List<RecordComponentElement> components = ElementFilter.recordComponentsIn(record.getEnclosedElements());
    for (ExecutableElement constructor : ElementFilter.constructorsIn(record.getEnclosedElements())) {
      List<? extends VariableElement> parameters = constructor.getParameters();
      boolean canonical = parameters.size() == components.size();
      for (int i = 0; canonical && i < parameters.size(); i++) {
        canonical = parameters.get(i).getSimpleName().contentEquals(components.get(i).getSimpleName());
      }
      if (canonical) {
        return parameters;
      }
    }
    return List.of();
  }

  /**
   * The first input annotation ({@code @Elicit}, {@code @Sample}, {@code @Forms}, {@code @Needs}, ...)
   * on a parameter, or null.
   */
  private static AnnotationMirror inputAnnotation(VariableElement parameter) {
    for (InputKind kind : InputKind.values()) {
      Optional<AnnotationMirror> mirror = HandlerAnnotations.find(parameter, kind.qualifiedAnnotation());
      if (mirror.isPresent()) {
        return mirror.get();
      }
    }
    return HandlerAnnotations.find(parameter, HandlerAnnotations.FORMS)
        .or(() -> HandlerAnnotations.find(parameter, HandlerAnnotations.NEEDS)).orElse(null);
  }

  private Component component(RecordComponentElement element, Map<String, String> paramDocs, Element anchor,
      AnnotationMirror misplacedInput) {
    String name = element.getSimpleName().toString();
    ValueType type = read(element.asType());
    boolean optional = type instanceof ValueType.OptionalType
        || (type instanceof ValueType.Scalar && ((ValueType.Scalar) type).boxed())
        || HandlerAnnotations.isNullable(element);
    Optional<AnnotationMirror> describe = HandlerAnnotations.find(element, HandlerAnnotations.DESCRIBE);
    String description = describe.map(mirror -> HandlerAnnotations.string(mirror, "value", elements))
        .filter(text -> !text.isEmpty())
        .orElse(paramDocs.get(name));
    String title = describe.map(mirror -> HandlerAnnotations.string(mirror, "title", elements))
        .filter(text -> !text.isEmpty())
        .orElse(null);
    Optional<AnnotationMirror> format = HandlerAnnotations.find(element, HandlerAnnotations.FORMAT);
    Optional<AnnotationMirror> defaults = HandlerAnnotations.find(element, HandlerAnnotations.DEFAULT);
    List<String> defaultValues = new ArrayList<>();
    defaults.ifPresent(mirror -> HandlerAnnotations.array(mirror, "value", elements)
        .forEach(value -> defaultValues.add(String.valueOf(value))));
    Optional<AnnotationMirror> header = HandlerAnnotations.find(element, HandlerAnnotations.HEADER);
    return new Component(anchor, name, type, optional, description, title,
        format.map(mirror -> HandlerAnnotations.string(mirror, "value", elements)).orElse(null), defaultValues,
        format.orElse(null), defaults.orElse(null),
        header.map(mirror -> HandlerAnnotations.string(mirror, "value", elements)).orElse(null), header.orElse(null),
        misplacedInput);
  }

  /** True when the type can be named from {@code packageName}: not private, and public when elsewhere. */
  public boolean isAccessibleFrom(TypeElement type, String packageName) {
    Element current = type;
    boolean samePackage = elements.getPackageOf(type).getQualifiedName().contentEquals(packageName);
    while (current instanceof TypeElement) {
      Set<Modifier> modifiers = current.getModifiers();
      if (modifiers.contains(Modifier.PRIVATE) || (!samePackage && !modifiers.contains(Modifier.PUBLIC))) {
        return false;
      }
      current = current.getEnclosingElement();
    }
    return true;
  }

  /** The simple names from the top-level type inward, e.g. {@code [Orders, Confirm]}. */
  public static List<String> simpleNames(TypeElement type) {
    List<String> names = new ArrayList<>();
    Element current = type;
    while (current instanceof TypeElement) {
      names.add(0, current.getSimpleName().toString());
      current = current.getEnclosingElement();
    }
    return names;
  }

  /** The package of a type. */
  public String packageName(TypeElement type) {
    return elements.getPackageOf(type).getQualifiedName().toString();
  }
}
