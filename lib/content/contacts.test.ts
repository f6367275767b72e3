/** The experts' contact addresses: read by the office's mail, and in no content a page reads. */

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateContent } from './check';
import { expertContactEmail, getContent, withoutContacts } from './index';
import { CONTENT_FILES, type ContentFileName } from './schemas';

const raw = () =>
  Object.fromEntries((Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => [name, JSON.parse(readFileSync(`content/${name}.json`, 'utf8'))]));

describe('an expert’s contact address', () => {
  it('is taken out of the content pages read, and kept by expert for the office’s mail', () => {
    const files = raw();
    files.experts.experts[0].contactEmail = 'first.expert@experts.example';
    files.experts.experts[2].contactEmail = 'third.expert@experts.example';
    const { data } = validateContent(files);
    expect(data?.experts.experts[0]?.contactEmail).toBe('first.expert@experts.example');
    const { content, contacts } = withoutContacts(data!);
    expect(JSON.stringify(content)).not.toContain('@experts.example');
    expect(content.experts.experts.map((expert) => Object.keys(expert))).not.toContainEqual(expect.arrayContaining(['contactEmail']));
    expect([...contacts]).toEqual([
      [files.experts.experts[0].id, 'first.expert@experts.example'],
      [files.experts.experts[2].id, 'third.expert@experts.example'],
    ]);
    // Everything else is as it was.
    expect(content.experts.experts[1]).toEqual(data!.experts.experts[1]);
    expect(content.services).toBe(data!.services);
  });

  it('is in none of the site’s content as it is served', () => {
    expect(getContent().experts.experts.some((expert) => 'contactEmail' in expert)).toBe(false);
    expect(expertContactEmail('no-such-expert')).toBeUndefined();
  });
});
