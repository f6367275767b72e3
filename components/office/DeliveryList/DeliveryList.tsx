import { officeMessages, utcMoment } from '@/lib/office/locale';
import type { SubmissionDetail } from '@/lib/office/office-store';

const CHANNELS = ['webhook', 'office', 'confirmation', 'payment_link'] as const;

/** Whether the webhook and each mail reached their receiver, are still being tried, or were refused for good. */
export async function DeliveryList({ deliveries }: { deliveries: SubmissionDetail['deliveries'] }) {
  const { t, locale } = await officeMessages();
  const moment = utcMoment(locale);
  const when = (iso: string) => `${moment(iso)} UTC`;
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries" className="o-subtitle">
        {t('submission.deliveries')}
      </h2>
      {deliveries.length === 0 ? (
        <p>{t('submission.noDeliveries')}</p>
      ) : (
        <ul>
          {deliveries.map((delivery) => (
            <li key={delivery.id} data-channel={delivery.channel}>
              <strong>
                {CHANNELS.find((channel) => channel === delivery.channel) ? t(`channels.${delivery.channel as (typeof CHANNELS)[number]}`) : delivery.channel}
              </strong>
              {': '}
              {delivery.deliveredAt
                ? t('submission.delivered', { date: when(delivery.deliveredAt) })
                : delivery.givenUpAt
                  ? t('submission.givenUp', { date: when(delivery.givenUpAt), error: delivery.lastError ?? '' })
                  : t('submission.pending', { attempts: delivery.attempts, error: delivery.lastError ? ` — ${delivery.lastError}` : '' })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
