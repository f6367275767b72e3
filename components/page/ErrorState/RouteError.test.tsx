// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/[locale]/error';
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
    fireEvent.click(screen.getByRole('button', { name: ru.Error.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: ru.Error.backHome }).getAttribute('href')).toBe('/');
  });
});
