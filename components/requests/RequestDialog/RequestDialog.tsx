'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Dialog, closeDialogOf } from '@/components/ui/Dialog/Dialog';
import type { DialogMessages } from '@/lib/i18n/dialog-messages';
import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import type { RequestTarget } from '../RequestButton/RequestButton';
import { RequestForm } from '../RequestForm/RequestForm';

type Props = { kind: 'meeting' | 'service'; target: RequestTarget; onClose: () => void };

/** The request form in a modal dialog. The draft stays for the next opening. With `messages`, the form reads them along with the page's own. */
export default function RequestDialog({ messages, ...props }: Props & { messages: DialogMessages | null }) {
  if (!messages) return <RequestDialogBody {...props} />;
  return (
    <AddedMessages messages={messages}>
      <RequestDialogBody {...props} />
    </AddedMessages>
  );
}

function RequestDialogBody({ kind, target, onClose }: Props) {
  const t = useTranslations('RequestForm');
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog label={target.title} closeLabel={t('close')} onClose={onClose}>
      <div ref={body}>
        <RequestForm kind={kind} target={target} onClose={() => closeDialogOf(body.current)} />
      </div>
    </Dialog>
  );
}
