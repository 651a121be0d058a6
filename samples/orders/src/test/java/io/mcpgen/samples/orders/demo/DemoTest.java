package io.mcpgen.samples.orders.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo main in this process, over a real HTTP socket, reading its output as a user would. */
class DemoTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(InputStream stdin, String... args) {
    return Demo.run(List.of(args), stdin, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private List<String> lines() {
    return out.toString(StandardCharsets.UTF_8).lines().map(String::strip).toList();
  }

  private static InputStream typed(String... lines) {
    return new ByteArrayInputStream((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void theScriptedDemoPrintsEachCallItsQuestionsAnswersAndResult() {
    assertEquals(0, run(InputStream.nullInputStream()), err.toString(StandardCharsets.UTF_8));
    List<String> lines = lines();
    assertTrue(lines.get(0).matches("order desk served at http://127\\.0\\.0\\.1:\\d+/mcp; answers from "
        + "demo-answers\\.json \\(bundled\\)"), lines.get(0));
    List<String> expected = List.of(
        "2. tools/call place_order {\"sku\":\"DARJ-100\",\"quantity\":2}",
        "round 1  asks delivery (form): Where should 2 x DARJ-100 go?",
        "fields: name, email, street, city, shipping, updates, giftWrap, deliverOn",
        "answer: accept name=Ada Lovelace, email=ada@example.com, street=12 Analytical Row, city=London, "
            + "shipping=EXPRESS, updates=[EMAIL, SMS], giftWrap=true",
        "result (2 requests): order A-1001 PLACED, 32.40 EUR, to Ada Lovelace, 12 Analytical Row, London; "
            + "tracking by [EMAIL, SMS]",
        "round 1  asks card (sampling, at most 60 tokens): Write a two-line gift card from Ada to Grace, who gets "
            + "Darjeeling first flush, 100 g.",
        "url: https://pay.example.com/checkout/A-1001",
        "result (2 requests): A-1001 32.40 EUR: AWAITING_PROVIDER",
        "result (2 requests): invoices go to file:///home/ada/tea-shop/invoices/ (in root tea-shop)",
        "round 3  asks refund (form): Refund 12.50 EUR: where to?",
        "result (4 requests): return R-1 of 1 from A-1001: 13.75 EUR shop credit once the parcel is back",
        "7. prompts/get review_request {\"order\":\"A-1001\"}",
        "8. resources/read shop://orders/A-1001",
        "result (2 requests): Order A-1001: 2 x Darjeeling first flush, 100 g, 32.40 EUR, EXPRESS / Deliver to: (hidden)",
        "done: 8 calls over Streamable HTTP");
    assertInOrder(expected, lines);
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void interactiveAnswersComeFromTheTerminalWithDefaultsOnEmptyLines() {
    int status = run(typed(
        "a", "Grace Hopper", "grace@example.com", "1 Compiler Lane", "Arlington", "", "1,2", "", "2026-12-24", // delivery
        "Dear Ada,\\nCheers, Grace",                                                                 // gift card
        "n",                                                                                         // payment page
        "",                                                                                          // roots
        "a", "3", "", "", "a", "",                                                                   // return
        "d",                                                                                         // review style
        "a", "y"),                                                                                   // reveal
        "--interactive");
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertInOrder(List.of(
        "answer: accept name=Grace Hopper, email=grace@example.com, street=1 Compiler Lane, city=Arlington, "
            + "shipping=STANDARD, updates=[EMAIL, SMS], giftWrap=false, deliverOn=2026-12-24",
        "result (2 requests): order A-1001 PLACED, 25.00 EUR, to Grace Hopper, 1 Compiler Lane, Arlington, "
            + "on 2026-12-24; tracking by [EMAIL, SMS]",
        "result (2 requests): card for Grace: Dear Ada, / Cheers, Grace",
        "result (2 requests): A-1001 25.00 EUR: NOT_STARTED",
        "answer: accept why=CHANGED_MIND, quantity=1",
        "result (3 requests): return R-1 of 1 from A-1001: 8.60 EUR back to the card once the parcel is back",
        "answer: decline",
        "result (2 requests): prompt: Write a warm, personal note to Grace Hopper thanking them for order A-1001 "
            + "(Darjeeling first flush, 100 g) and asking how they liked it, with a link to leave a review.",
        "result (2 requests): Order A-1001: 2 x Darjeeling first flush, 100 g, 25.00 EUR, STANDARD / "
            + "Deliver to: Grace Hopper, 1 Compiler Lane, Arlington"), lines());
  }

  @Test
  void aScriptMissingAnAnswerFailsNamingTheQuestion(@TempDir Path dir) throws IOException {
    Path script = dir.resolve("answers.json");
    Files.writeString(script, "{\"delivery\": {\"action\": \"decline\"}}");
    assertEquals(0, run(InputStream.nullInputStream(), "--answers", script.toString()));
    assertTrue(lines().contains("result (2 requests): no order: DECLINED"), lines().toString());

    Files.writeString(script, "{\"delivery\": {\"action\": \"accept\", \"content\": {\"name\": \"Ada\", \"email\": "
        + "\"ada@example.com\", \"street\": \"1 Row\", \"city\": \"London\", \"shipping\": \"PICKUP\", \"updates\": [],"
        + " \"giftWrap\": false}}}");
    assertEquals(1, run(InputStream.nullInputStream(), "--answers", script.toString()));
    String failure = err.toString(StandardCharsets.UTF_8);
    assertTrue(failure.startsWith("orders demo failed: "), failure);
    assertTrue(failure.contains(script + " has no answer for the question 'card'"), failure);
  }

  @Test
  void anAnswerFileThatCannotBeReadOrIsNotAnObjectFailsNamingIt(@TempDir Path dir) throws IOException {
    Path missing = dir.resolve("missing.json");
    assertEquals(1, run(InputStream.nullInputStream(), "--answers", missing.toString()));
    assertEquals("orders demo failed: cannot read the answer file " + missing + " (NoSuchFileException)\n",
        err.toString(StandardCharsets.UTF_8));

    err.reset();
    Path broken = Files.writeString(dir.resolve("broken.json"), "{not json");
    assertEquals(1, run(InputStream.nullInputStream(), "--answers", broken.toString()));
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(
        "orders demo failed: the answer file " + broken + " is not JSON: "), err.toString(StandardCharsets.UTF_8));

    err.reset();
    Path list = Files.writeString(dir.resolve("list.json"), "[]");
    assertEquals(1, run(InputStream.nullInputStream(), "--answers", list.toString()));
    assertEquals("orders demo failed: the answer file " + list + " must hold a JSON object\n",
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theTerminalClosingMidwayFailsTheDemo() {
    assertEquals(1, run(typed("a", "Grace"), "--interactive"));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("the terminal's input ended before the answer"),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anUnknownArgumentIsAUsageError() {
    assertEquals(2, run(InputStream.nullInputStream(), "--fast"));
    assertEquals("unknown argument: --fast\nusage: java -jar orders-demo.jar [--interactive | --answers FILE]\n",
        err.toString(StandardCharsets.UTF_8));
  }

  /**
   * Each expected line ends a printed line, in this order. (Ends: at a terminal the person's
   * typing ends the prompt's line; piped in, it does not, and the next output follows the prompt.)
   */
  private static void assertInOrder(List<String> expected, List<String> lines) {
    int at = 0;
    for (String line : expected) {
      while (at < lines.size() && !lines.get(at).endsWith(line)) {
        at++;
      }
      assertTrue(at < lines.size(), "missing, or out of order: " + line + "\nin:\n" + String.join("\n", lines));
      at++;
    }
  }
}
