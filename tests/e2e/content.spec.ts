import type { Page } from '@playwright/test';
import { expect, test, twoIdleMoments } from './page-ready';
import experts from '@/content/experts.json' with { type: 'json' };
import facts from '@/content/facts.json' with { type: 'json' };
import faq from '@/content/faq.json' with { type: 'json' };
import offices from '@/content/offices.json' with { type: 'json' };
import policies from '@/content/policies.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import testimonials from '@/content/testimonials.json' with { type: 'json' };
import { DEFERRED_LAYOUT_ATTRIBUTE } from '@/lib/layout/deferred-layout';
import { SLIDER_CARDS } from '@/lib/site';
import { LANGUAGES, MESSAGES, untilIdle } from './site';

const LANGS = LANGUAGES;

const sectionHeading = (page: Page, id: string) => page.locator(`section#${id}`).getByRole('heading', { level: 2 }).first();

for (const { prefix, lang } of LANGS) {
  const m = MESSAGES[lang];

  test.describe(`content in ${lang}`, () => {
    // One visit checks the whole home page: nothing shifts while the sliders and fonts start, every
    // section is there, the experts slider moves, and the sliders end with a link to every card.
    test('home: no layout shift while the sliders and fonts start, every section, the sliders move and end with a link to every card', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(prefix || '/');
      await test.step('the home page does not shift while the sliders and fonts start', async () => {
        // Until everything that starts after the load has: the cards' text file and the fonts
        // have come (the network is quiet), the sections are laid out, and React is idle.
        await untilIdle(page);
        await page.waitForFunction((mark) => !document.documentElement.hasAttribute(mark) && document.fonts.status === 'loaded', DEFERRED_LAYOUT_ATTRIBUTE);
        await twoIdleMoments(page);
        // Every shift since the page began, from the browser's buffer.
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              const add = (entries: PerformanceEntryList) => {
                for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                  if (!entry.hadRecentInput) total += entry.value;
              };
              const observer = new PerformanceObserver((list) => add(list.getEntries()));
              observer.observe({ type: 'layout-shift', buffered: true });
              // The buffered entries are delivered in a task of their own.
              setTimeout(() => {
                add(observer.takeRecords());
                observer.disconnect();
                resolve(total);
              }, 0);
            }),
        );
        expect(shift).toBeLessThan(0.01);
      });

      await test.step('home shows every section', async () => {
        const sections: [string, string][] = [
          ['products', m.Home.productsTitle],
          ['experts', m.Home.expertsTitle],
          ['services', m.Home.servicesTitle],
          ['how-it-works', m.Home.howTitle],
          ['guarantees', m.Home.guaranteesTitle],
          ['compare', m.Home.compareTitle],
          ['testimonials', m.Home.testimonialsTitle],
          ['news', m.Home.newsTitle.replace('{from}', '2020').replace('{to}', '2023')],
          ['faq', m.Common.faqTitle],
        ];
        for (const [id, title] of sections) await expect(sectionHeading(page, id), id).toHaveText(title);
        // The newest news here, all of it on the about page.
        await expect(page.locator('#news li')).toHaveCount(3);
        await expect(page.locator('#news').getByRole('link', { name: m.Home.allNews })).toHaveAttribute('href', `${prefix}/about_project#news`);
        await expect(page.locator('#compare table th[scope="col"]')).toHaveText([
          m.Compare.criterion,
          m.Compare.agencies,
          m.Compare.freelance,
          m.Compare.platform,
        ]);
        await expect(page.locator('#products li[id^="product-"]')).toHaveCount(4);
        await expect(page.locator('#guarantees li')).toHaveCount(5);
      });

      await test.step('the experts slider moves with its buttons and the arrow keys', async () => {
        const slider = page.locator('#experts [aria-roledescription="carousel"]');
        const first = slider.locator('.swiper-slide').first();
        await expect(first).toContainText(experts.experts[0]!.name[lang]);
        const x0 = (await first.boundingBox())!.x;
        await slider.getByRole('button', { name: m.Slider.next }).click();
        await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(x0 - 100);
        await slider.getByRole('button', { name: m.Slider.previous }).focus();
        await page.keyboard.press('ArrowLeft');
        await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThan(x0 - 5);
      });

      await test.step('the sliders show a few cards and end with a link to every card', async () => {
        for (const [id, href, total] of [
          ['experts', '/experts', experts.experts.length],
          ['services', '/services', services.services.length],
          ['testimonials', '/clients_stories', testimonials.testimonials.length],
        ] as const) {
          const slides = page.locator(`#${id} .swiper-slide`);
          await expect(slides).toHaveCount(Math.min(SLIDER_CARDS, total) + 1);
          await expect(slides.last().getByRole('link')).toHaveAttribute('href', `${prefix}${href}`);
        }
        await page.locator('#experts .swiper-slide').last().getByRole('link').click();
        await expect(page.locator('main article')).toHaveCount(experts.experts.length);
      });
    });

    test('about the project: history, stats, team, vision and ESG club', async ({ page }) => {
      await page.goto(`${prefix}/about_project`);
      for (const year of ['2020', '2021', '2022', '2023']) await expect(page.locator('#news').getByRole('heading', { name: year, exact: true })).toBeVisible();
      for (const year of ['2019', '2020', '2021', '2022'])
        await expect(page.locator('#history').getByRole('heading', { name: year, exact: true })).toBeVisible();
      await expect(page.locator('#history').getByText(m.Common.statusDone, { exact: true }).first()).toBeVisible();
      // Still in development as the editors last checked: said with that month, not as of today.
      await expect(page.locator('#history [data-status="in_development"]').first()).toContainText(
        m.Common.statusInDevelopmentAsOf.replace('{date}', '').trim(),
      );
      await expect(page.locator('#stats [data-stat]')).toHaveCount(facts.stats.length);
      await expect(page.locator('#team li')).not.toHaveCount(0);
      await expect(page.locator('#vision')).toContainText(/5\s?%/);
      await expect(page.locator('#vision')).toContainText('40');
    });

    test('investors see every figure and the minimum investment', async ({ page }) => {
      await page.goto(`${prefix}/for_investors`);
      const figures = page.locator('#figures');
      const digits = async () => (await figures.innerText()).replace(/[\s\u00a0\u202f,]/g, '');
      for (const value of ['5000', '25000', '150000', '100000', '10000000', '20000000', '40', '2028']) expect(await digits(), value).toContain(value);
      await expect(figures).toContainText(/0\s?%/);
      await expect(figures).toContainText(/5\s?%/);
      await expect(figures).toContainText('₸');
      await expect(page.locator('#minimum')).toContainText(/5[\s\u00a0,]?000/);
    });

    test('documentation: both documents, their dates, contents and anchors; the legal texts are in the page once, left as they are, and fetched only after a click', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const tenth = policies.privacy.sections[9]!;
      const html = await (await request.get(`${prefix}/documentation`)).text();
      expect(html).toContain(`id="${tenth.id}-title"`);
      const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(
        scripts.filter((script) => script.includes(tenth.id)),
        'the RSC payload does not repeat the text',
      ).toEqual([]);

      const textFiles: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.startsWith('/messages/')) textFiles.push(sent.url());
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${prefix}/documentation`);
      await untilIdle(page);
      await expect(page.locator(`#${tenth.id} h3`)).toHaveText(tenth.title[lang]);
      await expect(page.locator('#terms section')).toHaveCount(policies.terms.sections.length);
      expect(textFiles, 'hydrating keeps the HTML: nothing to fetch').toEqual([]);
      // Both documents with their dates, the privacy policy's contents, and its anchors.
      await expect(page.locator('#privacy time')).toHaveAttribute('datetime', '2022-12-28');
      await expect(page.locator('#terms time')).toHaveAttribute('datetime', '2023-01-25');
      await expect(page.locator('#privacy-toc li')).toHaveCount(15);
      await page.locator('#privacy-toc').getByRole('link', { name: tenth.title[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`#${tenth.id}$`));
      await expect(page.locator(`#${tenth.id} h3`)).toBeInViewport();

      // Rendered by the browser after a click: the text comes from its file.
      await page.goto(`${prefix}/offices`);
      await untilIdle(page);
      await page.locator('footer').getByRole('link', { name: m.Pages.documentation.nav, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/documentation$`));
      await expect(page.locator(`#${tenth.id} h3`)).toHaveText(tenth.title[lang]);
      await expect(page.locator('#privacy-toc li')).toHaveCount(15);
      expect(textFiles).toHaveLength(1);
      expect(textFiles[0]).toMatch(new RegExp(`/messages/documentation/${lang}\\.[0-9a-f]{10}\\.json$`));

      // A link to the terms, below the privacy policy: the text that arrives above it does not
      // push them out of sight. The file comes late, as on a phone.
      await page.route('**/messages/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${prefix}/offices`);
      await untilIdle(page);
      await page.locator('footer').getByRole('link', { name: m.Footer.terms, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/documentation#terms$`));
      await expect(page.locator(`#${tenth.id} h3`)).toHaveText(tenth.title[lang]);
      await expect(page.locator('#terms-title')).toBeInViewport();
      expect(errors).toEqual([]);
    });

    test('customers, performers: flows, guarantees, accreditation, FAQ; unfinished features say so in a toast', async ({ page }) => {
      await page.goto(`${prefix}/for_customers`);
      await expect(page.locator('#flows ol')).toHaveCount(2);
      await expect(page.locator('#flows ol').first().locator('li')).toHaveCount(7);
      await expect(page.locator('#guarantees li')).toHaveCount(5);
      await expect(page.locator('#faq details')).toHaveCount(faq.items.filter((item) => item.pages.includes('for_customers')).length);
      await page.goto(`${prefix}/for_performers`);
      for (const id of ['benefits', 'accreditation', 'job-application', 'faq']) await expect(page.locator(`section#${id}`)).toBeVisible();
      await page.getByRole('button', { name: m.Performers.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: m.Common.underDevelopment })).toBeVisible();
    });

    test('help centre: the filter narrows the questions, topics group them', async ({ page }) => {
      await page.goto(`${prefix}/help_center`);
      const questions = page.locator('details');
      const total = faq.items.filter((item) => item.pages.includes('help_center')).length;
      await expect(questions).toHaveCount(total);
      const target = faq.items.find((item) => item.pages.includes('help_center'))!;
      const word = target.question[lang].split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      await page.getByLabel(m.HelpCenter.filterLabel).fill(word);
      await expect.poll(() => questions.count()).toBeLessThan(total);
      await expect(page.getByText(target.question[lang])).toBeVisible();
      await page.getByLabel(m.HelpCenter.filterLabel).fill('zzzzqqq');
      await expect(questions).toHaveCount(0);
      await expect(page.getByText(m.HelpCenter.results.match(/=0 \{([^}]*)\}/)![1]!)).toBeVisible();
      await page.getByLabel(m.HelpCenter.filterLabel).fill('');
      const topic = faq.topics[1]!;
      await page.getByRole('group', { name: m.HelpCenter.topicsLabel }).getByRole('button', { name: topic.title[lang] }).click();
      await expect(questions).toHaveCount(faq.items.filter((item) => item.topic === topic.id && item.pages.includes('help_center')).length);
    });

    test('catalogue pages list every expert and service; products mark the groups in development', async ({ page }) => {
      await page.goto(`${prefix}/experts`);
      await expect(page.locator('article')).toHaveCount(experts.experts.length);
      await page.goto(`${prefix}/services`);
      await expect(page.locator('article')).toHaveCount(services.services.length);
      await expect(page.locator('article[data-kind="ready"]')).toHaveCount(services.services.filter((s) => s.kind === 'ready').length);
      await page.goto(`${prefix}/products`);
      await expect(page.locator('[data-status="in_development"]')).toHaveCount(2);
      await expect(page.locator('[data-status="in_development"]').first()).toContainText(m.Common.statusInDevelopment);
    });

    test('client stories, offices and the request frames', async ({ page }) => {
      await page.goto(`${prefix}/clients_stories`);
      // A placeholder's video may be a stranger's: only real reviews are links.
      await expect(page.locator('#video-reviews').getByRole('link', { name: new RegExp(m.Stories.videoReview) })).toHaveCount(
        testimonials.testimonials.filter((item) => item.videoUrl && !item.placeholder).length,
      );
      await expect(page.locator('#video-reviews').getByText(m.Stories.videoSoon)).toHaveCount(
        testimonials.testimonials.filter((item) => item.videoUrl && item.placeholder).length,
      );
      await expect(page.locator('[data-testid="testimonial"]')).toHaveCount(testimonials.testimonials.length);
      await page.goto(`${prefix}/offices`);
      for (const office of offices.offices) await expect(page.locator(`#office-${office.id}`)).toContainText(office.city[lang]);
      await page.goto(`${prefix}/request_to_service`);
      await expect(page.locator('#steps li')).toHaveCount(3);
      await expect(page.locator('#choose li')).toHaveCount(services.services.length);
      await page.goto(`${prefix}/request_to_expert`);
      await expect(page.locator('#choose li')).toHaveCount(experts.experts.length);
      await page.goto(`${prefix}/full_card_service`);
      await expect(page.locator('#choose li')).toHaveCount(services.services.length);
    });
  });
}

test.describe('offices', () => {
  test('both offices and a working map page when the tiles cannot load', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto('/ru/offices');
    for (const office of offices.offices) {
      await expect(page.locator(`#office-${office.id}`)).toContainText(office.address.ru);
      await expect(page.locator(`#office-${office.id}`).getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    }
    // Leaflet is not loaded until the visitor asks for the map.
    expect(await page.evaluate(() => 'L' in window)).toBe(false);
    await expect(page.getByRole('img', { name: MESSAGES.ru.Offices.mapPreview })).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.ru.Offices.showMap }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-interactive')).toHaveCount(2);
    await expect(page.getByText(MESSAGES.ru.Offices.mapUnavailable)).toBeVisible();
    await expect(page.locator('.leaflet-tooltip').first()).toContainText(/Астана|Батуми/);
    expect(errors).toEqual([]);
  });
});
