package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.skills.FrontMatter;
import io.mcpgen.runtime.skills.SkillDigest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The skills a server serves under the {@code io.modelcontextprotocol/skills} extension (SEP-2640),
 * loaded once from a folder: each subfolder holding a {@code SKILL.md} is a skill named by the
 * subfolder, its files (nested folders included) are served as {@code skill://<name>/<path>}
 * resources, and its entry carries the front matter and every file's {@code sha256:} digest and
 * size. Register it with {@link McpServerEngine.Builder#skills(Skills)}.
 *
 * <p>The files are read into memory when loading, so what {@code resources/read} serves is exactly
 * what was digested. Symbolic links are not followed and hidden files and folders (names starting
 * with a dot) are left out; a skill over {@value #MAX_FILES} files or
 * {@value #MAX_BYTES} bytes, or whose front matter lacks a valid {@code name} equal to its folder's
 * name or a {@code description}, is refused when loading.
 */
public final class Skills {

  /** The extension's identifier under {@code capabilities.extensions}. */
  public static final String EXTENSION = "io.modelcontextprotocol/skills";
  /** The files of one skill, {@code SKILL.md} included, at most (the extension's limit). */
  public static final int MAX_FILES = 512;
  /** The bytes of one skill's files together, at most (the extension's limit: 16 MiB). */
  public static final int MAX_BYTES = 16 * 1024 * 1024;
  static final String DIRECTORY_MIME_TYPE = "inode/directory";
  private static final String MANIFEST = "SKILL.md";
  private static final String SCHEME = "skill://";
  private static final Pattern NAME = Pattern.compile("[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,63}");

  private final Map<String, Skill> skills;

  private Skills(Map<String, Skill> skills) {
    this.skills = skills;
  }

  /**
   * Loads every skill under {@code root}: its subfolders that hold a {@code SKILL.md}.
   *
   * @throws IllegalArgumentException when a skill breaks the rules above (the message names it)
   * @throws UncheckedIOException when the folder cannot be read
   */
  public static Skills fromDirectory(Path root) {
    if (!Files.isDirectory(root)) {
      throw new IllegalArgumentException("not a folder of skills: " + root.getFileName());
    }
    Map<String, Skill> loaded = new TreeMap<>();
    try (Stream<Path> children = Files.list(root)) {
      for (Path folder : (Iterable<Path>) children.sorted()::iterator) {
        if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
            && Files.isRegularFile(folder.resolve(MANIFEST), LinkOption.NOFOLLOW_LINKS)) {
          Skill skill = load(folder);
          loaded.put(skill.name, skill);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the folder of skills", e);
    }
    return new Skills(Collections.unmodifiableMap(loaded));
  }

  /** The skills' names, sorted. */
  public List<String> names() {
    return List.copyOf(skills.keySet());
  }

  /** The {@code skills/list} entries: {@code uri}, {@code frontmatter}, {@code resources}. */
  JsonArray entries() {
    JsonArray.Builder entries = JsonArray.builder();
    skills.values().forEach(skill -> entries.add(skill.entry()));
    return entries.build();
  }

  /** The entry of the skill whose {@code SKILL.md} has this URI, or null. */
  JsonObject entry(String uri) {
    String name = skillName(uri);
    Skill skill = name == null ? null : skills.get(name);
    return skill != null && skill.manifestUri().equals(uri) ? skill.entry() : null;
  }

  /**
   * The direct children of the folder with this URI ({@code skill://<name>} or a folder in it), for
   * {@code resources/directory/read}; null when the URI names no folder of a skill.
   */
  JsonArray directory(String uri) {
    String name = skillName(uri);
    Skill skill = name == null ? null : skills.get(name);
    if (skill == null) {
      return null;
    }
    String base = SCHEME + name;
    String prefix = uri.equals(base) ? "" : uri.startsWith(base + "/") ? uri.substring(base.length() + 1) : null;
    if (prefix == null || prefix.endsWith("/") || !(prefix.isEmpty() || skill.folders.contains(prefix))) {
      return null;
    }
    String within = prefix.isEmpty() ? "" : prefix + "/";
    TreeSet<String> folders = new TreeSet<>();
    JsonArray.Builder children = JsonArray.builder();
    for (SkillFile file : skill.files.values()) {
      if (!file.path.startsWith(within)) {
        continue;
      }
      String rest = file.path.substring(within.length());
      int slash = rest.indexOf('/');
      if (slash >= 0) {
        folders.add(rest.substring(0, slash));
      } else {
        children.add(file.definition(skill));
      }
    }
    for (String folder : folders) {
      children.add(JsonObject.builder()
          .put("uri", base + "/" + within + folder)
          .put("name", folder)
          .put("mimeType", DIRECTORY_MIME_TYPE)
          .build());
    }
    return children.build();
  }

  /** Registers each file of each skill as a resource whose read serves the loaded bytes. */
  void register(McpServerEngine.Builder builder) {
    for (Skill skill : skills.values()) {
      for (SkillFile file : skill.files.values()) {
        JsonObject contents = file.contents(skill);
        builder.resource(file.definition(skill), McpHandler.simple(call -> contents));
      }
    }
  }

  /** The skill name a {@code skill://} URI's authority names, or null for another scheme. */
  private static String skillName(String uri) {
    if (!uri.startsWith(SCHEME)) {
      return null;
    }
    String rest = uri.substring(SCHEME.length());
    int slash = rest.indexOf('/');
    return slash < 0 ? rest : rest.substring(0, slash);
  }

  private static Skill load(Path folder) throws IOException {
    String name = folder.getFileName().toString();
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("skill folder '" + name
          + "': a skill name is 1-64 lowercase letters, digits and single inner hyphens");
    }
    Map<String, SkillFile> files = new TreeMap<>();
    TreeSet<String> folders = new TreeSet<>();
    long total = 0;
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path path : (Iterable<Path>) walk.sorted()::iterator) {
        if (path.equals(folder)) {
          continue;
        }
        String relative = folder.relativize(path).toString().replace('\\', '/');
        // Links could reach outside the skill; hidden entries (.git, editor files) are not content.
        if (Files.isSymbolicLink(path) || hidden(relative)) {
          continue;
        }
        if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
          folders.add(relative);
          continue;
        }
        if (files.size() == MAX_FILES) {
          throw new IllegalArgumentException("skill '" + name + "' has more than " + MAX_FILES + " files");
        }
        byte[] bytes = Files.readAllBytes(path);
        total += bytes.length;
        if (total > MAX_BYTES) {
          throw new IllegalArgumentException("skill '" + name + "' is larger than " + MAX_BYTES + " bytes");
        }
        files.put(relative, new SkillFile(relative, bytes));
      }
    }
    SkillFile manifest = files.get(MANIFEST);
    String text = manifest.text();
    if (text == null) {
      throw new IllegalArgumentException("skill '" + name + "': SKILL.md is not UTF-8 text");
    }
    JsonObject frontMatter;
    try {
      frontMatter = FrontMatter.parse(text);
    } catch (IllegalArgumentException bad) {
      throw new IllegalArgumentException("skill '" + name + "': " + bad.getMessage(), bad);
    }
    if (!JsonString.of(name).equals(frontMatter.get("name"))) {
      throw new IllegalArgumentException("skill '" + name + "': the front matter's name must equal the folder's name");
    }
    JsonValue description = frontMatter.get("description");
    if (!(description instanceof JsonString) || description.asString().isEmpty()) {
      throw new IllegalArgumentException("skill '" + name + "': the front matter needs a non-empty description");
    }
    // SKILL.md first, as clients look for it there.
    Map<String, SkillFile> ordered = new LinkedHashMap<>();
    ordered.put(MANIFEST, manifest);
    ordered.putAll(files);
    return new Skill(name, frontMatter, Collections.unmodifiableMap(ordered), folders);
  }

  private static boolean hidden(String relative) {
    for (String segment : relative.split("/")) {
      if (segment.startsWith(".")) {
        return true;
      }
    }
    return false;
  }

  /** One loaded skill. */
  private static final class Skill {
    final String name;
    final JsonObject frontMatter;
    final Map<String, SkillFile> files;
    final TreeSet<String> folders;
    final JsonObject entry;

    Skill(String name, JsonObject frontMatter, Map<String, SkillFile> files, TreeSet<String> folders) {
      this.name = name;
      this.frontMatter = frontMatter;
      this.files = files;
      this.folders = folders;
      JsonArray.Builder resources = JsonArray.builder();
      for (SkillFile file : files.values()) {
        resources.add(JsonObject.builder()
            .put("uri", file.uri(this))
            .put("digest", file.digest)
            .put("size", JsonNumber.of(file.bytes.length))
            .build());
      }
      this.entry = JsonObject.builder()
          .put("uri", manifestUri())
          .put("frontmatter", frontMatter)
          .put("resources", resources.build())
          .build();
    }

    String manifestUri() {
      return SCHEME + name + "/" + MANIFEST;
    }

    JsonObject entry() {
      return entry;
    }
  }

  /** One file of a skill, its path relative to the skill's folder and its bytes. */
  private static final class SkillFile {
    final String path;
    final byte[] bytes;
    final String digest;

    SkillFile(String path, byte[] bytes) {
      this.path = path;
      this.bytes = bytes;
      this.digest = SkillDigest.of(bytes);
    }

    String uri(Skill skill) {
      return SCHEME + skill.name + "/" + path;
    }

    boolean isManifest() {
      return MANIFEST.equals(path);
    }

    String mimeType() {
      String lower = path.toLowerCase(java.util.Locale.ROOT);
      if (lower.endsWith(".md")) {
        return "text/markdown";
      }
      return text() != null ? "text/plain" : "application/octet-stream";
    }

    /** The bytes as text when they are valid UTF-8, else null. */
    String text() {
      try {
        return StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(bytes))
            .toString();
      } catch (CharacterCodingException binary) {
        return null;
      }
    }

    JsonObject definition(Skill skill) {
      JsonObject.Builder definition = JsonObject.builder().put("uri", uri(skill));
      if (isManifest()) {
        // The extension asks for the skill's own name and description on its SKILL.md.
        definition.put("name", skill.frontMatter.get("name"));
        definition.put("description", skill.frontMatter.get("description"));
      } else {
        definition.put("name", path);
      }
      return definition.put("mimeType", mimeType()).put("size", JsonNumber.of(bytes.length)).build();
    }

    JsonObject contents(Skill skill) {
      JsonObject.Builder content = JsonObject.builder().put("uri", uri(skill)).put("mimeType", mimeType());
      String text = text();
      if (text != null) {
        content.put("text", text);
      } else {
        content.put("blob", Base64.getEncoder().encodeToString(bytes));
      }
      return JsonObject.of("contents", JsonArray.of(content.build()));
    }
  }
}
