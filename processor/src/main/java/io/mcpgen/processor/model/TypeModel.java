package io.mcpgen.processor.model;

import java.util.List;

/** A Java type to generate, with the types nested in it. */
public sealed interface TypeModel
    permits RecordModel, UnionModel, EnumModel, IdModel, AliasModel, WrapperModel {

  JavaTypeName name();

  /** The schema's description, or null. */
  String description();

  /** Where the type's schema is. */
  String pointer();

  /** Types declared inside this one, in order. */
  List<TypeModel> nested();
}
