package io.mcpgen.runtime.typed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpErrorException;
import io.mcpgen.runtime.server.MissingCapabilityException;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/** Return values as results: tools, prompts. */
class ToolResultsTest {

  @Test
  void aRecordIsStructuredContentAndTheSameJsonAsText() {
    assertEquals("{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"confirmed\\\":true}\"}],"
        + "\"structuredContent\":{\"confirmed\":true}}",
        ToolResults.structured("Shop.order()", new Confirm(true, null), new Confirm.Codec()).toString());
  }

  @Test
  void stringsAndVoid() {
    assertEquals("{\"content\":[{\"type\":\"text\",\"text\":\"done\"}]}", ToolResults.text("Shop.done()", "done").toString());
    assertEquals("{\"content\":[]}", ToolResults.empty().toString());
    assertEquals("{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Hi\"}}]}",
        PromptResults.text("Hi").toString());
  }

  @Test
  void aFailingToolIsAnErrorResultWithItsMessage() {
    assertEquals("{\"content\":[{\"type\":\"text\",\"text\":\"out of stock\"}],\"isError\":true}",
        ToolResults.failed(new IOException("out of stock")).toString());
    assertEquals("{\"content\":[{\"type\":\"text\",\"text\":\"IllegalStateException\"}],\"isError\":true}",
        ToolResults.failed(new IllegalStateException()).toString());
  }

  @Test
  void whatSteersTheProtocolIsNotTurnedIntoAToolError() {
    McpErrorException error = McpErrorException.invalidParams("no");
    assertSame(error, assertThrows(McpErrorException.class, () -> ToolResults.failed(error)));
    MissingCapabilityException missing = new MissingCapabilityException(JsonObject.of("roots", JsonObject.empty()));
    assertSame(missing, assertThrows(MissingCapabilityException.class, () -> ToolResults.failed(missing)));
    CancellationException cancelled = new CancellationException("client went away");
    assertSame(cancelled, assertThrows(CancellationException.class, () -> ToolResults.failed(cancelled)));
  }
}
