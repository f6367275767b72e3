import { expect, test } from './page-ready';
import { MESSAGES } from './site';

// The HTML (with the React payload inside it) is everything a page ships besides shared scripts.
test.describe('messages shipped with a page', () => {
  test('a Russian page carries no other language and no words it does not use', async ({ request }) => {
    const html = await (await request.get('/ru/experts')).text();
    expect(html).toContain(MESSAGES.ru.Pages.experts.intro);
    // The error boundary's namespace is the only one handed to client components.
    expect(html).toContain(MESSAGES.ru.Error.description);
    // Words of other pages and of the other languages stay on the server.
    expect(html).not.toContain(MESSAGES.ru.Pages.about_project.intro);
    expect(html).not.toContain(MESSAGES.ru.GlobalError.title);
    for (const other of ['en', 'ka', 'kk'] as const) {
      expect(html, other).not.toContain(MESSAGES[other].Pages.experts.intro);
      expect(html, other).not.toContain(MESSAGES[other].Error.description);
    }
  });

  test('an English page carries no Georgian, Kazakh or Russian words', async ({ request }) => {
    const html = await (await request.get('/offices')).text();
    for (const other of ['ka', 'kk', 'ru'] as const) {
      expect(html, other).not.toContain(MESSAGES[other].Pages.offices.title);
      expect(html, other).not.toContain(MESSAGES[other].Footer.tagline);
    }
  });
});
