import { describe, expect, it } from 'vitest';
import { dropInlinePayloadTexts } from './inline-payload';

const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c')}])</script>`;
const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const flightOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g)].map((match) => (JSON.parse(match[1]!) as [1, string])[1]).join('');

describe('dropInlinePayloadTexts', () => {
  const jsonLd = '{"@context":"https://schema.org","@graph":[{"@type":"FAQPage","name":"ექსპერტები <b>"}]}';
  const css = '.a{color:red}ü';
  const style = (key: string, children: string) =>
    `["$","style","${key}",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/${key}.css","children":"${children}"}]`;
  const small = '{\\"@context\\":\\"https://schema.org\\"}';
  const flight = `0:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$1"}}]\n5:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"${small}"}}]\n1:T${bytes(jsonLd)},${jsonLd}2:T${bytes(css)},${css}3:["$","p",null,{"children":"Привет"}]\n4:[${style('a', '$2')},${style('b', '.b{margin:0}')},["$","style",null,{"children":".own{}"}]]\n`;
  // Chunks split anywhere, the JSON-LD row across two of them, as a stream may cut it.
  const split = [flight.indexOf('"@graph"'), flight.indexOf('3:[')];
  const html = `<html><body><p>page</p>${push(flight.slice(0, split[0]))}<div></div>${push(flight.slice(split[0], split[1]))}${push(flight.slice(split[1]))}</body></html>`;

  it('empties the JSON-LD and the inlined stylesheets, and keeps every other row and the chunks in place', () => {
    const result = dropInlinePayloadTexts(html);
    expect(flightOf(result)).toBe(
      flight
        .replace(`1:T${bytes(jsonLd)},${jsonLd}`, '1:T0,')
        .replace(`2:T${bytes(css)},${css}`, '2:T0,')
        .replace(style('b', '.b{margin:0}'), style('b', ''))
        .replace(`"__html":"${small}"`, '"__html":""'),
    );
    // A style element of the page's own, which React hydrates, keeps its text.
    expect(flightOf(result)).toContain('"children":".own{}"');
    expect(result.match(/<script>/g)).toHaveLength(3);
    expect(result).toContain('<p>page</p>');
    expect(result).toContain('</script><div></div><script>');
    expect(result).not.toContain('ექსპერტები');
    expect(result.length).toBeLessThan(html.length);
  });

  it('leaves a page without such rows, or with a payload it cannot read, as it was', () => {
    const plain = html.replaceAll('\\"precedence\\":\\"next\\",', '').replaceAll('application/ld+json', 'text/plain');
    expect(plain).not.toBe(html);
    expect(dropInlinePayloadTexts(plain)).toBe(plain);
    const broken = html.replace(`1:T${bytes(jsonLd)},`, `1:T${(Buffer.byteLength(jsonLd) + 999).toString(16)},`);
    expect(dropInlinePayloadTexts(broken)).toBe(broken);
  });
});
