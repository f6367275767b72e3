/**
 * The check each staff page makes itself: to sign-in without a session, no page (404) for a role
 * that may not, the staff member otherwise; and a page's search parameters as URLSearchParams.
 * Next's request headers and its redirect and notFound are stood in for: they throw, as Next's do.
 */

import { describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ headers: new Headers(), verdict: undefined as unknown, asked: [] as unknown[] }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  notFound: () => {
    throw new Error('notFound');
  },
}));
vi.mock('./staff', () => ({
  authorize: async (headers: Headers, permission: string) => {
    state.asked.push([headers, permission]);
    return state.verdict;
  },
}));

describe('a staff page', () => {
  it('is the staff member’s when the role may, asked with the request’s headers', async () => {
    const { staffForPage } = await import('./page-access');
    const staff = { id: 'u1', email: 'a@office.example', name: 'a', role: 'admin', sessionId: 's1' };
    state.verdict = { staff };
    state.headers = new Headers({ cookie: 'office-session=x' });
    expect(await staffForPage('erase')).toBe(staff);
    expect(state.asked.at(-1)).toEqual([state.headers, 'erase']);
  });

  it('sends a visitor without a session to sign-in', async () => {
    const { staffForPage } = await import('./page-access');
    state.verdict = { refused: 401 };
    await expect(staffForPage('read')).rejects.toThrow('redirect /office/sign-in');
  });

  it('is no page for a role that may not open it', async () => {
    const { staffForPage } = await import('./page-access');
    state.verdict = { refused: 403 };
    await expect(staffForPage('readAudit')).rejects.toThrow(/^notFound$/);
  });
});

describe('a page’s search parameters', () => {
  it('are the first value of each, without the absent ones', async () => {
    const { searchParamsOf } = await import('./page-access');
    const params = await searchParamsOf(Promise.resolve({ q: 'nino', kind: ['meeting', 'support'], page: undefined, empty: '' }));
    expect([...params]).toEqual([
      ['q', 'nino'],
      ['kind', 'meeting'],
      ['empty', ''],
    ]);
    expect((await searchParamsOf(Promise.resolve({ none: [] }))).toString()).toBe('');
  });
});
