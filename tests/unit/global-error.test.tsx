// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

// React warns about <html> inside a <div>; the component is a whole document in real use.
const renderDocument = () => render(<GlobalError />, { container: document.body.appendChild(document.createElement('div')) });

describe('global error page', () => {
  it('speaks the language of the URL and links to that language’s home', async () => {
    window.history.replaceState(null, '', '/ge/experts');
    renderDocument();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ka.GlobalError.title);
    expect(screen.getByRole('link', { name: ka.GlobalError.backHome }).getAttribute('href')).toBe('/ge');
  });

  it('falls back to English outside the language prefixes', async () => {
    window.history.replaceState(null, '', '/experts');
    renderDocument();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: en.GlobalError.backHome }).getAttribute('href')).toBe('/');
  });
});
