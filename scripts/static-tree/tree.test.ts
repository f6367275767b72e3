import { describe, expect, it } from 'vitest';
import { servedFiles } from '@/lib/deploy/static-tree';
import { documentOfFile, pageHash, treeEntries } from './tree';

describe('the static tree', () => {
  const outputs = {
    prerenders: [
      { pathname: '/ru/experts', filePath: '/b/ru/experts.html', contentType: 'text/html; charset=utf-8' },
      { pathname: '/ru/experts.rsc', filePath: '/b/ru/experts.rsc', contentType: 'text/x-component' },
      { pathname: '/ru/experts.segments/_tree.segment.rsc', filePath: '/b/ru/t.rsc', contentType: 'text/x-component' },
      { pathname: '/en', filePath: '/b/en.html', contentType: 'text/html; charset=utf-8' },
      { pathname: '/search-index/ru.json', filePath: '/b/ru.json.body', contentType: 'application/json' },
      { pathname: '/[prefix]', filePath: undefined, contentType: undefined },
      { pathname: '/_global-error', filePath: '/b/_global-error.html', contentType: 'text/html; charset=utf-8' },
    ],
    staticFiles: [
      { pathname: '/_next/static/chunks/a.js', filePath: '/b/a.js' },
      { pathname: '/sitemap.xml', filePath: '/b/sitemap.xml' },
      { pathname: '/404', filePath: '/b/404.html' },
    ],
  };

  it('puts each page at its path with .html, payloads and assets as they are, and public files too', () => {
    const entries = treeEntries(outputs, [{ path: '/fonts/noto.woff2', source: '/p/fonts/noto.woff2' }]);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/_next/static/chunks/a.js',
      '/en.html',
      '/fonts/noto.woff2',
      '/ru/experts.html',
      '/ru/experts.rsc',
      '/ru/experts.segments/_tree.segment.rsc',
      '/search-index/ru.json',
      '/sitemap.xml',
    ]);
  });

  it('stores the text files precompressed, not the fonts or the RSC payloads', () => {
    const compressed = treeEntries(outputs, [{ path: '/fonts/noto.woff2', source: '/p/f' }])
      .filter((entry) => entry.compress)
      .map((entry) => entry.path);
    expect(compressed).toEqual(['/_next/static/chunks/a.js', '/en.html', '/ru/experts.html', '/search-index/ru.json', '/sitemap.xml']);
  });

  it('knows the page a file holds', () => {
    expect(documentOfFile('/ru/experts.html')).toBe('/ru/experts');
    expect(documentOfFile('/en.html')).toBe('/en');
    expect(documentOfFile('/ru/experts.rsc')).toBeUndefined();
  });

  it('hashes a page’s HTML: the same bytes, the same hash; any change, another', () => {
    expect(pageHash('<html>a</html>')).toMatch(/^[\w-]{22}$/);
    expect(pageHash('<html>a</html>')).toBe(pageHash('<html>a</html>'));
    expect(pageHash('<html>b</html>')).not.toBe(pageHash('<html>a</html>'));
  });

  it('serves as files only what is not a page: pages answer at their own URLs', () => {
    const paths = treeEntries(outputs, [{ path: '/fonts/noto.woff2', source: '/p/f' }]).map((entry) => entry.path);
    expect(servedFiles(paths)).toEqual(['/_next/static/chunks/a.js', '/fonts/noto.woff2', '/search-index/ru.json', '/sitemap.xml']);
  });
});
