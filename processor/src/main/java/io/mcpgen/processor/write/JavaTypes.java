package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.mcpgen.processor.model.JavaTypeName;
import io.mcpgen.processor.model.TypeRef;
import java.util.List;

/** Java types, codec expressions, reads and writes for the model's {@link TypeRef}s. */
final class JavaTypes {

  static final ClassName STRING = ClassName.get("java.lang", "String");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");
  static final ClassName COLLECTIONS = ClassName.get("java.util", "Collections");
  static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
  static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");

  /** Simple names of the JDK types generated code uses, for clash detection. */
  static final List<String> JDK_SIMPLE_NAMES = List.of("String", "List", "Map", "LinkedHashMap", "Collections",
      "Objects", "Override", "Long", "Double", "Boolean", "Object", "IllegalArgumentException",
      "IllegalStateException", "ArrayList", "Class", "Optional");

  private JavaTypes() {}

  static ClassName className(JavaTypeName name) {
    List<String> names = name.simpleNames();
    return ClassName.get(name.packageName(), names.get(0), names.subList(1, names.size()).toArray(new String[0]));
  }

  /** The Java type; primitives for required scalars when {@code primitive}. */
  static TypeName type(TypeRef ref, boolean primitive) {
    if (ref instanceof TypeRef.Builtin) {
      switch ((TypeRef.Builtin) ref) {
        case STRING:
          return STRING;
        case LONG:
          return primitive ? TypeName.LONG : TypeName.LONG.box();
        case INT:
          return primitive ? TypeName.INT : TypeName.INT.box();
        case DOUBLE:
          return primitive ? TypeName.DOUBLE : TypeName.DOUBLE.box();
        case BOOLEAN:
          return primitive ? TypeName.BOOLEAN : TypeName.BOOLEAN.box();
        case JSON_NUMBER:
          return RuntimeNames.JSON_NUMBER;
        default:
          return RuntimeNames.JSON_VALUE;
      }
    }
    if (ref instanceof TypeRef.Named) {
      return className(((TypeRef.Named) ref).name());
    }
    if (ref instanceof TypeRef.ListOf) {
      return ParameterizedTypeName.get(LIST, type(((TypeRef.ListOf) ref).element(), false));
    }
    if (ref instanceof TypeRef.OptionalOf) {
      return ParameterizedTypeName.get(OPTIONAL, type(((TypeRef.OptionalOf) ref).value(), false));
    }
    return ParameterizedTypeName.get(MAP, STRING, type(((TypeRef.MapOf) ref).value(), false));
  }

  /** True for types that have a primitive form. */
  static boolean isPrimitive(TypeRef ref) {
    return ref == TypeRef.Builtin.LONG || ref == TypeRef.Builtin.INT || ref == TypeRef.Builtin.DOUBLE
        || ref == TypeRef.Builtin.BOOLEAN;
  }

  /** An expression for the codec of a type. */
  static CodeBlock codec(TypeRef ref) {
    if (ref instanceof TypeRef.Builtin) {
      switch ((TypeRef.Builtin) ref) {
        case STRING:
          return CodeBlock.of("$T.STRING", RuntimeNames.JSON_CODECS);
        case LONG:
          return CodeBlock.of("$T.LONG", RuntimeNames.JSON_CODECS);
        case INT:
          return CodeBlock.of("$T.INTEGER", RuntimeNames.JSON_CODECS);
        case DOUBLE:
          return CodeBlock.of("$T.DOUBLE", RuntimeNames.JSON_CODECS);
        case BOOLEAN:
          return CodeBlock.of("$T.BOOLEAN", RuntimeNames.JSON_CODECS);
        case JSON_NUMBER:
          return CodeBlock.of("$T.NUMBER", RuntimeNames.JSON_CODECS);
        default:
          return CodeBlock.of("$T.VALUE", RuntimeNames.JSON_CODECS);
      }
    }
    if (ref instanceof TypeRef.Named) {
      return CodeBlock.of("$T.INSTANCE", className(((TypeRef.Named) ref).name().codec()));
    }
    if (ref instanceof TypeRef.ListOf) {
      return CodeBlock.of("$T.listOf($L)", RuntimeNames.JSON_CODECS, codec(((TypeRef.ListOf) ref).element()));
    }
    if (ref instanceof TypeRef.OptionalOf) {
      throw new IllegalArgumentException("an Optional is a member's presence, not a value with a codec");
    }
    return CodeBlock.of("$T.mapOf($L)", RuntimeNames.JSON_CODECS, codec(((TypeRef.MapOf) ref).value()));
  }

  /**
   * An expression that reads one value of the type from the reader variable {@code in}; for an
   * {@code Optional}, the present value.
   */
  static CodeBlock read(TypeRef ref, String in) {
    if (ref instanceof TypeRef.Builtin) {
      switch ((TypeRef.Builtin) ref) {
        case STRING:
          return CodeBlock.of("$N.readString()", in);
        case LONG:
          return CodeBlock.of("$N.readLong()", in);
        case INT:
          return CodeBlock.of("$N.readInt()", in);
        case DOUBLE:
          return CodeBlock.of("$N.readDouble()", in);
        case BOOLEAN:
          return CodeBlock.of("$N.readBoolean()", in);
        case JSON_NUMBER:
          return CodeBlock.of("$N.readNumber()", in);
        default:
          return CodeBlock.of("$N.readValue()", in);
      }
    }
    if (ref instanceof TypeRef.Named) {
      return CodeBlock.of("$L.read($N)", codec(ref), in);
    }
    if (ref instanceof TypeRef.ListOf) {
      return CodeBlock.of("$T.readList($N, $L)", RuntimeNames.JSON_CODECS, in, codec(((TypeRef.ListOf) ref).element()));
    }
    if (ref instanceof TypeRef.OptionalOf) {
      return CodeBlock.of("$T.of($L)", OPTIONAL, read(((TypeRef.OptionalOf) ref).value(), in));
    }
    return CodeBlock.of("$T.readMap($N, $L)", RuntimeNames.JSON_CODECS, in, codec(((TypeRef.MapOf) ref).value()));
  }

  /**
   * A statement that writes {@code value} (an expression of the type, not null; a present one for
   * an {@code Optional}) to writer {@code out}.
   */
  static CodeBlock write(TypeRef ref, CodeBlock value, boolean boxed) {
    if (ref instanceof TypeRef.Builtin) {
      switch ((TypeRef.Builtin) ref) {
        case LONG:
          return CodeBlock.of("out.value($L$L);\n", value, boxed ? ".longValue()" : "");
        case INT:
          return CodeBlock.of("out.value($L$L);\n", value, boxed ? ".intValue()" : "");
        case DOUBLE:
          return CodeBlock.of("out.value($L$L);\n", value, boxed ? ".doubleValue()" : "");
        case BOOLEAN:
          return CodeBlock.of("out.value($L$L);\n", value, boxed ? ".booleanValue()" : "");
        default:
          return CodeBlock.of("out.value($L);\n", value);
      }
    }
    if (ref instanceof TypeRef.Named) {
      return CodeBlock.of("$L.write(out, $L);\n", codec(ref), value);
    }
    if (ref instanceof TypeRef.ListOf) {
      return CodeBlock.of("$T.writeList(out, $L, $L);\n", RuntimeNames.JSON_CODECS, value,
          codec(((TypeRef.ListOf) ref).element()));
    }
    if (ref instanceof TypeRef.OptionalOf) {
      return write(((TypeRef.OptionalOf) ref).value(), CodeBlock.of("$L.get()", value), true);
    }
    return CodeBlock.of("$T.writeMap(out, $L, $L);\n", RuntimeNames.JSON_CODECS, value,
        codec(((TypeRef.MapOf) ref).value()));
  }
}
