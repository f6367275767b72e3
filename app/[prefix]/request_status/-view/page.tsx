import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { CustomerActions } from '@/components/requests/CustomerActions/CustomerActions';
import { RequestStatusCard } from '@/components/requests/RequestStatusCard/RequestStatusCard';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { Section } from '@/components/ui/Section/Section';
import { CALENDAR_ENDPOINT, CUSTOMER_ACTION_ENDPOINT } from '@/lib/api/endpoints';
import { getContent } from '@/lib/content';
import { officeFor } from '@/lib/mail/compose';
import type { Locale } from '@/lib/i18n/locales';
import { type ActionError, readStatusDraft, STATUS_DRAFT_COOKIE } from '@/lib/submissions/action-endpoint';
import { CUSTOMER_ACTIONS, type CustomerActionKind } from '@/lib/meetings/customer-actions';
import { customerZone } from '@/lib/meetings/meeting';
import { isStatusTokenShape } from '@/lib/submissions/request-status';
import { getStore } from '@/lib/submissions/shared-store';
import { statusAnswerOf } from '@/lib/submissions/status-endpoint';
import { ActionDone, ActionRefused, NoActions, StatusLinkNotFound } from '@/components/requests/RequestStatusCard/StatusNotices';

const ACTION_ERRORS: readonly ActionError[] = ['invalid', 'rateLimited', 'ended', 'erased', 'started', 'noMeeting', 'tooMany'];

/**
 * `/request_status?token=…`: the request a status link names, rendered on the server, which the
 * servers rewrite here (lib/i18n/proxy-rules.ts), so the customer reads it and acts on it without
 * JavaScript. Times are in the zone the customer gave their slots in. Private: no index, no
 * Referer, no cache (lib/deploy/cache.ts). An unknown, malformed and expired link look the same.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pages.request_status');
  return { description: t('description'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function RequestStatusViewPage({ searchParams }: PageProps<'/[prefix]/request_status/-view'>) {
  const query = await searchParams;
  const tPage = await getTranslations('Pages.request_status');
  const t = await getTranslations('RequestStatus');
  const locale = (await getLocale()) as Locale;
  const token = typeof query.token === 'string' ? query.token : '';
  const view = isStatusTokenShape(token) ? await (await getStore()).requestStatus(token, new Date()) : undefined;
  const error = ACTION_ERRORS.find((key) => key === query.error);
  const done = CUSTOMER_ACTIONS.find((kind): kind is CustomerActionKind => kind === query.done);
  const draft = error ? readStatusDraft((await cookies()).get(STATUS_DRAFT_COOKIE)?.value, token) : undefined;
  const content = getContent();
  // The customer's own zone; without slots (a message to support, an erased request), the office's.
  const zone = view ? customerZone(view.payload, officeFor(view.payload, content).timeZone) : 'UTC';
  const answer = view && statusAnswerOf(view, { zone, locale, content });
  // An error the forms cannot show: the request took no more actions meanwhile (ended, started).
  const shownInForm = answer?.actions.includes(draft?.action ?? 'message');
  return (
    <>
      <PageTitle page="request_status" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="status" title={tPage('nav')}>
        {!answer ? (
          <StatusLinkNotFound />
        ) : (
          <>
            {done && <ActionDone action={done} />}
            {error && !shownInForm && <ActionRefused error={error} text={draft?.values.body} />}
            <RequestStatusCard answer={answer} calendarAction={`/api${CALENDAR_ENDPOINT}`} token={token} locale={locale} />
            {answer.actions.length > 0 ? (
              <CustomerActions
                action={`/api${CUSTOMER_ACTION_ENDPOINT}`}
                token={token}
                locale={locale}
                actions={answer.actions}
                zone={zone}
                draft={draft ?? (error ? { action: 'message', link: '', values: {}, errors: {} } : undefined)}
                error={error}
              />
            ) : (
              <NoActions />
            )}
          </>
        )}
      </Section>
      <Section id="offices" tone="muted" title={t('contactsTitle')}>
        <OfficeCards />
      </Section>
    </>
  );
}
