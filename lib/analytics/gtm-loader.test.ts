// @vitest-environment jsdom
import TagManager from 'react-gtm-module';
import { describe, expect, it } from 'vitest';
import { gtmLoaderScript } from './gtm';

describe('the loader the Content-Security-Policy allows by its hash', () => {
  it('is exactly what react-gtm-module inserts', () => {
    TagManager.initialize({ gtmId: 'GTM-TEST123' });
    const inline = [...document.head.querySelectorAll('script')].filter((script) => !script.src).map((script) => script.innerHTML);
    expect(inline).toEqual([gtmLoaderScript('GTM-TEST123')]);
  });
});
