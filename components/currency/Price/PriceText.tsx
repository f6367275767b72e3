import { Price } from './Price';

const SLOT = '\u0000';

/**
 * A translated sentence with a price in it ("from {price}", "{price} per hour"): the server
 * translates it around a placeholder and the price itself follows the visitor's currency.
 */
export function PriceText({ usd, render }: { usd: number; render: (price: string) => string }) {
  const [before = '', after = ''] = render(SLOT).split(SLOT);
  return (
    <>
      {before}
      <Price usd={usd} />
      {after}
    </>
  );
}
