package io.mcpgen.processor.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a checked schema document into the Java types to generate, following the mapping rules
 * of {@code docs/protocol-records.md}. Inline schemas become types nested in the type that holds
 * them; references to aliases become the alias's target.
 */
public final class TypeMapper {

  private final SchemaDocument document;
  private final String packageName;
  private final Map<String, DefinitionKind> kinds = new LinkedHashMap<>();
  private final Map<String, TypeRef> aliasTargets = new LinkedHashMap<>();
  private final Map<String, Scope> aliasScopes = new LinkedHashMap<>();
  private final Set<String> resolving = new HashSet<>();
  /** For each record, the unions it is a member of, in the order they were found. */
  private final Map<JavaTypeName, Set<JavaTypeName>> unionsOf = new LinkedHashMap<>();

  private TypeMapper(SchemaDocument document, String packageName) {
    this.document = document;
    this.packageName = packageName;
    document.definitions().forEach((name, node) -> kinds.put(name, DefinitionKind.of(name, node)));
  }

  /**
   * Maps every definition. The document must have passed the checks; a construct that only
   * turns out to be unsupported while mapping throws {@link UnsupportedSchemaException}.
   */
  public static JavaModel map(SchemaDocument document, String packageName) {
    return new TypeMapper(document, packageName).mapAll();
  }

  private JavaModel mapAll() {
    List<TypeModel> types = new ArrayList<>();
    for (Map.Entry<String, SchemaNode> definition : document.definitions().entrySet()) {
      types.add(mapDefinition(definition.getKey(), definition.getValue()));
    }
    List<TypeModel> finished = new ArrayList<>();
    for (TypeModel type : types) {
      finished.add(withUnions(type));
    }
    return new JavaModel(packageName, document.origin(), finished);
  }

  private JavaTypeName topLevel(String definition) {
    return JavaTypeName.topLevel(packageName, JavaNames.typeName(definition));
  }

  private TypeModel mapDefinition(String definition, SchemaNode node) {
    JavaTypeName name = topLevel(definition);
    switch (kinds.get(definition)) {
      case RECORD:
        return record(ObjectSchema.of(node, document), name, definition);
      case UNION:
        return union(node, name);
      case ENUM:
        return enumeration(node, name);
      case ID:
        return new IdModel(name, node.description(), node.pointer());
      default:
        TypeRef target = aliasTarget(definition);
        Scope scope = aliasScopes.get(definition);
        Map<String, String> constants = new LinkedHashMap<>();
        if (definition.equals("ResultType") && target == TypeRef.Builtin.STRING) {
          constants.put("COMPLETE", ResultTypes.COMPLETE);
          constants.put("INPUT_REQUIRED", ResultTypes.INPUT_REQUIRED);
        }
        return new AliasModel(name, node.description(), node.pointer(), target, constants,
            scope == null ? List.of() : scope.nested);
    }
  }

  /** What a use of an alias definition stands for; nested types it needs go into its holder class. */
  private TypeRef aliasTarget(String definition) {
    TypeRef known = aliasTargets.get(definition);
    if (known != null) {
      return known;
    }
    if (KnownDefects.isAnyJson(definition)) {
      aliasTargets.put(definition, TypeRef.Builtin.JSON_VALUE);
      return TypeRef.Builtin.JSON_VALUE;
    }
    if (!resolving.add(definition)) {
      throw new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED,
          document.definition(definition).pointer(),
          "is an alias that refers to itself; give the cycle an object or array in between");
    }
    Scope scope = new Scope(topLevel(definition));
    aliasScopes.put(definition, scope);
    TypeRef target = typeOf(document.definition(definition), scope, "");
    resolving.remove(definition);
    aliasTargets.put(definition, target);
    return target;
  }

  private TypeRef refType(SchemaNode node) {
    String definition = document.definitionName(node.ref()).orElseThrow(() ->
        new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
            "refers to " + node.ref() + ", which is not a definition of this document"));
    if (kinds.get(definition) == DefinitionKind.ALIAS) {
      return aliasTarget(definition);
    }
    return new TypeRef.Named(topLevel(definition));
  }

  /** The Java type of a schema position; {@code base} names the types nested for inline schemas. */
  private TypeRef typeOf(SchemaNode node, Scope scope, String base) {
    if (node.ref() != null && node.anyOf().isEmpty() && node.allOf().isEmpty() && node.properties() == null) {
      return refType(node);
    }
    if (!node.anyOf().isEmpty()) {
      return new TypeRef.Named(scope.add(union(node, scope.claim(nestedName(base, "Union")))));
    }
    if (!node.allOf().isEmpty() || node.properties() != null) {
      JavaTypeName name = scope.claim(nestedName(base, "Object"));
      return new TypeRef.Named(scope.add(record(ObjectSchema.of(node, document), name, null)));
    }
    List<String> types = DefinitionKind.nonNull(node.types());
    if (types.size() > 1) {
      JavaTypeName name = scope.claim(nestedName(base, "Value"));
      if (DefinitionKind.isId(types)) {
        return new TypeRef.Named(scope.add(new IdModel(name, node.description(), node.pointer())));
      }
      return new TypeRef.Named(scope.add(union(node, name)));
    }
    if (types.isEmpty()) {
      if (node.items() != null) {
        return new TypeRef.ListOf(typeOf(node.items(), scope, base + "Item"));
      }
      if (node.constValue() != null) {
        return builtin(node.constValue());
      }
      return TypeRef.Builtin.JSON_VALUE;
    }
    switch (types.get(0)) {
      case "object":
        return new TypeRef.MapOf(additionalType(node.additional(), scope, base + "Value"));
      case "array":
        return new TypeRef.ListOf(node.items() == null
            ? TypeRef.Builtin.JSON_VALUE : typeOf(node.items(), scope, base + "Item"));
      case "string":
        if (node.enumValues() != null && node.constValue() == null) {
          return new TypeRef.Named(scope.add(enumeration(node, scope.claim(nestedName(base, "Enum")))));
        }
        return TypeRef.Builtin.STRING;
      case "integer":
        return TypeRef.Builtin.LONG;
      case "number":
        return TypeRef.Builtin.DOUBLE;
      case "boolean":
        return TypeRef.Builtin.BOOLEAN;
      default:
        throw new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
            "has type \"" + types.get(0) + "\", which has no Java type here");
    }
  }

  private static String nestedName(String base, String fallback) {
    return base.isEmpty() ? fallback : JavaNames.nestedTypeName(base);
  }

  private TypeRef additionalType(SchemaNode.Additional additional, Scope scope, String base) {
    if (additional instanceof SchemaNode.Additional.Typed) {
      SchemaNode schema = ((SchemaNode.Additional.Typed) additional).schema();
      return schema.isEmpty() ? TypeRef.Builtin.JSON_VALUE : typeOf(schema, scope, base);
    }
    return TypeRef.Builtin.JSON_VALUE;
  }

  private static TypeRef builtin(Literal literal) {
    switch (literal.kind()) {
      case STRING:
        return TypeRef.Builtin.STRING;
      case INTEGER:
        return TypeRef.Builtin.LONG;
      case NUMBER:
        return TypeRef.Builtin.DOUBLE;
      case BOOLEAN:
        return TypeRef.Builtin.BOOLEAN;
      default:
        return TypeRef.Builtin.JSON_VALUE;
    }
  }

  private RecordModel record(ObjectSchema schema, JavaTypeName name, String definition) {
    Scope scope = new Scope(name);
    List<Property> properties = new ArrayList<>();
    Set<String> javaNames = new LinkedHashSet<>();
    for (Map.Entry<String, SchemaNode> member : schema.properties().entrySet()) {
      String wire = member.getKey();
      SchemaNode node = member.getValue();
      String javaName = JavaNames.unique(JavaNames.memberName(wire), javaNames);
      javaNames.add(javaName);
      Literal fixed = node.constValue();
      boolean absentMeansFixed = false;
      if (fixed == null && definition != null) {
        fixed = ResultTypes.fixedValue(definition, wire, node).map(Literal::string).orElse(null);
        absentMeansFixed = fixed != null && ResultTypes.absentMeansFixed(wire, fixed.text());
      }
      boolean required = KnownDefects.required(schema, wire) || absentMeansFixed;
      TypeRef type = fixed != null ? builtin(fixed) : typeOf(node, scope, wire);
      boolean nullable = node.types().contains("null");
      properties.add(new Property(wire, javaName, type, required, nullable, fixed, absentMeansFixed,
          node.description(), node.pointer(), null));
    }
    TypeRef extras = null;
    if (!(schema.additional() instanceof SchemaNode.Additional.Allowed)
        || ((SchemaNode.Additional.Allowed) schema.additional()).allowed()) {
      extras = additionalType(schema.additional(), scope, "AdditionalProperty");
    }
    String extrasName = JavaNames.unique("additionalProperties", javaNames);
    return new RecordModel(name, schema.description(), schema.pointer(), properties, extras, extrasName,
        List.of(), scope.nested);
  }

  private EnumModel enumeration(SchemaNode node, JavaTypeName name) {
    List<EnumModel.Constant> constants = new ArrayList<>();
    Set<String> javaNames = new HashSet<>();
    for (Literal value : node.enumValues()) {
      if (value.kind() != Literal.Kind.STRING) {
        throw new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
            "has an enum value that is not a string (" + value.text() + "); only string enums are supported");
      }
      String javaName = JavaNames.unique(JavaNames.enumConstant(value.text()), javaNames);
      javaNames.add(javaName);
      constants.add(new EnumModel.Constant(javaName, value.text()));
    }
    return new EnumModel(name, node.description(), node.pointer(), constants);
  }

  // ---- unions ------------------------------------------------------------------------------

  private UnionModel union(SchemaNode node, JavaTypeName name) {
    Scope scope = new Scope(name);
    List<ObjectMember> objects = new ArrayList<>();
    Map<JsonKind, TypeRef> values = new LinkedHashMap<>();
    List<SchemaNode> arrayItems = new ArrayList<>();
    collectMembers(node, objects, values, arrayItems, new HashSet<>());
    if (!arrayItems.isEmpty()) {
      TypeRef items;
      if (arrayItems.size() == 1) {
        items = arrayItems.get(0) == null ? TypeRef.Builtin.JSON_VALUE : typeOf(arrayItems.get(0), scope, "ArrayItem");
      } else {
        // Several array variants: read any array whose elements are any of their items.
        SchemaNode anyItem = new SchemaNode(node.pointer(), null, List.of(), null, List.of(),
            new SchemaNode.Additional.Absent(), null, arrayItems, List.of(), null, null, null, List.of());
        items = typeOf(anyItem, scope, "ArrayItem");
      }
      values.put(JsonKind.ARRAY, new TypeRef.ListOf(items));
    }
    if (values.containsKey(JsonKind.NUMBER)) {
      values.remove(JsonKind.INTEGER);
    }
    if (values.containsKey(JsonKind.OBJECT) && !objects.isEmpty()) {
      throw new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
          "mixes records with a free-form object; make the free-form member a definition with properties");
    }
    List<UnionModel.Member> members = new ArrayList<>();
    for (ObjectMember object : objects) {
      members.add(new UnionModel.Member(object.type(), JsonKind.OBJECT));
      unionsOf.computeIfAbsent(object.type(), key -> new LinkedHashSet<>()).add(name);
    }
    for (JsonKind kind : JsonKind.values()) {
      TypeRef value = values.get(kind);
      if (value != null) {
        JavaTypeName wrapper = scope.claim(kind.wrapperName());
        scope.add(new WrapperModel(wrapper, null, node.pointer(), value, kind, name));
        members.add(new UnionModel.Member(wrapper, kind));
      }
    }
    Dispatch dispatch = objects.isEmpty() ? null : UnionAnalysis.dispatch(objects);
    Map<String, JavaTypeName> byMethod = dispatch instanceof Dispatch.ByShape
        ? UnionAnalysis.byMethod(objects, document) : Map.of();
    return new UnionModel(name, node.description(), node.pointer(), members, dispatch, byMethod, scope.nested);
  }

  /** Flattens the union's members: references to unions and aliases are followed to their members. */
  private void collectMembers(SchemaNode node, List<ObjectMember> objects, Map<JsonKind, TypeRef> values,
      List<SchemaNode> arrayItems, Set<String> visited) {
    if (node.ref() != null && node.properties() == null && node.anyOf().isEmpty() && node.allOf().isEmpty()) {
      String definition = document.definitionName(node.ref()).orElseThrow(() ->
          new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
              "refers to " + node.ref() + ", which is not a definition of this document"));
      if (!visited.add(definition)) {
        return;
      }
      SchemaNode target = document.definition(definition);
      switch (kinds.get(definition)) {
        case RECORD:
          addObject(objects, new ObjectMember(topLevel(definition), ObjectSchema.of(target, document), definition));
          return;
        case UNION:
        case ALIAS:
          if (KnownDefects.isAnyJson(definition)) {
            throw unsupportedMember(node, "any JSON value");
          }
          collectMembers(target, objects, values, arrayItems, visited);
          return;
        default:
          throw unsupportedMember(node, "an enum or id type");
      }
    }
    if (!node.anyOf().isEmpty()) {
      for (SchemaNode member : node.anyOf()) {
        collectMembers(member, objects, values, arrayItems, visited);
      }
      return;
    }
    if (node.properties() != null || !node.allOf().isEmpty()) {
      throw unsupportedMember(node, "an inline object");
    }
    List<String> types = node.types();
    if (types.isEmpty()) {
      throw unsupportedMember(node, "a schema without a type");
    }
    for (String type : types) {
      switch (type) {
        case "object":
          values.put(JsonKind.OBJECT, new TypeRef.MapOf(TypeRef.Builtin.JSON_VALUE));
          break;
        case "array":
          arrayItems.add(node.items());
          break;
        case "string":
          values.put(JsonKind.STRING, TypeRef.Builtin.STRING);
          break;
        case "integer":
          if (KnownDefects.widensIntegers(node.pointer(), document)) {
            values.put(JsonKind.NUMBER, TypeRef.Builtin.JSON_NUMBER);
          } else {
            values.putIfAbsent(JsonKind.INTEGER, TypeRef.Builtin.LONG);
          }
          break;
        case "number":
          values.put(JsonKind.NUMBER, TypeRef.Builtin.JSON_NUMBER);
          break;
        case "boolean":
          values.put(JsonKind.BOOLEAN, TypeRef.Builtin.BOOLEAN);
          break;
        default:
          throw unsupportedMember(node, "type \"" + type + "\"");
      }
    }
  }

  private static void addObject(List<ObjectMember> objects, ObjectMember member) {
    for (ObjectMember existing : objects) {
      if (existing.type().equals(member.type())) {
        return;
      }
    }
    objects.add(member);
  }

  private static UnsupportedSchemaException unsupportedMember(SchemaNode node, String what) {
    return new UnsupportedSchemaException(UnsupportedSchemaException.Reason.UNSUPPORTED, node.pointer(),
        "is a union member that is " + what + ", which a union cannot hold; make it a definition with"
            + " properties, or move it out of the anyOf");
  }

  // ---- finishing ---------------------------------------------------------------------------

  /** Adds to every record the unions found for it, now that all unions are known. */
  private TypeModel withUnions(TypeModel type) {
    List<TypeModel> nested = new ArrayList<>();
    for (TypeModel inner : type.nested()) {
      nested.add(withUnions(inner));
    }
    if (type instanceof RecordModel) {
      RecordModel record = (RecordModel) type;
      return record.withUnions(new ArrayList<>(unionsOf.getOrDefault(record.name(), Set.of())), nested);
    }
    if (type instanceof UnionModel) {
      UnionModel union = (UnionModel) type;
      return new UnionModel(union.name(), union.description(), union.pointer(), union.members(), union.objects(),
          union.byMethod(), nested);
    }
    if (type instanceof AliasModel) {
      AliasModel alias = (AliasModel) type;
      return new AliasModel(alias.name(), alias.description(), alias.pointer(), alias.target(), alias.constants(),
          nested);
    }
    return type;
  }

  /** The types nested in one generated type, and the simple names already used there. */
  private static final class Scope {
    final JavaTypeName owner;
    final List<TypeModel> nested = new ArrayList<>();
    final Set<String> taken = new HashSet<>();

    Scope(JavaTypeName owner) {
      this.owner = owner;
      // A nested type may not share a simple name with any type that encloses it.
      taken.addAll(owner.simpleNames());
    }

    JavaTypeName claim(String simpleName) {
      String name = JavaNames.unique(simpleName, taken);
      taken.add(name);
      return owner.nested(name);
    }

    JavaTypeName add(TypeModel type) {
      nested.add(type);
      return type.name();
    }
  }
}
