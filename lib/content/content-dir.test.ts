import { describe, expect, it } from 'vitest';
import { contentAliases, contentDir } from './content-dir';
import { contentFilePath } from './check';

describe('CONTENT_DIR', () => {
  it('is content/ unless set, without a trailing slash', () => {
    expect(contentDir({})).toBe('content');
    expect(contentDir({ CONTENT_DIR: ' ' })).toBe('content');
    expect(contentDir({ CONTENT_DIR: 'content-generated/3000-900/' })).toBe('content-generated/3000-900');
    expect(contentFilePath('experts')).toBe('content/experts.json');
  });

  it('points every content import at the folder, and changes nothing for content/', () => {
    expect(contentAliases('content')).toEqual({});
    const aliases = contentAliases('./content-generated/500-150');
    expect(aliases['@/content/experts.json']).toBe('./content-generated/500-150/experts.json');
    expect(aliases['@/content/currency-rates.json']).toBe('./content-generated/500-150/currency-rates.json');
    expect(Object.keys(aliases)).toHaveLength(17);
  });

  it('must be a folder inside the project: the bundler reads nothing outside it', () => {
    expect(() => contentAliases('/tmp/catalogue')).toThrow(/inside the project/);
    expect(() => contentAliases('../elsewhere')).toThrow(/inside the project/);
  });
});
