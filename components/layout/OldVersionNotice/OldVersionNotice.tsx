import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { OLD_VERSION_NOTICE_SCRIPT } from '@/lib/site';
import { DismissibleNotice } from './DismissibleNotice';

/** Points visitors who look for the previous site to it; hidden for good once dismissed. */
export function OldVersionNotice({ url }: { url: string }) {
  return (
    <MessagesScope namespaces={['OldVersionNotice']}>
      <DismissibleNotice url={url} />
      {/* After the notice: it shows once its whole markup is parsed. Shown earlier, a frame painted
          mid-parse had part of its text, and the bottom-anchored box then grew upwards: a layout
          shift. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by hash in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: OLD_VERSION_NOTICE_SCRIPT }} />
    </MessagesScope>
  );
}
