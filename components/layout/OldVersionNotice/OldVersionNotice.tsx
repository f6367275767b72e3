import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { DismissibleNotice } from './DismissibleNotice';

/** Points visitors who look for the previous site to it; hidden for good once dismissed. */
export function OldVersionNotice({ url }: { url: string }) {
  return (
    <MessagesScope namespaces={['OldVersionNotice']}>
      <DismissibleNotice url={url} />
    </MessagesScope>
  );
}
