package io.mcpgen.it.conformance;

import io.mcpgen.annotations.Header;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import java.util.Optional;

/**
 * The tools of the {@code http-custom-headers} client scenario, with the suite's names and
 * {@code x-mcp-header} annotations; the conformance client calls them through the generated typed
 * client, which mirrors the annotated arguments into {@code Mcp-Param-*} headers without listing
 * the tools first. An {@code @McpServer} too: the conformance server serves them for the
 * {@code http-custom-header-server-validation} scenario, and the tests check both sides (the
 * component names are the suite's JSON names).
 */
@McpServer(name = "mcpgen-header-tools", version = "1.0.0")
public interface HeaderTools {

  /** A tool with x-mcp-header annotations to test custom header mirroring and encoding. */
  @Tool("test_custom_headers")
  String customHeaders(CustomHeaders arguments);

  /** A tool for testing null/omitted x-mcp-header parameter handling. */
  @Tool("test_custom_headers_null")
  String customHeadersNull(NullableHeaders arguments);

  /** The arguments of {@code test_custom_headers}: plain, numeric, boolean and encoded values. */
  record CustomHeaders(
      @Header("Region") String region,
      @Header("Priority") int priority,
      @Header("Verbose") Optional<Boolean> verbose,
      @Header("Debug") Optional<Boolean> debug,
      @Header("EmptyVal") Optional<String> empty_val,
      @Header("Method") Optional<String> method_val,
      Optional<Double> float_val,
      @Header("NonAscii") Optional<String> non_ascii_val,
      @Header("Whitespace") Optional<String> whitespace_val,
      @Header("LeadingSpace") Optional<String> leading_space_val,
      @Header("TrailingSpace") Optional<String> trailing_space_val,
      @Header("InternalSpace") Optional<String> internal_space_val,
      @Header("ControlChar") Optional<String> control_char_val,
      @Header("CrLf") Optional<String> crlf_val,
      @Header("Tab") Optional<String> tab_val,
      String query) {}

  /** The arguments of {@code test_custom_headers_null}: {@code verbose} may be null. */
  record NullableHeaders(
      @Header("Region") String region,
      @Header("Priority") int priority,
      @Header("Verbose") Optional<Boolean> verbose,
      String query) {}
}
