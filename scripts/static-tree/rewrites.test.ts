import { describe, expect, it } from 'vitest';
import { PAGE_REWRITES, rewritePage, rewriteReport, type PageRewrite } from './rewrites';

const upper: PageRewrite = { name: 'upper', rewrite: (html) => html.replace(/<b>/g, '<B>') };
const drop: PageRewrite = { name: 'drop', rewrite: (html) => html.replace('<i></i>', '') };

describe('rewritePage', () => {
  it('runs every rewrite in order and names those that changed the page', () => {
    expect(rewritePage('<b>x</b><i></i>', [upper, drop])).toEqual({ html: '<B>x</b>', applied: ['upper', 'drop'] });
    expect(rewritePage('<p>x</p>', [upper, drop])).toEqual({ html: '<p>x</p>', applied: [] });
  });

  it("applies the site's two rewrites to a page as Next writes it", () => {
    const page =
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      '<script>self.__next_f.push([1,"0:[\\"$\\",\\"script\\",null,{\\"type\\":\\"application/ld+json\\",\\"dangerouslySetInnerHTML\\":{\\"__html\\":\\"{}\\"}}]\\n"])</script>' +
      '</body></html>';
    expect(rewritePage(page).applied).toEqual(PAGE_REWRITES.map((rewrite) => rewrite.name));
  });
});

describe('rewriteReport', () => {
  it('counts the pages each rewrite changed', () => {
    const report = rewriteReport(
      new Map([
        ['/ru', ['upper', 'drop']],
        ['/ge', ['upper', 'drop']],
      ]),
      [upper, drop],
    );
    expect(report).toEqual({ lines: ['upper: 2 of 2 pages', 'drop: 2 of 2 pages'], errors: [] });
  });

  it('names a rewrite that missed pages, and the pages, so that the build fails', () => {
    const applied = new Map(Array.from({ length: 7 }, (_, index) => [`/p${index}`, index === 0 ? ['upper', 'drop'] : ['upper']] as const));
    const { lines, errors } = rewriteReport(applied, [upper, drop]);
    expect(lines).toEqual(['upper: 7 of 7 pages', 'drop: 1 of 7 pages']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"drop" changed nothing on 6 of 7 pages (/p1, /p2, /p3, /p4, /p5, and 1 more)');
    expect(errors[0]).toContain('docs/upgrading-next.md');
  });
});
