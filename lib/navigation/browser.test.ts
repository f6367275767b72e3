// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, ENGAGED_FALLBACK_MS, whenEngaged, whenIdle } from './browser';

/** jsdom has no requestIdleCallback: whenIdle falls back to a 300 ms timer, as in Safari. */
const IDLE_MS = 300;

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work in a quiet moment after the page has loaded, and not once cancelled', () => {
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_MS);
    expect(work).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(IDLE_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work in a task after the next frame, not in the frame or before it', () => {
    const work = vi.fn();
    const frame = vi.fn();
    afterNextPaint(work);
    window.requestAnimationFrame(frame);
    vi.advanceTimersToNextFrame();
    expect(frame).toHaveBeenCalledOnce();
    expect(work).not.toHaveBeenCalled();
    // A timer of 0 ms: the fake clock runs it a millisecond on.
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});

describe('whenEngaged', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing while the page starts and nobody is there', () => {
    const work = vi.fn();
    whenEngaged(work);
    vi.advanceTimersByTime(IDLE_MS + ENGAGED_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
  });

  it.each(['pointermove', 'touchstart', 'keydown', 'scroll', 'focusin'])('runs once idle after the first %s, once only', (type) => {
    const work = vi.fn();
    whenEngaged(work);
    window.dispatchEvent(new Event(type));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS);
    expect(work).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(IDLE_MS + ENGAGED_FALLBACK_MS + IDLE_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs anyway some seconds after the page went idle, so a reader who never moves still has the code offline', () => {
    const work = vi.fn();
    whenEngaged(work);
    vi.advanceTimersByTime(IDLE_MS + ENGAGED_FALLBACK_MS + IDLE_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const work = vi.fn();
    whenEngaged(work)();
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(IDLE_MS + ENGAGED_FALLBACK_MS + IDLE_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
