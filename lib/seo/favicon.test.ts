import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_DATA_URL } from './favicon';

describe('the favicon', () => {
  it('is the drawing the web manifest names (public/icon.svg), as an SVG data URL', () => {
    const drawing = readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim();
    expect(drawing).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(FAVICON_DATA_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(drawing);
  });

  it('needs no quoting in an attribute', () => {
    expect(FAVICON_DATA_URL).not.toMatch(/[<>"#\s]/);
  });
});
