import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftStorageKey, readDraft, readStoredDraft, storeDraft } from './drafts';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('form drafts', () => {
  it('keeps one draft per form kind and place', () => {
    expect(draftStorageKey('support', 'page')).toBe('form-draft:support:page');
    expect(draftStorageKey('investor', 'page')).not.toBe(draftStorageKey('support', 'page'));
  });

  it('reads a stored draft and ignores a missing, broken or foreign one', () => {
    const key = draftStorageKey('support', 'page');
    const draft = { values: { name: 'Ann' }, step: 0, key: 'abc' };
    expect(readDraft(storage({ [key]: JSON.stringify(draft) }), key)).toEqual(draft);
    expect(readDraft(storage({}), key)).toBeNull();
    expect(readDraft(storage({ [key]: '{not json' }), key)).toBeNull();
    expect(readDraft(storage({ [key]: 'null' }), key)).toBeNull();
    expect(readDraft(storage({ [key]: JSON.stringify({ values: { name: 'Ann' } }) }), key)).toBeNull();
    expect(
      readDraft(
        {
          getItem: () => {
            throw new Error('blocked');
          },
        },
        key,
      ),
    ).toBeNull();
  });

  it('ignores a stored draft without a key or without an object of values', () => {
    // Not the support form's key: those values go through the renaming, which could hide a broken draft.
    const key = draftStorageKey('investor', 'page');
    const read = (stored: unknown) => readDraft(storage({ [key]: JSON.stringify(stored) }), key);
    expect(read({ values: { amountUsd: 100 }, step: 0, key: 7 })).toBeNull();
    for (const values of [null, 'Ann', 100, undefined]) expect(read({ values, step: 0, key: 'abc' }), String(values)).toBeNull();
    for (const stored of [5, 'text', true, []]) expect(read(stored), JSON.stringify(stored)).toBeNull();
  });
});

describe('the draft kept in this browser', () => {
  afterEach(() => vi.unstubAllGlobals());
  const key = draftStorageKey('investor', 'page');

  it('is read from localStorage', () => {
    const draft = { values: { amountUsd: 25000 }, step: 0, key: 'k1' };
    vi.stubGlobal('window', { localStorage: storage({ [key]: JSON.stringify(draft) }) });
    expect(readStoredDraft(key)).toEqual(draft);
  });

  it('fills the support form’s renamed fields from a draft kept before the rename', () => {
    const support = draftStorageKey('support', 'page');
    const old = { values: { name: 'Nika', mail: 'nika@example.ge', number: '+995 555 12 34 56', comment: 'Hi' }, step: 0, key: 'k2' };
    vi.stubGlobal('window', { localStorage: storage({ [support]: JSON.stringify(old), [key]: JSON.stringify({ ...old, key: 'k3' }) }) });
    expect(readStoredDraft(support)).toEqual({ ...old, values: { name: 'Nika', email: 'nika@example.ge', phone: '+995 555 12 34 56', comment: 'Hi' } });
    // Only the support form had those names.
    expect(readStoredDraft(key)).toEqual({ ...old, key: 'k3' });
  });

  it('is none when the browser blocks storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(readStoredDraft(key)).toBeNull();
  });

  it('is kept and cleared, and a blocked or full storage only means no draft', () => {
    const items: Record<string, string> = {};
    vi.stubGlobal('window', {
      localStorage: {
        ...storage(items),
        setItem: (k: string, v: string) => {
          items[k] = v;
        },
        removeItem: (k: string) => {
          delete items[k];
        },
      },
    });
    const draft = { values: { amountUsd: 100 }, step: 1, key: 'k4' };
    expect(storeDraft(key, draft)).toBe(true);
    expect(readStoredDraft(key)).toEqual(draft);
    clearDraft(key);
    expect(readStoredDraft(key)).toBeNull();
    vi.stubGlobal('window', {
      localStorage: {
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    });
    expect(storeDraft(key, draft)).toBe(false);
    expect(() => clearDraft(key)).not.toThrow();
  });
});
