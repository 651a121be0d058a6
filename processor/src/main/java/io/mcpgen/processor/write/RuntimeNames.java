package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The runtime types generated code uses, by name: the processor does not depend on the runtime
 * jar (a test with the runtime on its class path checks that every name resolves).
 */
public final class RuntimeNames {

  private static final String JSON_PACKAGE = "io.mcpgen.runtime.json";

  public static final ClassName GENERATED = ClassName.get("io.mcpgen.annotations", "Generated");
  public static final ClassName JSON_VALUE = ClassName.get(JSON_PACKAGE, "JsonValue");
  public static final ClassName JSON_OBJECT = ClassName.get(JSON_PACKAGE, "JsonObject");
  public static final ClassName JSON_STRING = ClassName.get(JSON_PACKAGE, "JsonString");
  public static final ClassName JSON_NUMBER = ClassName.get(JSON_PACKAGE, "JsonNumber");
  public static final ClassName JSON_BOOLEAN = ClassName.get(JSON_PACKAGE, "JsonBoolean");
  public static final ClassName JSON_CODEC = ClassName.get(JSON_PACKAGE, "JsonCodec");
  public static final ClassName JSON_CODECS = ClassName.get(JSON_PACKAGE, "JsonCodecs");
  public static final ClassName JSON_COLLECTIONS = ClassName.get(JSON_PACKAGE, "JsonCollections");
  public static final ClassName JSON_READER = ClassName.get(JSON_PACKAGE, "JsonReader");
  public static final ClassName JSON_WRITER = ClassName.get(JSON_PACKAGE, "JsonWriter");
  public static final ClassName JSON_NAME = ClassName.get(JSON_PACKAGE, "JsonName");
  public static final ClassName JSON_TOKEN = ClassName.get(JSON_PACKAGE, "JsonToken");
  public static final ClassName JSON = ClassName.get(JSON_PACKAGE, "Json");
  public static final ClassName CODEC_MODULE = ClassName.get(JSON_PACKAGE + ".jackson", "CodecModule");

  /** The service interface the generated Jackson modules are registered under. */
  public static final String JACKSON_MODULE_SERVICE = "tools.jackson.databind.JacksonModule";

  /** Every runtime name above, for the resolution test and for clash detection. */
  public static final List<ClassName> ALL = List.of(GENERATED, JSON_VALUE, JSON_OBJECT, JSON_STRING, JSON_NUMBER,
      JSON_BOOLEAN, JSON_CODEC, JSON_CODECS, JSON_COLLECTIONS, JSON_READER, JSON_WRITER, JSON_NAME, JSON_TOKEN, JSON, CODEC_MODULE);

  private RuntimeNames() {}
}
