package io.mcpgen.samples.boot3;

import io.mcpgen.runtime.typed.Elicited;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * The office's rooms and their bookings, in memory. A Spring bean like any other; the starter
 * serves it over MCP because it implements {@link RoomDesk}.
 */
@Component
public class MeetingRooms implements RoomDesk {

  private static final List<Room> ROOMS = List.of(new Room("Lovelace", 4), new Room("Hopper", 8),
      new Room("Turing", 12));

  /** Booked rooms by day. */
  private final Map<LocalDate, Set<String>> booked = new ConcurrentHashMap<>();
  private final AtomicInteger references = new AtomicInteger();

  @Override
  public FreeRooms freeRooms(Day day) {
    Set<String> taken = bookedOn(parse(day.day()));
    return new FreeRooms(day.day(), ROOMS.stream().filter(room -> !taken.contains(room.name())).toList());
  }

  @Override
  public Booking bookRoom(BookingRequest request, Elicited<Holder> holder) {
    LocalDate day = parse(request.day());
    Room room = ROOMS.stream().filter(candidate -> candidate.name().equals(request.room())).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no room named " + request.room()));
    if (request.people() < 1) {
      throw new IllegalArgumentException("a booking is for at least one person");
    }
    Optional<String> name = holder.accepted().map(Holder::name).filter(text -> !text.isBlank());
    if (name.isEmpty()) {
      return new Booking(Status.DECLINED, Optional.empty(), Optional.empty());
    }
    if (request.people() > room.seats() || !bookedOn(day).add(room.name())) {
      return new Booking(Status.FULL, Optional.empty(), Optional.empty());
    }
    String reference = "R-" + day + "-" + references.incrementAndGet();
    return new Booking(Status.BOOKED, Optional.of(reference), name);
  }

  private Set<String> bookedOn(LocalDate day) {
    return booked.computeIfAbsent(day, unused -> ConcurrentHashMap.newKeySet());
  }

  private static LocalDate parse(String day) {
    try {
      return LocalDate.parse(day);
    } catch (DateTimeParseException | NullPointerException notADate) {
      throw new IllegalArgumentException("day is " + day + ", not an ISO date such as 2026-12-08");
    }
  }
}
