package io.mcpgen.processor.model;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

/** The naming hazards of the real schemas. */
class JavaNamesTest {

  @Test
  void javaKeywordsGetAnUnderscore() {
    assertEquals("default_", JavaNames.memberName("default"));
    assertEquals("enum_", JavaNames.memberName("enum"));
    assertEquals("const_", JavaNames.memberName("const"));
    assertEquals("true_", JavaNames.memberName("true"));
  }

  @Test
  void namesThatAreNotIdentifiers() {
    assertEquals("meta", JavaNames.memberName("_meta"));
    assertEquals("schema", JavaNames.memberName("$schema"));
    assertEquals("clientInfo", JavaNames.memberName("io.modelcontextprotocol/clientInfo"));
    assertEquals("protocolVersion", JavaNames.memberName("io.modelcontextprotocol/protocolVersion"));
    assertEquals("dateTime", JavaNames.memberName("date-time"));
    assertEquals("_2fa", JavaNames.memberName("2fa"));
  }

  @Test
  void namesEveryRecordAlreadyUses() {
    assertEquals("hashCode_", JavaNames.memberName("hashCode"));
    assertEquals("toString_", JavaNames.memberName("toString"));
    assertEquals("builder_", JavaNames.memberName("builder"));
  }

  @Test
  void typeNamesAreKeptExactlyWhenTheyAreIdentifiers() {
    assertEquals("Error", JavaNames.typeName("Error"));
    assertEquals("JSONRPCMessage", JavaNames.typeName("JSONRPCMessage"));
    assertEquals("RefPrompt", JavaNames.typeName("ref/prompt"));
    assertEquals("Class", JavaNames.typeName("class"));
    assertEquals("_2Factor", JavaNames.typeName("2-factor"));
  }

  @Test
  void nestedTypesAreUpperCamelOfTheMember() {
    assertEquals("Elicitation", JavaNames.nestedTypeName("elicitation"));
    assertEquals("InputSchema", JavaNames.nestedTypeName("inputSchema"));
    assertEquals("Default", JavaNames.nestedTypeName("default"));
    assertEquals("ClientCapabilities", JavaNames.nestedTypeName("io.modelcontextprotocol/clientCapabilities"));
  }

  @Test
  void enumConstantsAndConstants() {
    assertEquals("THIS_SERVER", JavaNames.enumConstant("thisServer"));
    assertEquals("DATE_TIME", JavaNames.enumConstant("date-time"));
    assertEquals("PUBLIC", JavaNames.enumConstant("public"));
    assertEquals("REF_PROMPT", JavaNames.enumConstant("ref/prompt"));
    assertEquals("INPUT_REQUIRED", JavaNames.enumConstant("input_required"));
    assertEquals("EMPTY", JavaNames.enumConstant(""));
    assertEquals("RESULT_TYPE", JavaNames.constantName("resultType"));
    assertEquals("DEFAULT", JavaNames.constantName("default_"));
    assertEquals("JSONRPC", JavaNames.constantName("jsonrpc"));
  }

  @Test
  void uniqueAppendsANumber() {
    assertEquals("meta", JavaNames.unique("meta", Set.of()));
    assertEquals("meta2", JavaNames.unique("meta", Set.of("meta")));
    assertEquals("meta3", JavaNames.unique("meta", Set.of("meta", "meta2")));
  }
}
