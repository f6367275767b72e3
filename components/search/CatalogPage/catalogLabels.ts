import { getTranslations } from 'next-intl/server';
import type { ExplorerLabels } from '../CatalogExplorer/CatalogExplorer';

/** The explorer's words in the page's language; counts resolved for every possible number. */
export async function catalogLabels(type: 'expert' | 'service', total: number): Promise<ExplorerLabels> {
  const t = await getTranslations('Catalog');
  const tCommon = await getTranslations('Common');
  return {
    search: t('search'),
    placeholder: type === 'expert' ? t('searchExperts') : t('searchServices'),
    area: t('area'),
    allAreas: t('allAreas'),
    price: t('price', { currency: '{currency}' }),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    kind: t('kind'),
    allKinds: t('allKinds'),
    kinds: { ready: tCommon('kindReady'), adaptive: tCommon('kindAdaptive') },
    sort: t('sort'),
    sorts: { relevance: t('sortRelevance'), 'price-asc': t('sortPriceAsc'), 'price-desc': t('sortPriceDesc'), name: t('sortName') },
    reset: t('reset'),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    searching: t('searching'),
    counts: Array.from({ length: total + 1 }, (_, count) => (type === 'expert' ? t('expertsCount', { count }) : t('servicesCount', { count }))),
  };
}
