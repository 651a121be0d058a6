package io.mcpgen.runtime.transport.http.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.PendingRequest;
import java.net.URI;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * One message sent through an {@link HttpClientAuthorizer}: sent, and on a {@code 401} or
 * {@code 403} the authorizer is asked whether to send it again, at most
 * {@link HttpClientAuthorizer#MAX_CHALLENGES} times.
 */
final class AuthorizedRequest implements PendingRequest {

  private final URI endpoint;
  private final HttpClientAuthorizer authorizer;
  private final Supplier<PendingRequest> sender;
  private final CompletableFuture<JsonObject> response = new CompletableFuture<>();
  private volatile PendingRequest current;
  private volatile boolean cancelled;

  private AuthorizedRequest(URI endpoint, HttpClientAuthorizer authorizer, Supplier<PendingRequest> sender) {
    this.endpoint = endpoint;
    this.authorizer = authorizer;
    this.sender = sender;
  }

  /** Sends the first attempt at once (so a bad header fails the caller, as without an authorizer). */
  static AuthorizedRequest send(URI endpoint, HttpClientAuthorizer authorizer, Supplier<PendingRequest> sender) {
    AuthorizedRequest request = new AuthorizedRequest(endpoint, authorizer, sender);
    request.attempt(sender.get(), 1);
    return request;
  }

  private void attempt(PendingRequest sent, int attempt) {
    current = sent;
    if (cancelled) {
      sent.cancel("cancelled");
      return;
    }
    sent.response().whenComplete((message, failure) -> {
      if (failure == null) {
        response.complete(message);
        return;
      }
      Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
      if (!(cause instanceof AuthorizationChallenge) || cancelled || attempt > HttpClientAuthorizer.MAX_CHALLENGES) {
        response.completeExceptionally(cause);
        return;
      }
      AuthorizationChallenge challenge = (AuthorizationChallenge) cause;
      CompletionStage<Boolean> decision;
      try {
        decision = authorizer.challenged(endpoint, challenge.status(), challenge.challenges(), attempt);
      } catch (RuntimeException e) {
        response.completeExceptionally(e);
        return;
      }
      decision.whenComplete((again, refused) -> {
        if (refused != null) {
          response.completeExceptionally(refused instanceof CompletionException && refused.getCause() != null
              ? refused.getCause() : refused);
        } else if (!Boolean.TRUE.equals(again) || cancelled) {
          response.completeExceptionally(challenge);
        } else {
          try {
            attempt(sender.get(), attempt + 1);
          } catch (RuntimeException e) {
            response.completeExceptionally(e);
          }
        }
      });
    });
  }

  @Override
  public CompletionStage<JsonObject> response() {
    return response;
  }

  @Override
  public void cancel(String reason) {
    cancelled = true;
    response.completeExceptionally(new CancellationException(reason));
    PendingRequest sent = current;
    if (sent != null) {
      sent.cancel(reason);
    }
  }
}
