import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';

/** Whom or what a request is for; the price (in dollars) is said in the request before it is sent. */
export type RequestTarget = { id: string; title: string; priceUsd?: number | undefined };

type Props = {
  kind: 'meeting' | 'service';
  target: RequestTarget;
  href: string;
  label: string;
  /** Said after the label to screen readers: whom or what the request is for. */
  srLabel?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
};

/** What RequestDialogHost reads from a request button it opens the dialog for. */
export const REQUEST_BUTTON = {
  selector: 'a[data-request-button]',
  kind: 'requestButton',
  id: 'requestId',
  title: 'requestTitle',
  price: 'requestPrice',
} as const;

/**
 * A link to the request page. It is plain markup, server-rendered wherever it appears: the one
 * RequestDialogHost of the page opens the request dialog instead when it is clicked (a modified
 * click still opens the page).
 */
export function RequestButton({ kind, target, href, label, srLabel, variant = 'secondary' }: Props) {
  return (
    <a
      href={href}
      className={buttonClass(variant)}
      aria-label={srLabel ? `${label}: ${srLabel}` : undefined}
      aria-haspopup="dialog"
      data-request-button={kind}
      data-request-id={target.id}
      data-request-title={target.title}
      data-request-price={target.priceUsd}
    >
      {label}
    </a>
  );
}
