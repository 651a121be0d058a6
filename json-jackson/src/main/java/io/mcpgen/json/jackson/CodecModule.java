package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonCodec;
import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleSerializers;

/**
 * A jackson-databind module that reads and writes types through their {@link JsonCodec}s.
 *
 * <p>The processor writes one subclass per generated package, listed for
 * {@link java.util.ServiceLoader} under this class's name, where {@link CodecModules} finds it: so
 * {@code JsonMapper.builder().findAndAddModules().build()} handles every generated type. A mapper
 * may also add one directly. Generated code names this class and never a Jackson type.
 */
public abstract class CodecModule extends JacksonModule {

  private final String name;
  private final SimpleSerializers serializers = new SimpleSerializers();
  private final SimpleDeserializers deserializers = new SimpleDeserializers();

  /** @param name the module's name, by convention the package whose types it handles */
  protected CodecModule(String name) {
    this.name = name;
  }

  /**
   * Reads and writes {@code type} through {@code codec}. For an interface (a sealed union) the
   * deserializer applies to properties declared with the interface type; values are always
   * written by the codec of their runtime class, so register every record too.
   */
  protected final <T> void add(Class<T> type, JsonCodec<T> codec) {
    serializers.addSerializer(type, new CodecSerializer<>(type, codec));
    deserializers.addDeserializer(type, new CodecDeserializer<>(type, codec));
  }

  /**
   * Refuses to read {@code holder}, the class that stands for an alias definition (Java has no type
   * aliases): it holds a codec, not a value, so databind would otherwise make an empty one and drop
   * the data. The error names the type to read instead.
   *
   * @param readInstead the type the definition stands for, as source writes it
   */
  protected final void refuse(Class<?> holder, String readInstead) {
    deserializers.addDeserializer(cast(holder), new HolderRefusal<>(holder, readInstead));
  }

  @SuppressWarnings("unchecked")
  private static <T> Class<T> cast(Class<?> type) {
    return (Class<T>) type;
  }

  @Override
  public String getModuleName() {
    return name;
  }

  @Override
  public Version version() {
    return Version.unknownVersion();
  }

  @Override
  public Object getRegistrationId() {
    // Two instances of one generated module are the same module: register it once.
    return getClass().getName();
  }

  @Override
  public void setupModule(SetupContext context) {
    context.addSerializers(serializers);
    context.addDeserializers(deserializers);
  }
}
