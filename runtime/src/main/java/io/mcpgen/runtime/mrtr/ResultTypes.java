package io.mcpgen.runtime.mrtr;

/**
 * The two core {@code resultType} values. The schema types {@code resultType} as a plain string,
 * so these are fixed here; a client treats an absent value as {@link #COMPLETE} and any other
 * value as invalid.
 */
public final class ResultTypes {

  public static final String COMPLETE = "complete";
  public static final String INPUT_REQUIRED = "input_required";
  /** The member name. */
  public static final String MEMBER = "resultType";

  private ResultTypes() {}
}
