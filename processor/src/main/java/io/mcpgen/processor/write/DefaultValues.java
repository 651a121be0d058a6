package io.mcpgen.processor.write;

import com.palantir.javapoet.CodeBlock;
import io.mcpgen.processor.model.TypeRef;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The Java expression of a {@code @Default}: what a codec reads when the member is missing, so the
 * server fills the default in before the handler runs, as the published schema promises.
 */
final class DefaultValues {

  private DefaultValues() {}

  /**
   * @param type the member's type ({@code Optional<T>} gets {@code Optional.of(default)})
   * @param value the default in {@code JsonText} form, checked against the type when the interface
   *     compiled
   */
  static CodeBlock expression(TypeRef type, Object value) {
    if (type instanceof TypeRef.OptionalOf) {
      return CodeBlock.of("$T.of($L)", JavaTypes.OPTIONAL, expression(((TypeRef.OptionalOf) type).value(), value));
    }
    if (type instanceof TypeRef.ListOf) {
      List<CodeBlock> elements = new ArrayList<>();
      for (Object element : (List<?>) value) {
        elements.add(expression(((TypeRef.ListOf) type).element(), element));
      }
      return CodeBlock.of("$T.of($L)", JavaTypes.LIST, CodeBlock.join(elements, ", "));
    }
    if (type instanceof TypeRef.Named) {
      // Defaults of a named type are enum constants, spelled as their names.
      return CodeBlock.of("$T.$N", JavaTypes.className(((TypeRef.Named) type).name()), (String) value);
    }
    switch ((TypeRef.Builtin) type) {
      case STRING:
        return CodeBlock.of("$S", value);
      case BOOLEAN:
        return CodeBlock.of("$L", value);
      case INT:
        return CodeBlock.of("$L", ((Number) value).longValue());
      case LONG:
        return CodeBlock.of("$LL", ((Number) value).longValue());
      case DOUBLE:
        return CodeBlock.of("$L", Double.toString(new BigDecimal(value.toString()).doubleValue()));
      default:
        throw new IllegalArgumentException("no @Default for a " + type);
    }
  }
}
