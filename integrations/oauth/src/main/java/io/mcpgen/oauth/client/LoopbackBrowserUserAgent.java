package io.mcpgen.oauth.client;

import com.sun.net.httpserver.HttpServer;
import java.awt.Desktop;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The desktop user agent (RFC 8252): opens the authorization request in the system browser and
 * listens on a loopback redirect URI ({@code http://127.0.0.1:PORT/callback}, an ephemeral port
 * bound when this is created) for the authorization server's redirect. Close it when done.
 */
public final class LoopbackBrowserUserAgent implements AuthorizationUserAgent, AutoCloseable {

  private static final byte[] DONE_PAGE = ("<!doctype html><title>Authorized</title>"
      + "<p>You may close this window and return to the application.</p>").getBytes(StandardCharsets.UTF_8);

  private final HttpServer server;
  private final URI redirectUri;
  private final Consumer<URI> opener;
  private final Duration timeout;
  private volatile CompletableFuture<URI> pending = new CompletableFuture<>();

  private LoopbackBrowserUserAgent(Consumer<URI> opener, Duration timeout) throws IOException {
    this.opener = opener;
    this.timeout = timeout;
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    this.redirectUri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/callback");
    server.createContext("/callback", exchange -> {
      URI requested = redirectUri.resolve(exchange.getRequestURI());
      exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
      exchange.sendResponseHeaders(200, DONE_PAGE.length);
      try (OutputStream body = exchange.getResponseBody()) {
        body.write(DONE_PAGE);
      }
      pending.complete(requested);
    });
    server.start();
  }

  /** Opens the system browser ({@link Desktop#browse}); waits at most {@code timeout} for the user. */
  public static LoopbackBrowserUserAgent open(Duration timeout) throws IOException {
    return new LoopbackBrowserUserAgent(uri -> {
      try {
        Desktop.getDesktop().browse(uri);
      } catch (IOException | UnsupportedOperationException e) {
        throw new IllegalStateException("could not open a browser; open this URL by hand: " + uri, e);
      }
    }, timeout);
  }

  /** Has {@code opener} show the URL (e.g. print it for the user to open); waits at most {@code timeout}. */
  public static LoopbackBrowserUserAgent open(Consumer<URI> opener, Duration timeout) throws IOException {
    return new LoopbackBrowserUserAgent(Objects.requireNonNull(opener, "opener"), timeout);
  }

  @Override
  public URI redirectUri() {
    return redirectUri;
  }

  @Override
  public synchronized URI authorize(URI authorizationRequest) throws IOException {
    CompletableFuture<URI> waiting = new CompletableFuture<>();
    pending = waiting;
    try {
      opener.accept(authorizationRequest);
    } catch (RuntimeException e) {
      throw new IOException(e.getMessage(), e);
    }
    try {
      return waiting.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw new IOException("the user did not complete authorization within " + timeout);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while waiting for the user", e);
    } catch (ExecutionException e) {
      throw new IOException(e.getCause());
    }
  }

  /** Stops listening. */
  @Override
  public void close() {
    server.stop(0);
  }
}
