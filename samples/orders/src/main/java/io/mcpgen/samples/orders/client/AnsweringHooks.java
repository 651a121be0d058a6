package io.mcpgen.samples.orders.client;

import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.protocol.Role;
import io.mcpgen.protocol.Root;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormHook;
import io.mcpgen.runtime.typed.UrlQuestion;
import io.mcpgen.samples.orders.OrderDeskMcpClient;
import io.mcpgen.samples.orders.OrderDesk_DeliveryJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_ReasonJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_RefundToJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_RemedyJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_RevealJsonCodec;
import io.mcpgen.samples.orders.OrderDesk_StyleJsonCodec;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The typed client's hooks, one per question the order desk may ask, all answered by one
 * {@link AnswerSource} and each written to the {@link Transcript} as it is asked and answered.
 */
public final class AnsweringHooks {

  /** The name the client gives its "model" in sampling answers. */
  static final String MODEL = "orders-demo";

  private final AnswerSource answers;
  private final Transcript transcript;

  public AnsweringHooks(AnswerSource answers, Transcript transcript) {
    this.answers = answers;
    this.transcript = transcript;
  }

  /** Gives {@code client} a hook for every question; it then declares every capability. */
  public OrderDeskMcpClient.Builder install(OrderDeskMcpClient.Builder client) {
    return client
        .onDelivery(form(OrderDesk_DeliveryJsonCodec.INSTANCE))
        .onReason(form(OrderDesk_ReasonJsonCodec.INSTANCE))
        .onRemedy(form(OrderDesk_RemedyJsonCodec.INSTANCE))
        .onRefundTo(form(OrderDesk_RefundToJsonCodec.INSTANCE))
        .onStyle(form(OrderDesk_StyleJsonCodec.INSTANCE))
        .onReveal(form(OrderDesk_RevealJsonCodec.INSTANCE))
        .onUrl(this::openUrl)
        .onSampling(this::sample)
        .onRoots(this::roots);
  }

  private <T> FormHook<T> form(JsonCodec<T> codec) {
    return question -> {
      transcript.asked(question.context(), "form", question.message());
      transcript.detail("fields: " + String.join(", ", question.requestedSchema().get("properties").asObject().names()));
      ElicitationAnswer answer = answers.form(question);
      transcript.answered(describe(answer));
      switch (answer.action()) {
        case ACCEPT:
          return Elicited.accepted(Json.decode(answer.content(), codec));
        case DECLINE:
          return Elicited.declined();
        default:
          return Elicited.cancelled();
      }
    };
  }

  private Elicited<Void> openUrl(UrlQuestion question) throws Exception {
    transcript.asked(question.context(), "URL", question.message());
    transcript.detail("url: " + question.url());
    ElicitationAnswer answer = answers.url(question);
    transcript.answered(answer.isAccepted() ? "accept (consent to open the page)" : answer.action().wireName());
    return Elicited.ofUrl(answer);
  }

  private CreateMessageResult sample(SamplingRequest request, InputContext context) throws Exception {
    String prompt = promptOf(request);
    transcript.asked(context, "sampling, at most " + request.maxTokens() + " tokens", prompt);
    String text = answers.sample(context.key(), prompt, request.maxTokens());
    transcript.answered("model says: " + text);
    return CreateMessageResult.builder()
        .content(new TextContent(null, null, text, Map.of()))
        .model(MODEL)
        .role(Role.ASSISTANT)
        .stopReason("endTurn")
        .build();
  }

  private List<Root> roots(InputContext context) throws Exception {
    transcript.asked(context, "roots", "which folders may the server see?");
    List<Root> roots = answers.roots(context);
    transcript.answered(roots.isEmpty() ? "none" : roots.stream()
        .map(root -> root.uri() + (root.name() != null ? " (" + root.name() + ")" : ""))
        .collect(Collectors.joining(", ")));
    return roots;
  }

  /** The text of the request's messages: the prompt a model would be given. */
  static String promptOf(SamplingRequest request) {
    StringBuilder prompt = new StringBuilder();
    for (JsonValue message : request.messages().elements()) {
      JsonValue content = message.asObject().get("content");
      List<JsonValue> blocks = content instanceof JsonArray ? content.asArray().elements() : List.of(content);
      for (JsonValue block : blocks) {
        JsonValue text = block.asObject().get("text");
        if (text instanceof JsonString) {
          prompt.append(prompt.length() == 0 ? "" : "\n").append(text.asString());
        }
      }
    }
    return prompt.toString();
  }

  /** "accept name=Ada, updates=[EMAIL, SMS]", "decline" or "cancel". */
  static String describe(ElicitationAnswer answer) {
    if (!answer.isAccepted()) {
      return answer.action().wireName();
    }
    JsonObject content = answer.content();
    return "accept " + content.members().entrySet().stream()
        .map(field -> field.getKey() + "=" + plain(field.getValue()))
        .collect(Collectors.joining(", "));
  }

  private static String plain(JsonValue value) {
    if (value instanceof JsonString) {
      return value.asString();
    }
    if (value instanceof JsonArray) {
      return value.asArray().elements().stream().map(AnsweringHooks::plain).collect(Collectors.joining(", ", "[", "]"));
    }
    return Json.stringify(value);
  }
}
