/**
 * How Lighthouse's simulated mobile network (Lantern, the default `simulate` throttling: 150 ms
 * round trip, 1,638.4 kbit/s) delivers one response on a new connection: its first congestion
 * window of 10 TCP segments (14,600 bytes) arrives with the first byte; every byte after it costs
 * whole round trips, the window doubling each time up to what the throughput allows per round trip
 * (21 segments). So an HTML document of 15 KB paints one round trip (150 ms) later than one of
 * 14 KB, whatever else the page does: the floor under a page's LCP beside a smaller page's.
 * The same arithmetic as Lantern's TCPConnection.simulateDownloadUntil (Lighthouse 13 takes it from
 * @paulirish/trace_engine), kept here to explain the figures, not to compute them.
 */

export type SimulatedNetwork = { roundTripMs: number; throughputKbps: number };
export const SIMULATED_MOBILE_NETWORK: SimulatedNetwork = { roundTripMs: 150, throughputKbps: 1638.4 };
export const TCP_SEGMENT_BYTES = 1460;
export const INITIAL_CONGESTION_WINDOW_SEGMENTS = 10;

/** The most segments one round trip carries at the simulated throughput (21). */
export function maximumCongestionWindowSegments({ roundTripMs, throughputKbps }: SimulatedNetwork = SIMULATED_MOBILE_NETWORK): number {
  const bytesPerRoundTrip = ((throughputKbps * 1024) / 8) * (roundTripMs / 1000);
  return Math.floor(bytesPerRoundTrip / TCP_SEGMENT_BYTES);
}

/** Round trips a response of `bytes` (headers and compressed body) needs after its first byte: 0 when it fits the first window. */
export function roundTripsAfterFirstByte(bytes: number, network: SimulatedNetwork = SIMULATED_MOBILE_NETWORK): number {
  const maximum = maximumCongestionWindowSegments(network);
  let window = Math.min(INITIAL_CONGESTION_WINDOW_SEGMENTS, maximum);
  let remaining = bytes - window * TCP_SEGMENT_BYTES;
  let roundTrips = 0;
  while (remaining > 0) {
    roundTrips++;
    window = Math.min(maximum, window * 2);
    remaining -= window * TCP_SEGMENT_BYTES;
  }
  return roundTrips;
}
