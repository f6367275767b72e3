import { describe, expect, it } from 'vitest';
import { popoverPlacement } from './placement';

/** A date field 220 px wide starting at `left`. */
const field = (top: number, left: number) => ({ top, bottom: top + 44, left, right: left + 220 });
const desktop = { width: 1280, height: 800 };

describe('the calendar popover', () => {
  it('opens under its field, starting where the field starts', () => {
    expect(popoverPlacement(field(200, 580), { width: 320, height: 380 }, desktop)).toEqual({ top: 248, left: 580 });
  });
  it('opens above the field when there is no room under it', () => {
    expect(popoverPlacement(field(600, 580), { width: 320, height: 380 }, desktop)).toEqual({ top: 216, left: 580 });
    expect(popoverPlacement(field(600, 1100), { width: 320, height: 380 }, desktop)).toEqual({ top: 216, left: 952 });
  });
  it('stays on the screen when there is room neither under nor above', () => {
    expect(popoverPlacement(field(300, 580), { width: 320, height: 380 }, { width: 1280, height: 640 })).toEqual({ top: 252, left: 580 });
    expect(popoverPlacement(field(10, 580), { width: 320, height: 700 }, { width: 1280, height: 600 })).toEqual({ top: 8, left: 580 });
  });
  it('keeps inside a narrow screen, wherever the field is', () => {
    expect(popoverPlacement(field(100, 4), { width: 304, height: 380 }, { width: 320, height: 640 })).toEqual({ top: 148, left: 8 });
    expect(popoverPlacement(field(100, 60), { width: 304, height: 380 }, { width: 320, height: 640 })).toEqual({ top: 148, left: 8 });
    expect(popoverPlacement(field(100, 50), { width: 320, height: 380 }, { width: 390, height: 844 })).toEqual({ top: 148, left: 50 });
  });
  it('keeps inside the dialog when it fits there, else inside the screen', () => {
    const dialog = (left: number, right: number) => ({ top: 12, bottom: 832, left, right });
    // 390 px: the dialog is 352 px wide; the popover moves in from its right edge.
    expect(popoverPlacement(field(400, 54), { width: 320, height: 380 }, { width: 390, height: 844 }, dialog(19, 371))).toEqual({ top: 448, left: 43 });
    // 1280 px: the field's start is well inside the dialog.
    expect(popoverPlacement(field(400, 300), { width: 320, height: 380 }, desktop, dialog(253, 1013))).toEqual({ top: 16, left: 300 });
    // 320 px: the dialog is narrower than the popover, so the screen decides.
    expect(popoverPlacement(field(100, 50), { width: 304, height: 380 }, { width: 320, height: 640 }, dialog(12, 308))).toEqual({ top: 148, left: 8 });
  });
});
