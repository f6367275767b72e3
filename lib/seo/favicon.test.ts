import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_DATA_URL, FAVICON_SVG } from './favicon';

describe('the favicon', () => {
  it('is the drawing the web manifest names (public/icon.svg)', () => {
    expect(readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim()).toBe(FAVICON_SVG);
  });

  it('decodes back to the drawing, as an SVG data URL', () => {
    expect(FAVICON_DATA_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    expect(FAVICON_DATA_URL).not.toMatch(/[<>"#\s]/);
  });
});
