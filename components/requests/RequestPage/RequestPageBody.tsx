import { getLocale, getTranslations } from 'next-intl/server';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';
import { getPathname } from '@/i18n/navigation';
import { OnePageRequest } from '../OnePageRequest/OnePageRequest';
import type { RequestTarget } from '../RequestButton/RequestButton';
import { RequestFrame } from '../RequestFrame/RequestFrame';
import { RequestPage } from './RequestPage';

type Target = RequestTarget & { subtitle: string };
type Props = {
  kind: 'meeting' | 'service';
  /**
   * What can be chosen: the first page of the catalogue on the page itself, or the one expert or
   * service its URL names (`?expert=<id>`, rendered for that id: lib/i18n/proxy-rules.ts).
   */
  targets: Target[];
  /** More to choose from in the catalogue than `targets` shows. */
  more: boolean;
};

/** `/request_to_expert` and `/request_to_service`: the steps ahead, what to choose, and the request on one page. */
export async function RequestPageBody({ kind, targets, more }: Props) {
  const page = kind === 'meeting' ? 'request_to_expert' : 'request_to_service';
  const tPage = await getTranslations(`Pages.${page}`);
  const locale = await getLocale();
  const listHref = getPathname({ href: kind === 'meeting' ? '/experts' : '/services', locale });
  const choices = targets.map(({ id, title, priceUsd }) => ({ id, title, priceUsd }));
  return (
    <FormScope formOnPage>
      <PageTitle page={page} />
      <StructuredData page={page} />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <RequestPage kind={kind} targets={choices} listHref={listHref}>
        <RequestFrame kind={kind === 'meeting' ? 'expert' : 'service'} choices={targets} moreHref={more ? listHref : undefined} />
        <OnePageRequest kind={kind} targets={choices} />
      </RequestPage>
    </FormScope>
  );
}
