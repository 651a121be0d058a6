package io.mcpgen.processor.it;

import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import java.util.List;
import java.util.Optional;

/** A ledger whose entries a careless implementation may leave half filled in. */
@McpServer(name = "ledger")
public interface Ledger {

  /** The entry with this number. */
  @Tool("entry")
  Entry entry(Lookup lookup);

  /** The receipt of the entry with this number. */
  @Tool("receipt")
  Receipt receipt(Lookup lookup);

  /** A receipt: scalars only, so its codec also writes straight to a tree. */
  record Receipt(String id, long cents) {}

  /** Which entry. */
  record Lookup(int number) {}

  /** The state of an entry. */
  enum Status { OPEN, CLOSED }

  /** An entry: every component but {@code note} is required by the tool's outputSchema. */
  record Entry(String id, Optional<String> note, List<String> tags, Status status, Amount amount) {}

  /** An amount of money. */
  record Amount(String currency, long cents) {}
}
