import { getLocale } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import { Price } from './Price';

const SLOT = '\u0000';

/**
 * A translated sentence with a price in it ("from {price}", "{price} per hour"): the server
 * translates it around a placeholder and the price itself follows the visitor's currency.
 */
export async function PriceText({ usd, render }: { usd: number; render: (price: string) => string }) {
  const [before = '', after = ''] = render(SLOT).split(SLOT);
  const locale = await getLocale();
  return (
    <>
      {before}
      <Price usd={usd} usdText={formatMoney(usd, 'USD', locale)} />
      {after}
    </>
  );
}
