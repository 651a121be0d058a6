package io.mcpgen.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The feature release (17, 25, ...) of a {@code java} executable, asked from the executable itself. */
final class JdkRelease {

  /** The first release with AOT caches made by one training run ({@code -XX:AOTCacheOutput}, JEP 514). */
  static final int AOT_CACHE = 25;

  private static final Pattern SPECIFICATION = Pattern.compile("(?m)^\\s*java\\.specification\\.version = (\\S+)\\s*$");

  private JdkRelease() {}

  /**
   * Runs {@code java -XshowSettings:properties -version} and reads its
   * {@code java.specification.version}.
   *
   * @throws IOException when the executable cannot be run or prints no version
   */
  static int of(Path java) throws IOException, InterruptedException {
    // Into a file, so that an executable that never ends cannot block the read: the wait is bounded.
    Path output = Files.createTempFile("mcpgen-java-version-", ".txt");
    try {
      Process process = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version")
          .redirectErrorStream(true)
          .redirectOutput(output.toFile())
          .start();
      process.getOutputStream().close();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IOException(java + " did not print its version within 60 s");
      }
      return parse(Files.readString(output, StandardCharsets.UTF_8), java);
    } finally {
      Files.deleteIfExists(output);
    }
  }

  /** The feature release in the output of {@code -XshowSettings:properties -version}. */
  static int parse(String settings, Path java) throws IOException {
    Matcher matcher = SPECIFICATION.matcher(settings);
    if (!matcher.find()) {
      throw new IOException(java + " printed no java.specification.version: is it a java executable?");
    }
    String version = matcher.group(1);
    // "1.8" before JDK 9, "17" or "25" since.
    String feature = version.startsWith("1.") ? version.substring(2) : version;
    try {
      return Integer.parseInt(feature.replaceFirst("\\..*", ""));
    } catch (NumberFormatException e) {
      throw new IOException(java + " printed an unreadable java.specification.version: " + version, e);
    }
  }
}
