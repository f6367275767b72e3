import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { ROUTES } from '@/lib/routes';
import { PREVIEW_IMAGE_SIZE, previewAlt, previewFigure, previewImagePath, type PreviewText } from './preview-image';
import { isPreviewImagePath } from './preview-path';

const content = getContent();
const text: PreviewText = {
  siteName: 'Experts for projects',
  title: 'Experts',
  description: 'Find an expert.',
  figure: '140 accredited experts',
  host: 'experts.example',
};

describe('share previews', () => {
  it('are 1200×630, the size every network shows large', () => {
    expect(PREVIEW_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });

  it('show the catalogue’s and the services’ key figure, and none on the other pages', () => {
    const prices = content.services.services.map((service) => service.priceFromUsd);
    expect(previewFigure('experts', content)).toEqual({ kind: 'experts', count: expect.any(Number) });
    expect(previewFigure('services', content)).toEqual({ kind: 'services', count: content.services.services.length, priceFromUsd: Math.min(...prices) });
    expect(previewFigure('full_card_service', content)).toEqual({ kind: 'priceFrom', priceFromUsd: Math.min(...prices) });
    expect(previewFigure('documentation', content)).toBeUndefined();
    expect(ROUTES.filter(({ key }) => previewFigure(key, content)).length).toBeGreaterThanOrEqual(4);
  });

  it('are described by what they say, the site name once', () => {
    expect(previewAlt(text)).toBe('Experts · 140 accredited experts · Experts for projects');
    expect(previewAlt({ ...text, title: 'Experts for projects', figure: undefined })).toBe('Experts for projects');
  });

  it('are linked under their page with a version that changes with what they draw', () => {
    const path = previewImagePath('/ge/experts', text, 'ka');
    expect(path).toMatch(/^\/ge\/experts\/opengraph-image\?v=[0-9a-f]{16}$/);
    expect(previewImagePath('/ge', text, 'ka')).toMatch(/^\/ge\/opengraph-image\?v=/);
    expect(previewImagePath('/ge/experts', text, 'ka')).toBe(path);
    expect(previewImagePath('/ge/experts', { ...text, figure: '141 accredited experts' }, 'ka')).not.toBe(path);
    expect(previewImagePath('/ge/experts', text, 'ru')).not.toBe(path);
  });

  it('are known by their path', () => {
    expect(isPreviewImagePath('/ge/experts/opengraph-image')).toBe(true);
    expect(isPreviewImagePath('/ru/opengraph-image')).toBe(true);
    expect(isPreviewImagePath('/ru/experts')).toBe(false);
    expect(isPreviewImagePath('/icon-512.png')).toBe(false);
  });
});
