'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Dialog, closeDialogOf } from '@/components/ui/Dialog/Dialog';
import { RequestForm } from '../RequestForm/RequestForm';

type Props = { kind: 'meeting' | 'service'; target: { id: string; title: string }; onClose: () => void };

/** The request form in a modal dialog. The draft stays for the next opening. */
export default function RequestDialog({ kind, target, onClose }: Props) {
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
