import { describe, expect, it } from 'vitest';
import { previewPoints } from './map';

describe('previewPoints', () => {
  it('puts the west and south office bottom left, the north-east one top right, inside the padding', () => {
    const points = previewPoints(
      [
        { id: 'astana', label: 'Astana', lat: 51.09, lng: 71.42 },
        { id: 'batumi', label: 'Batumi', lat: 41.65, lng: 41.64 },
      ],
      800,
      400,
    );
    expect(points).toEqual([
      { id: 'astana', label: 'Astana', x: 640, y: 80 },
      { id: 'batumi', label: 'Batumi', x: 160, y: 320 },
    ]);
  });

  it('places a single office without dividing by zero', () => {
    expect(previewPoints([{ id: 'a', label: 'A', lat: 10, lng: 10 }], 100, 100)).toEqual([{ id: 'a', label: 'A', x: 20, y: 20 }]);
  });
});
