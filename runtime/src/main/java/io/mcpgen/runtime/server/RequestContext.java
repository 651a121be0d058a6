package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.Cancellation;
import java.util.Objects;

/**
 * What a transport knows about one incoming message that the message itself does not say: the
 * authenticated principal, where the request's notifications go, the request's cancellation flag,
 * and (stdio) the connection's running requests. Make a new one per message.
 */
public final class RequestContext {

  private final String principal;
  private final NotificationSink notifications;
  private final Cancellation cancellation;
  private final InFlightRequests inFlight;

  private RequestContext(Builder builder) {
    this.principal = builder.principal;
    this.notifications = builder.notifications;
    this.cancellation = builder.cancellation != null ? builder.cancellation : Cancellation.create();
    this.inFlight = builder.inFlight;
  }

  /** A context with no principal, no notification channel and its own cancellation flag. */
  public static RequestContext anonymous() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The authenticated principal (e.g. the OAuth {@code sub}), or null when anonymous. It is bound
   * into every requestState, so state minted for one principal is refused for another.
   */
  public String principal() {
    return principal;
  }

  /** Where the request's notifications go. */
  public NotificationSink notifications() {
    return notifications;
  }

  /** Tripped by the transport when the client cancels this request or goes away. */
  public Cancellation cancellation() {
    return cancellation;
  }

  /** The connection's running requests, or null when the transport cancels otherwise. */
  public InFlightRequests inFlight() {
    return inFlight;
  }

  /** Builds a {@link RequestContext}. */
  public static final class Builder {
    private String principal;
    private NotificationSink notifications = NotificationSink.DISCARD;
    private Cancellation cancellation;
    private InFlightRequests inFlight;

    private Builder() {}

    /** The authenticated principal; null (the default) for an anonymous caller. */
    public Builder principal(String principal) {
      this.principal = principal;
      return this;
    }

    /** Where the request's notifications go; default: dropped. */
    public Builder notifications(NotificationSink notifications) {
      this.notifications = Objects.requireNonNull(notifications, "notifications");
      return this;
    }

    /** The request's cancellation flag; default: a fresh one. */
    public Builder cancellation(Cancellation cancellation) {
      this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
      return this;
    }

    /** The connection's registry, for transports where cancellation arrives as a notification. */
    public Builder inFlight(InFlightRequests inFlight) {
      this.inFlight = inFlight;
      return this;
    }

    public RequestContext build() {
      return new RequestContext(this);
    }
  }
}
