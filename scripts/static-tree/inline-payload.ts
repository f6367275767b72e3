/**
 * A prerendered page carries the RSC payload React hydrates from, inline in `self.__next_f.push`
 * scripts, and that payload repeats every server-rendered text. Some of it React never reads on
 * hydration: a JSON-LD data block (crawlers read it from the HTML; it is never hydrated into
 * anything), and the stylesheets Next inlines (React adopts the page's own `<style>` elements;
 * vercel/next.js#95141, not fixed in 16.4). `dropInlinePayloadTexts` empties such texts in the
 * inline payload only (the page's .rsc files, which the client router fetches, keep them), so a
 * page does not ship them twice.
 *
 * The payload is a stream of rows, `<id>:<tag><data>`; long strings are text rows,
 * `<id>:T<hex byte length>,<text>`, which are the ones emptied here. Anything that does not parse
 * as such leaves the page unchanged.
 */

const PUSH_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** Row tags whose data is `<hex byte length>,<bytes>` rather than a line (React Flight's client). */
const LENGTH_TAGS = new Set(['T', 'A', 'O', 'o', 'U', 'S', 's', 'L', 'l', 'G', 'g', 'M', 'm', 'V', 'B']);

/** As Next writes a payload chunk into a script: JSON, with what could end the element escaped. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The index after `bytes` UTF-8 bytes from `start`, or -1 when the text ends first. */
function skipBytes(text: string, start: number, bytes: number): number {
  let index = start;
  let left = bytes;
  while (left > 0) {
    if (index >= text.length) return -1;
    const code = text.codePointAt(index)!;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code < 0x10000 ? 1 : 2;
  }
  return left === 0 ? index : -1;
}

type Cut = { from: number; to: number; replacement: string };

/**
 * Texts React never reads on hydration, as the payload writes them: the stylesheets inlined by
 * `experimental.inlineCss` (hoisted `<style>` resources, each with its `href` and `precedence`:
 * React adopts the page's own `<style data-href>` for each and never reads its text), and the
 * JSON-LD data block (`__html` of a `<script type="application/ld+json">`, which nothing
 * hydrates from). Each is a string in its row, or `"$<id>"`, a reference to a text row.
 */
const NEVER_READ = [
  /"precedence":"next","href":"[^"]+\.css","children":"((?:[^"\\]|\\.)*)"/g,
  /"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":"((?:[^"\\]|\\.)*)"/g,
];

function neverReadTexts(flight: string): { rowIds: Set<string>; cuts: Cut[] } {
  const rowIds = new Set<string>();
  const cuts: Cut[] = [];
  for (const pattern of NEVER_READ) {
    for (const match of flight.matchAll(pattern)) {
      const text = match[1]!;
      const reference = /^\$([0-9a-f]+)$/.exec(text);
      if (reference) rowIds.add(reference[1]!);
      else if (text) {
        const from = match.index! + match[0].length - text.length - 1;
        cuts.push({ from, to: from + text.length, replacement: '' });
      }
    }
  }
  return { rowIds, cuts };
}

/** The text rows to empty (the range of each one's tag, length and text) and the texts in rows to cut. */
function textsToDrop(flight: string): Cut[] | undefined {
  const neverRead = neverReadTexts(flight);
  const cuts: Cut[] = [...neverRead.cuts];
  let index = 0;
  while (index < flight.length) {
    const header = /^([0-9a-f]+):([A-Za-z]?)/.exec(flight.slice(index, index + 24));
    if (!header) return undefined;
    const tag = header[2]!;
    if (LENGTH_TAGS.has(tag)) {
      const comma = flight.indexOf(',', index);
      const length = Number.parseInt(flight.slice(index + header[0].length, comma), 16);
      if (comma < 0 || !Number.isFinite(length)) return undefined;
      const end = skipBytes(flight, comma + 1, length);
      if (end < 0) return undefined;
      if (tag === 'T' && neverRead.rowIds.has(header[1]!)) {
        cuts.push({ from: index + header[1]!.length + 1, to: end, replacement: 'T0,' });
      }
      index = end;
    } else {
      const newline = flight.indexOf('\n', index);
      if (newline < 0) return undefined;
      index = newline + 1;
    }
  }
  return cuts.sort((a, b) => a.from - b.from);
}

/** The page with the texts its inline payload need not repeat emptied, or as it was. */
export function dropInlinePayloadTexts(html: string): string {
  const scripts = [...html.matchAll(PUSH_SCRIPT)].map((match) => ({ match, text: (JSON.parse(match[1]!) as [1, string])[1] }));
  const flight = scripts.map((script) => script.text).join('');
  const cuts = textsToDrop(flight);
  if (!cuts?.length) return html;
  // Each chunk keeps its place in the page; the cut text leaves whichever chunks it spanned.
  let offset = 0;
  const chunks = scripts.map(({ text }) => {
    const start = offset;
    offset += text.length;
    let kept = '';
    let at = start;
    for (const cut of cuts) {
      if (cut.to <= start || cut.from >= offset) continue;
      kept += flight.slice(at, Math.max(at, cut.from));
      if (cut.from >= start && cut.from < offset) kept += cut.replacement;
      at = Math.min(offset, cut.to);
    }
    return kept + flight.slice(at, offset);
  });
  let result = '';
  let last = 0;
  for (const [index, { match }] of scripts.entries()) {
    result += `${html.slice(last, match.index)}<script>self.__next_f.push([1,${scriptString(chunks[index]!)}])</script>`;
    last = match.index! + match[0].length;
  }
  return result + html.slice(last);
}
