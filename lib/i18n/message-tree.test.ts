import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages } from './message-tree';

const messages = { Search: { label: 'Search', results: 'Results' }, Pages: { experts: { nav: 'Experts', title: 'Our experts' }, home: { nav: 'Home' } } };

describe('the messages a scope carries', () => {
  it('are whole namespaces, or paths into one, in the shape of the whole', () => {
    expect(pickMessages(messages, ['Search'])).toEqual({ Search: messages.Search });
    expect(pickMessages(messages, ['Pages.experts.nav', 'Pages.home.nav'])).toEqual({ Pages: { experts: { nav: 'Experts' }, home: { nav: 'Home' } } });
  });

  it('keep a compiled message (an array) whole', () => {
    const compiled = { Common: { price: ['from ', { type: 1, value: 'amount' }] } };
    const merged = mergeMessages(pickMessages(compiled, ['Common']), compiled);
    expect(merged).toEqual(compiled);
    expect(Array.isArray((merged.Common as { price: unknown }).price)).toBe(true);
  });

  it('name a path that is not there', () => {
    expect(() => pickMessages(messages, ['Pages.about.nav'])).toThrow('No messages at Pages.about.nav');
  });

  it('add to those around them, namespace into namespace', () => {
    const around = pickMessages(messages, ['Pages.experts.nav']);
    expect(mergeMessages(around, { Pages: { home: { nav: 'Home' } }, Search: { label: 'Find' } })).toEqual({
      Pages: { experts: { nav: 'Experts' }, home: { nav: 'Home' } },
      Search: { label: 'Find' },
    });
  });
});
