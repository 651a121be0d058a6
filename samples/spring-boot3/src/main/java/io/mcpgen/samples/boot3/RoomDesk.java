package io.mcpgen.samples.boot3;

import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import java.util.List;
import java.util.Optional;

/**
 * The meeting-room desk of an office, as an MCP server. The processor writes
 * {@code RoomDeskMcpServer} (the starter serves a bean implementing this interface) and
 * {@code RoomDeskMcpClient} (calls any server offering it) from it.
 */
@McpServer(name = "room-desk", version = "1.0", title = "Room desk",
    instructions = "List the free rooms of a day, then book one; the user confirms each booking.")
public interface RoomDesk {

  /** The rooms still free on a day. */
  @Tool(value = "free_rooms", readOnly = true, destructive = false)
  FreeRooms freeRooms(Day day);

  /** Books a room once the user confirmed it and said whose name goes on the door. */
  @Tool("book_room")
  Booking bookRoom(BookingRequest request,
      @Elicit(message = "Book {request.room} on {request.day} for {request.people} people?") Elicited<Holder> holder);

  /**
   * A day.
   *
   * @param day ISO date, e.g. 2026-12-08
   */
  record Day(String day) {}

  /** A room and how many it seats. */
  record Room(String name, int seats) {}

  /** The rooms free on a day. */
  record FreeRooms(String day, List<Room> rooms) {}

  /**
   * What to book.
   *
   * @param room the room, from free_rooms
   * @param day ISO date
   * @param people how many come
   */
  record BookingRequest(String room, String day, int people) {}

  /** The form the user answers to confirm a booking. */
  record Holder(@Describe(value = "Whose name goes on the door", title = "Name") String name) {}

  /** What became of a request. */
  enum Status { BOOKED, DECLINED, FULL }

  /** A booking (or why there is none). */
  record Booking(Status status, Optional<String> reference, Optional<String> holder) {}
}
