package io.mcpgen.processor.model;

import java.util.Optional;

/**
 * The values of {@code resultType}, which the schema does not pin (every {@code resultType} is a
 * plain string) but the specification does: {@code "input_required"} for
 * {@code InputRequiredResult}, {@code "complete"} for every other result, and an absent
 * {@code resultType} means {@code "complete"} (servers before 2026-07-28 do not send it).
 * {@code Result} itself stays open: extensions may define other values.
 */
public final class ResultTypes {

  public static final String MEMBER = "resultType";
  public static final String COMPLETE = "complete";
  public static final String INPUT_REQUIRED = "input_required";

  private static final String OPEN_RESULT = "Result";
  private static final String INPUT_REQUIRED_RESULT = "InputRequiredResult";

  private ResultTypes() {}

  /** The fixed {@code resultType} of a top-level definition's member, when it has one. */
  public static Optional<String> fixedValue(String definitionName, String memberName, SchemaNode member) {
    if (!MEMBER.equals(memberName) || OPEN_RESULT.equals(definitionName)) {
      return Optional.empty();
    }
    boolean plainString = member.hasType("string") && member.constValue() == null && member.enumValues() == null;
    if (!plainString && member.ref() == null) {
      return Optional.empty();
    }
    return Optional.of(INPUT_REQUIRED_RESULT.equals(definitionName) ? INPUT_REQUIRED : COMPLETE);
  }

  /** True when a missing member with this fixed value is read as present. */
  public static boolean absentMeansFixed(String memberName, String value) {
    return MEMBER.equals(memberName) && COMPLETE.equals(value);
  }
}
