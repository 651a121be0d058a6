package io.mcpgen.runtime.typed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.server.McpErrorException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A form record both ways, and the outcomes it can have. */
class FormTest {

  @Test
  void anAcceptedAnswerBecomesTheRecordAndBack() {
    ElicitationAnswer answer = ElicitationAnswer.accept(Json.parse("{\"confirmed\":true,\"note\":\"ring twice\","
        + "\"extra\":1}").asObject());
    Elicited<Confirm> outcome = Confirm.FORM.read("confirm", answer);
    assertEquals(Elicited.accepted(new Confirm(true, "ring twice")), outcome);
    assertEquals(Optional.of(new Confirm(true, "ring twice")), outcome.accepted());
    assertEquals(ElicitationAnswer.Action.ACCEPT, outcome.action());
    assertEquals("{\"action\":\"accept\",\"content\":{\"confirmed\":true,\"note\":\"ring twice\"}}",
        Confirm.FORM.write(outcome).toString());
  }

  @Test
  void declineAndCancelAreOutcomesOfTheirOwn() {
    Elicited<Confirm> declined = Confirm.FORM.read("confirm", ElicitationAnswer.decline());
    Elicited<Confirm> cancelled = Confirm.FORM.read("confirm", ElicitationAnswer.cancel());
    assertTrue(declined.isDeclined());
    assertTrue(cancelled.isCancelled());
    assertEquals(Optional.empty(), declined.accepted());
    assertEquals(new Confirm(false, null), cancelled.orElse(new Confirm(false, null)));
    assertEquals(ElicitationAnswer.decline(), Confirm.FORM.write(Elicited.declined()));
    assertEquals(ElicitationAnswer.cancel(), Confirm.FORM.write(Elicited.cancelled()));
  }

  @Test
  void contentTheRecordRefusesIsInvalidParamsNamingTheKey() {
    McpErrorException refused = assertThrows(McpErrorException.class, () -> Confirm.FORM.read("confirm",
        ElicitationAnswer.accept(Json.parse("{\"confirmed\":true,\"note\":\" \"}").asObject())));
    assertEquals(ErrorCodes.INVALID_PARAMS, refused.code());
    assertEquals("Invalid input response for 'confirm': note must not be blank", refused.getMessage());
  }

  @Test
  void theQuestionCarriesTheMessageTheSchemaAndTheFormName() {
    assertEquals("{\"method\":\"elicitation/create\",\"params\":{\"mode\":\"form\",\"message\":\"Sure?\","
        + "\"requestedSchema\":" + Confirm.SCHEMA + ",\"_meta\":{\"io.mcpgen/form\":\"Confirm\"}}}",
        Confirm.FORM.question("Sure?").toJson().toString());
  }

  @Test
  void aUrlAnswerIsConsentOrARefusal() {
    assertEquals(Elicited.consented(), Elicited.ofUrl(ElicitationAnswer.acceptUrl()));
    assertEquals(Optional.empty(), Elicited.consented().accepted());
    assertTrue(Elicited.ofUrl(ElicitationAnswer.decline()).isDeclined());
    assertTrue(Elicited.ofUrl(ElicitationAnswer.cancel()).isCancelled());
  }
}
