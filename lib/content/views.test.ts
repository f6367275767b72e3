import { describe, expect, it } from 'vitest';
import { getContent } from './index';
import { accreditedExperts, catalogAreas, expertViews, firstSentence, newsByYear, newsYears, serviceViews, statViews, testimonialViews } from './views';

describe('catalogAreas', () => {
  const content = getContent();

  it('lists only the areas the items belong to, in the content order, named in the language', () => {
    const items = [{ areas: [{ id: content.areas.areas[2]!.id }, { id: content.areas.areas[0]!.id }] }, { areas: [{ id: content.areas.areas[2]!.id }] }];
    expect(catalogAreas(items, content, 'ru')).toEqual([
      { id: content.areas.areas[0]!.id, name: content.areas.areas[0]!.name.ru },
      { id: content.areas.areas[2]!.id, name: content.areas.areas[2]!.name.ru },
    ]);
    expect(catalogAreas([], content, 'en')).toEqual([]);
  });

  it('gives the experts and services pages every area an item has, each once', () => {
    for (const items of [expertViews(content, 'ka'), serviceViews(content, 'ka')]) {
      const areas = catalogAreas(items, content, 'ka');
      expect(new Set(areas.map((area) => area.id))).toEqual(new Set(items.flatMap((item) => item.areas.map((area) => area.id))));
      expect(areas.every((area) => area.name.length > 0)).toBe(true);
    }
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence of a text in each language', () => {
    expect(firstSentence('A one-day session. Beforehand the expert studies your figures.', 'en')).toBe('A one-day session.');
    expect(firstSentence('Однодневная сессия, т. е. работа с командой. Затем дорожная карта.', 'ru')).toBe('Однодневная сессия, т. е. работа с командой.');
    expect(firstSentence('ერთდღიანი სესია. შემდეგ საგზაო რუკა.', 'ka')).toBe('ერთდღიანი სესია.');
    expect(firstSentence('Бір сөйлем', 'kk')).toBe('Бір сөйлем');
  });

  it('gives every service a summary shorter than its description, in every language', () => {
    for (const locale of ['en', 'ka', 'kk', 'ru'] as const) {
      for (const service of serviceViews(getContent(), locale)) {
        expect(service.summary.length).toBeGreaterThan(20);
        expect(service.description.startsWith(service.summary)).toBe(true);
      }
    }
  });
});

describe('newsByYear', () => {
  const content = getContent();

  it('groups the newest items by year, newest first, each with its day in words', () => {
    const groups = newsByYear(content, 'ru', 3);
    const items = groups.flatMap((group) => group.items);
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.date)).toEqual([...items.map((item) => item.date)].sort().reverse());
    for (const group of groups) for (const item of group.items) expect(item.date.startsWith(String(group.year))).toBe(true);
    const [year, month, day] = items[0]!.date.split('-').map(Number);
    // A calendar day: the same day whatever the server's time zone.
    expect(items[0]!.day).toBe(new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!)));
    expect(newsByYear(content, 'en').flatMap((group) => group.items)).toHaveLength(content.news.news.length);
  });
});

describe('testimonialViews', () => {
  it("are the testimonials in one language, with the service's title", () => {
    const content = getContent();
    const views = testimonialViews(content, 'kk');
    expect(views.map((view) => view.id)).toEqual(content.testimonials.testimonials.map((item) => item.id));
    const first = content.testimonials.testimonials[0]!;
    expect(views[0]).toMatchObject({ feedback: first.feedback.kk, author: first.author.kk, rating: first.rating });
    expect(views[0]!.service).toBe(content.services.services.find((service) => service.id === first.serviceId)?.title.kk);
  });
});

describe('figures a page claims', () => {
  const content = getContent();

  it('count the accredited experts in the catalogue the site lists, and say so beside the figure', () => {
    expect(accreditedExperts(content)).toBe(content.experts.experts.length);
    const counted = statViews(content, 'en', 'as listed in the catalogue today').find((stat) => stat.id === 'accredited-experts')!;
    expect(counted).toEqual({
      id: 'accredited-experts',
      value: String(content.experts.experts.length),
      label: 'accredited experts',
      desc: 'as listed in the catalogue today',
    });
    const more = { ...content, experts: { ...content.experts, experts: [...content.experts.experts, ...content.experts.experts] } };
    expect(statViews(more, 'en', '').find((stat) => stat.id === 'accredited-experts')!.value).toBe(String(2 * content.experts.experts.length));
  });

  it('leave a stated figure as the editors stated it, with no note of its own', () => {
    const stated = content.facts.stats.find((stat) => !stat.countOf)!;
    expect(statViews(content, 'en', 'x').find((stat) => stat.id === stated.id)).not.toHaveProperty('desc');
  });

  it('name the first and the last year of the news', () => {
    expect(newsYears(content)).toEqual({ from: '2020', to: '2023' });
  });
});
