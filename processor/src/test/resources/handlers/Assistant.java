package test.assistant;

import io.mcpgen.annotations.ElicitUrl;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Roots;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.typed.Elicited;
import java.util.List;
import java.util.Optional;
import test.protocol.CallToolResult;
import test.protocol.CreateMessageResult;
import test.protocol.PromptMessage;
import test.protocol.ReadResourceResult;
import test.protocol.Root;

/** An assistant that speaks the protocol's own types, generated into test.protocol in the same compilation. */
@McpServer(name = "assistant", version = "2.0", title = "Assistant", instructions = "Ask before acting.")
public interface Assistant {

  /** Summarizes what the client's model says about its roots. */
  @Tool(value = "summarize", idempotent = true, openWorld = false)
  CallToolResult summarize(
      @Sample(prompt = "Summarize the project", maxTokens = 100, systemPrompt = "Be brief") CreateMessageResult summary,
      @Roots Optional<List<Root>> roots,
      RoundContext round);

  /** Greets the user once signed in. */
  @Prompt("greet")
  List<PromptMessage> greet(@ElicitUrl(message = "Sign in", url = "https://example.com/login") Elicited<Void> login);

  /** The project's readme. */
  @Resource(uri = "docs://readme", name = "readme", mimeType = "text/markdown")
  ReadResourceResult readme();

  /** Any file, as bytes. */
  @Resource(uri = "files://{+path}")
  byte[] file(String path);
}
