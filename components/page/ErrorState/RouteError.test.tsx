// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/[prefix]/error';
import ru from '@/messages/ru.json';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe('route error page', () => {
  it('says what happened in the page language and retries on request', () => {
    const retry = vi.fn();
    render(
      <NextIntlClientProvider locale="ru" messages={{ Error: ru.Error }}>
        <RouteError error={new Error('boom')} retry={retry} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Что-то пошло не так');
    // The failed page's title went with it: the error names the document, in its head.
    expect(document.title).toBe('Что-то пошло не так');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: ru.Error.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: ru.Error.backHome }).getAttribute('href')).toBe('/');
  });

  it('reloads the page for a chunk that failed to load, once a minute at most, and only online', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sessionStorage.clear();
    const chunkError = Object.assign(new Error('Failed to load chunk static/chunks/a.js from module 1'), { name: 'ChunkLoadError' });
    const show = () =>
      render(
        <NextIntlClientProvider locale="ru" messages={{ Error: ru.Error }}>
          <RouteError error={chunkError} retry={() => {}} />
        </NextIntlClientProvider>,
      );
    show();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanup();
    show();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Что-то пошло не так');
    vi.unstubAllGlobals();
  });

  it('does not reload for other errors', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();
    render(
      <NextIntlClientProvider locale="ru" messages={{ Error: ru.Error }}>
        <RouteError error={new TypeError('x is undefined')} retry={() => {}} />
      </NextIntlClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
