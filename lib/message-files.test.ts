import { describe, expect, it } from 'vitest';
import { fileKind } from '@/lib/deploy/cache';
import { LOCALES } from '@/lib/i18n/locales';
import { GET, generateStaticParams } from '@/app/messages/[name]/[file]/route';
import { getContent } from '@/lib/content';
import { policyMessages, policySections } from '@/lib/content/policy-messages';
import { homeMessages } from '@/lib/content/home-messages';
import { expertsMessages, servicesMessages } from '@/lib/content/catalog-messages';
import { DIALOG_NAMESPACES } from '@/lib/i18n/dialog-messages';
import { SLIDER_CARDS } from '@/lib/site';
import { MESSAGE_FILE_NAMES, isMessageFileName, localeOfMessageFile, messageFile, messageFileName, messageFileUrl } from './message-files';

const get = (name: string, file: string) => GET(new Request('http://localhost/'), { params: Promise.resolve({ name, file }) });

describe('a message file', () => {
  it('is named by language and content: a changed message is a new name', () => {
    const name = messageFileName('ru', { greeting: 'привет' });
    expect(name).toMatch(/^ru\.[0-9a-f]{10}\.json$/);
    expect(messageFileName('ru', { greeting: 'здравствуйте' })).not.toBe(name);
    expect(messageFileName('kk', { greeting: 'привет' })).not.toBe(name);
  });

  it('has its language read back from its name, and nothing from another name', () => {
    expect(localeOfMessageFile('kk.0123456789.json')).toBe('kk');
    expect(localeOfMessageFile('kk.json')).toBeNull();
    expect(localeOfMessageFile('../kk.0123456789.json')).toBeNull();
    expect(localeOfMessageFile('kk.0123456789.json.br')).toBeNull();
  });

  it('is one per name and language, under /messages/, cached for good, and each is written at build time', async () => {
    const urls = await Promise.all(MESSAGE_FILE_NAMES.flatMap((name) => LOCALES.map((locale) => messageFileUrl(name, locale))));
    expect(new Set(urls).size).toBe(MESSAGE_FILE_NAMES.length * LOCALES.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/messages\/(request-dialog|home|documentation|experts|services)\/(en|ka|kk|ru)\.[0-9a-f]{10}\.json$/);
      expect(fileKind(url)).toBe('immutable');
    }
    expect((await generateStaticParams()).length).toBe(urls.length);
  });

  it('is served under its current name only', async () => {
    for (const name of ['documentation', 'request-dialog'] as const) {
      const url = await messageFileUrl(name, 'kk');
      const [, , directory, file] = url.split('/');
      const response = await get(directory!, file!);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('immutable');
      expect(await response.json()).toEqual(await messageFile(name, 'kk'));
      expect((await get(name, 'kk.0000000000.json')).status).toBe(404);
      expect((await get(name, file!.replace('kk.', 'xx.'))).status).toBe(404);
    }
    expect((await get('about', messageFileName('kk', {}))).status).toBe(404);
    expect(isMessageFileName('toString')).toBe(false);
  });
});

describe('the message files', () => {
  it("hold the request form's namespaces for the dialog", async () => {
    expect(Object.keys(await messageFile('request-dialog', 'ka'))).toEqual([...DIALOG_NAMESPACES]);
  });

  it('hold the legal documents section by section, paragraphs split at blank lines, with the messages of their contents', async () => {
    expect(Object.keys((await policyMessages('ru')).messages)).toEqual(['Documentation']);
    const messages = policySections('ru');
    const { policies } = getContent();
    expect(messages.privacy.map((section) => section.id)).toEqual(policies.privacy.sections.map((section) => section.id));
    expect(messages.terms).toHaveLength(policies.terms.sections.length);
    const first = policies.privacy.sections[0]!;
    expect(messages.privacy[0]!.title).toBe(first.title.ru);
    expect(messages.privacy[0]!.paragraphs.join('\n\n')).toBe(first.desc.ru.split(/\n\n+/).join('\n\n'));
  });

  it("hold the home page's sections and its sliders' cards, with the messages the cards read", async () => {
    const messages = await homeMessages('ka');
    expect(Object.keys(messages.messages)).toEqual(['Common', 'Stories', 'Compare', 'Home']);
    expect(Object.keys(messages.messages.Home!)).toEqual(['compareCaption']);
    expect(messages.experts).toHaveLength(SLIDER_CARDS);
    expect(messages.services).toHaveLength(SLIDER_CARDS);
    expect(messages.testimonials).toHaveLength(SLIDER_CARDS);
    expect(messages.news.flatMap((group) => group.items)).toHaveLength(3);
    expect(messages.compare.rows.length).toBe(getContent().compare.rows.length);
    expect(messages.compare.columns).toEqual(['agencies', 'freelance', 'platform']);
  });

  it("take the home page's questions from content/faq.json alone: a question changed there is changed on the page", async () => {
    const { faq } = getContent();
    const onHome = faq.items.filter((item) => item.pages.includes('home'));
    expect(onHome.length).toBeGreaterThan(0);
    expect((await homeMessages('kk')).faq).toEqual(
      onHome.map((item) => ({ id: item.id, topic: item.topic, question: item.question.kk, answer: item.answer.kk })),
    );
    const first = onHome[0]!;
    const question = first.question.kk;
    try {
      first.question.kk = 'Сұрақ өзгерді ме?';
      expect((await homeMessages('kk')).faq[0]!.question).toBe('Сұрақ өзгерді ме?');
    } finally {
      first.question.kk = question;
    }
  });

  it('hold every card of the catalogues', async () => {
    const content = getContent();
    expect((await expertsMessages('en')).experts.map((expert) => expert.id)).toEqual(content.experts.experts.map((expert) => expert.id));
    expect((await servicesMessages('en')).services).toHaveLength(content.services.services.length);
  });
});
