import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './page-ready';

const pages = ['/', '/ge', '/kz/for_performers', '/ru/documentation', '/ru/missing-page', '/experts'];

test.describe('accessibility', () => {
  for (const path of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
