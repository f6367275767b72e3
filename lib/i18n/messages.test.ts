import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages } from './messages';

const messages = { Search: { label: 'Search', results: 'Results' }, Pages: { experts: { nav: 'Experts', title: 'Our experts' }, home: { nav: 'Home' } } };

describe('the messages a scope carries', () => {
  it('are whole namespaces, or paths into one, in the shape of the whole', () => {
    expect(pickMessages(messages, ['Search'])).toEqual({ Search: messages.Search });
    expect(pickMessages(messages, ['Pages.experts.nav', 'Pages.home.nav'])).toEqual({ Pages: { experts: { nav: 'Experts' }, home: { nav: 'Home' } } });
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
