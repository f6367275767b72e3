export type Box = { top: number; bottom: number; left: number; right: number };
export type Size = { width: number; height: number };

/** Room kept between the popover and the edges of the screen. */
export const SCREEN_MARGIN_PX = 8;
/** …and between it and its field. */
const FIELD_GAP_PX = 4;

/**
 * Where the calendar popover goes, in viewport coordinates: under its field (the date input and
 * its button) when it fits, else above it, else as low as the screen allows. Sideways it starts
 * where the field starts, kept inside `frame` (the request dialog) when it fits there, and always
 * on the screen: on a 320 px phone it spans the screen less the margins.
 */
export function popoverPlacement(field: Box, popover: Size, screen: Size, frame?: Box): { top: number; left: number } {
  const below = field.bottom + FIELD_GAP_PX;
  const above = field.top - FIELD_GAP_PX - popover.height;
  const top =
    below + popover.height <= screen.height - SCREEN_MARGIN_PX
      ? below
      : above >= SCREEN_MARGIN_PX
        ? above
        : Math.max(SCREEN_MARGIN_PX, screen.height - SCREEN_MARGIN_PX - popover.height);
  let [leftmost, rightmost] = [SCREEN_MARGIN_PX, screen.width - SCREEN_MARGIN_PX - popover.width];
  if (frame) {
    const [frameLeft, frameRight] = [Math.max(leftmost, frame.left + SCREEN_MARGIN_PX), Math.min(rightmost, frame.right - SCREEN_MARGIN_PX - popover.width)];
    if (frameLeft <= frameRight) [leftmost, rightmost] = [frameLeft, frameRight];
  }
  return { top, left: Math.max(leftmost, Math.min(field.left, rightmost)) };
}
