package io.mcpgen.it.conformance;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.Skills;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Map;

/**
 * The skills of the {@code sep-2640-skills-*} server scenarios: the {@code skills} folder on the
 * class path ({@code pdf-processing}, whose {@code references} subfolder gives
 * {@code resources/directory/read} a child folder to list), read from the folder in a build and
 * from the jar when packaged.
 */
final class SkillFixtures {

  /** The folder of skills, as a class-path resource. */
  static final String FOLDER = "/skills";

  private SkillFixtures() {}

  /** Serves the fixture skills on this builder. */
  static void register(McpServerEngine.Builder builder) {
    builder.skills(load());
  }

  /** The fixture skills, loaded (into memory) from the class path. */
  static Skills load() {
    URL folder = SkillFixtures.class.getResource(FOLDER);
    if (folder == null) {
      throw new IllegalStateException("the class path has no " + FOLDER + " folder");
    }
    try {
      URI uri = folder.toURI();
      if (!"jar".equals(uri.getScheme())) {
        return Skills.fromDirectory(Path.of(uri));
      }
      // Skills reads every file while loading, so the jar's file system can close afterwards.
      try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
        return Skills.fromDirectory(jar.provider().getPath(uri));
      }
    } catch (URISyntaxException e) {
      throw new IllegalStateException("the class path's " + FOLDER + " folder has no usable URI", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the jar holding " + FOLDER, e);
    }
  }
}
