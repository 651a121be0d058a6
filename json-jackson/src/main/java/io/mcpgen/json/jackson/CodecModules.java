package io.mcpgen.json.jackson;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;

/**
 * Every generated {@link CodecModule} on the class path, as one jackson-databind module: the one
 * that {@code JsonMapper.builder().findAndAddModules()} finds.
 *
 * <p>Generated modules are listed under {@code META-INF/services/io.mcpgen.json.jackson.CodecModule},
 * not under Jackson's own service name, so that a jar of generated types (such as
 * {@code mcpgen-protocol}) may sit beside jackson-databind without this module: Jackson then finds
 * none of them, rather than a module whose superclass is missing.
 */
public final class CodecModules extends JacksonModule {

  private final List<CodecModule> modules;

  /** The modules listed on the class path of this class's loader. */
  public CodecModules() {
    this(ServiceLoader.load(CodecModule.class, CodecModules.class.getClassLoader()));
  }

  /** The modules {@code loader} lists. */
  public CodecModules(ServiceLoader<CodecModule> loader) {
    List<CodecModule> found = new ArrayList<>();
    loader.forEach(found::add);
    this.modules = List.copyOf(found);
  }

  /** The generated modules this one sets up, in class-path order. */
  public List<CodecModule> modules() {
    return modules;
  }

  @Override
  public String getModuleName() {
    return "mcpgen-codecs";
  }

  @Override
  public Version version() {
    return Version.unknownVersion();
  }

  @Override
  public Object getRegistrationId() {
    return CodecModules.class.getName();
  }

  @Override
  public void setupModule(SetupContext context) {
    modules.forEach(module -> module.setupModule(context));
  }
}
