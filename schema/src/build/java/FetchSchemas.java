import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Build step of the schema module: puts every pinned MCP schema revision into the module's
 * resources, each checked against its sha-256.
 *
 * <p>Run by Maven as a single-file Java program (no compiled helper module needed):
 * {@code java FetchSchemas.java <pins.tsv> <output dir> <top dir>}. For each revision it looks,
 * in this order, in {@code $MCPGEN_SCHEMA_MIRROR/<revision>/schema.json} (a relative mirror path
 * is resolved against the top directory of the build), in the local cache
 * ({@code $MCPGEN_SCHEMA_CACHE}, default {@code ~/.cache/mcpgen/schema}), and finally downloads the
 * pinned URL into the cache. A missing file or a wrong hash stops the build with a message naming
 * the revision, every place looked at, and the expected and actual hash.
 */
public final class FetchSchemas {

  record Pin(String revision, URI source, String sha256) {}

  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: java FetchSchemas.java <pins.tsv> <output dir> <top dir>");
      System.exit(2);
    }
    try {
      List<Pin> pins = readPins(Path.of(args[0]));
      Path output = Path.of(args[1]);
      Path top = Path.of(args[2]);
      List<String> failures = new ArrayList<>();
      for (Pin pin : pins) {
        String failure = provide(pin, output, top);
        if (failure != null) {
          failures.add(failure);
        }
      }
      if (!failures.isEmpty()) {
        System.err.println();
        failures.forEach(f -> System.err.println("[mcpgen-schema] ERROR " + f));
        System.err.println();
        System.exit(1);
      }
      // Written only when it changed, like the schemas: a new timestamp would make the jar, and so
      // every module compiled against it, build again.
      Path pinsFile = Path.of(args[0]);
      Path listed = output.resolve("io/mcpgen/schema/revisions.tsv");
      if (!Files.exists(listed) || Files.mismatch(pinsFile, listed) != -1) {
        Files.copy(pinsFile, listed, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException | RuntimeException e) {
      System.err.println("[mcpgen-schema] ERROR " + e.getMessage());
      System.exit(1);
    }
  }

  static List<Pin> readPins(Path file) throws IOException {
    List<Pin> pins = new ArrayList<>();
    int lineNumber = 0;
    for (String line : Files.readAllLines(file)) {
      lineNumber++;
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] cells = line.split("\t");
      if (cells.length != 3 || !cells[2].matches("[0-9a-f]{64}")) {
        throw new IllegalArgumentException(file + ":" + lineNumber
            + ": expected <revision> TAB <url> TAB <64 hex digits of sha-256>, found: " + line);
      }
      pins.add(new Pin(cells[0], URI.create(cells[1]), cells[2]));
    }
    return pins;
  }

  /** Returns null when the revision is in place, otherwise a message saying what went wrong. */
  static String provide(Pin pin, Path output, Path top) throws IOException {
    Path target = output.resolve("io/mcpgen/schema/" + pin.revision() + "/schema.json");
    Files.createDirectories(target.getParent());
    List<String> looked = new ArrayList<>();

    String mirror = System.getenv("MCPGEN_SCHEMA_MIRROR");
    if (mirror != null && !mirror.isBlank()) {
      Path file = top.resolve(mirror).normalize().resolve(pin.revision()).resolve("schema.json");
      if (Files.isRegularFile(file)) {
        return install(pin, file, "mirror (MCPGEN_SCHEMA_MIRROR)", target);
      }
      looked.add("mirror " + file + " (MCPGEN_SCHEMA_MIRROR): no such file");
    } else {
      looked.add("mirror: MCPGEN_SCHEMA_MIRROR is not set");
    }

    Path cache = cacheDir().resolve(pin.revision()).resolve("schema.json");
    if (Files.isRegularFile(cache)) {
      return install(pin, cache, "cache (delete it to download again)", target);
    }
    looked.add("cache " + cache + ": no such file");

    try {
      byte[] body = download(pin.source());
      String actual = sha256(body);
      if (!actual.equals(pin.sha256())) {
        return hashMismatch(pin, "download " + pin.source(), actual);
      }
      Files.createDirectories(cache.getParent());
      Path temp = Files.createTempFile(cache.getParent(), "schema", ".part");
      Files.write(temp, body);
      Files.move(temp, cache, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      Files.write(target, body);
      System.out.println("[mcpgen-schema] " + pin.revision() + ": downloaded " + pin.source());
      return null;
    } catch (IOException e) {
      looked.add("download " + pin.source() + ": " + describe(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      looked.add("download " + pin.source() + ": interrupted");
    }
    return "schema revision " + pin.revision() + " (sha-256 " + pin.sha256()
        + ") was not found. Looked in:\n    " + String.join("\n    ", looked)
        + "\n  Point MCPGEN_SCHEMA_MIRROR at a folder that holds <revision>/schema.json"
        + " (in this project's CI: ../shared/mcp-spec/schema), or allow the download.";
  }

  static String install(Pin pin, Path source, String where, Path target) throws IOException {
    byte[] body = Files.readAllBytes(source);
    String actual = sha256(body);
    if (!actual.equals(pin.sha256())) {
      return hashMismatch(pin, where + " " + source, actual);
    }
    if (!Files.exists(target) || !sha256(Files.readAllBytes(target)).equals(actual)) {
      Files.write(target, body);
    }
    return null;
  }

  static String hashMismatch(Pin pin, String where, String actual) {
    return "schema revision " + pin.revision() + " from " + where + " has the wrong hash:\n"
        + "    expected sha-256 " + pin.sha256() + " (schema/schema-pins.tsv)\n"
        + "    actual   sha-256 " + actual + "\n"
        + "  The file is not the pinned revision; replace it, or update the pin deliberately.";
  }

  static Path cacheDir() {
    String configured = System.getenv("MCPGEN_SCHEMA_CACHE");
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    return Path.of(System.getProperty("user.home"), ".cache", "mcpgen", "schema");
  }

  static byte[] download(URI source) throws IOException, InterruptedException {
    HttpClient client = HttpClient.newBuilder()
        .connectTimeout(Duration.ofSeconds(10))
        .followRedirects(HttpClient.Redirect.NORMAL)
        .build();
    HttpRequest request = HttpRequest.newBuilder(source).timeout(Duration.ofSeconds(30)).GET().build();
    HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    try (InputStream body = response.body()) {
      if (response.statusCode() != 200) {
        throw new IOException("HTTP " + response.statusCode());
      }
      return body.readAllBytes();
    }
  }

  static String describe(IOException e) {
    String message = e.getMessage();
    return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available in this JDK", e);
    }
  }
}
