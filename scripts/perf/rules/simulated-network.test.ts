import { describe, expect, it } from 'vitest';
import { maximumCongestionWindowSegments, roundTripsAfterFirstByte } from './simulated-network';

describe("Lighthouse's simulated mobile network", () => {
  it('carries 21 segments a round trip at 1,638.4 kbit/s and 150 ms', () => {
    expect(maximumCongestionWindowSegments()).toBe(21);
    // A faster link carries more, a shorter round trip less.
    expect(maximumCongestionWindowSegments({ roundTripMs: 150, throughputKbps: 10_000 })).toBe(131);
    expect(maximumCongestionWindowSegments({ roundTripMs: 40, throughputKbps: 1638.4 })).toBe(5);
  });

  it('delivers the first 14,600 bytes with the first byte, then 20 and 21 segments a round trip', () => {
    expect(roundTripsAfterFirstByte(3_181)).toBe(0); // the anchor's page
    expect(roundTripsAfterFirstByte(14_600)).toBe(0);
    expect(roundTripsAfterFirstByte(14_601)).toBe(1);
    expect(roundTripsAfterFirstByte(27_696)).toBe(1); // /ru/for_investors
    expect(roundTripsAfterFirstByte(14_600 + 29_200)).toBe(1);
    expect(roundTripsAfterFirstByte(14_600 + 29_200 + 1)).toBe(2);
    expect(roundTripsAfterFirstByte(14_600 + 29_200 + 30_660)).toBe(2);
    expect(roundTripsAfterFirstByte(14_600 + 29_200 + 30_660 + 1)).toBe(3);
  });

  it('stops doubling at the throughput of a slow link', () => {
    // 5 segments a round trip at most: the first window is cut to 5 as well.
    expect(roundTripsAfterFirstByte(5 * 1460, { roundTripMs: 40, throughputKbps: 1638.4 })).toBe(0);
    expect(roundTripsAfterFirstByte(5 * 1460 * 3, { roundTripMs: 40, throughputKbps: 1638.4 })).toBe(2);
  });
});
