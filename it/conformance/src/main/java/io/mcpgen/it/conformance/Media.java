package io.mcpgen.it.conformance;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;

/** Small valid media for the content fixtures: a 1x1 PNG and a short silent WAV. */
final class Media {

  /** A 1x1 red pixel, PNG. */
  static final String PNG_BASE64 =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

  static final String PNG_MIME = "image/png";

  static final String WAV_MIME = "audio/wav";

  private static final int SAMPLE_RATE = 8000;

  private Media() {}

  static byte[] png() {
    return Base64.getDecoder().decode(PNG_BASE64);
  }

  /** 10 ms of 8-bit mono silence at 8 kHz, as a RIFF/WAVE file, base64. */
  static String wavBase64() {
    int samples = SAMPLE_RATE / 100;
    ByteBuffer header = ByteBuffer.allocate(44).order(ByteOrder.LITTLE_ENDIAN);
    header.put(ascii("RIFF")).putInt(36 + samples).put(ascii("WAVE"));
    header.put(ascii("fmt ")).putInt(16).putShort((short) 1).putShort((short) 1)
        .putInt(SAMPLE_RATE).putInt(SAMPLE_RATE).putShort((short) 1).putShort((short) 8);
    header.put(ascii("data")).putInt(samples);
    ByteArrayOutputStream wav = new ByteArrayOutputStream();
    wav.writeBytes(header.array());
    for (int i = 0; i < samples; i++) {
      wav.write(128); // silence in unsigned 8-bit PCM
    }
    return Base64.getEncoder().encodeToString(wav.toByteArray());
  }

  private static byte[] ascii(String text) {
    return text.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  }
}
