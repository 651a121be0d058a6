package io.mcpgen.oauth;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;

/** The protected server of the end-to-end tests: reading needs one scope, deleting another. */
@McpServer(name = "notes", version = "1.0.0")
public interface Notes {

  /** Reads a note. */
  @Tool("read_note")
  String readNote(Key key);

  /** Deletes a note (needs {@code notes:write}). */
  @Tool(value = "delete_note", scopes = "notes:write")
  String deleteNote(Key key);

  /** Asks for a confirmation first: its requestState is bound to the caller. */
  @Tool("confirm_delete")
  String confirmDelete(@Elicit(key = "confirm", message = "Delete it?") Elicited<Ok> confirm);

  /** A note's key. */
  record Key(String id) {}

  /** A yes or no. */
  record Ok(boolean ok) {}
}
