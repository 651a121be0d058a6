package io.mcpgen.oauth.client;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Sources of the platform-issued JWT that workload identity federation presents as a JWT bearer
 * grant ({@link OAuthClientAuthorizer.Builder#jwtBearer}).
 */
public final class WorkloadIdentityTokens {

  /** The most a token file may hold: a JWT, not a log file. */
  private static final long MAX_BYTES = 64 * 1024;

  private WorkloadIdentityTokens() {}

  /**
   * The token in {@code file}, read again for every token request: platforms rotate it in place
   * (e.g. a Kubernetes projected service account token).
   */
  public static Supplier<String> fromFile(Path file) {
    Objects.requireNonNull(file, "file");
    return () -> {
      try {
        if (Files.size(file) > MAX_BYTES) {
          throw new OAuthException("the workload identity token file " + file + " is larger than " + MAX_BYTES
              + " bytes");
        }
        return Files.readString(file, StandardCharsets.US_ASCII).strip();
      } catch (IOException e) {
        throw new OAuthException("cannot read the workload identity token file " + file + ": " + e.getMessage(), e);
      }
    };
  }
}
