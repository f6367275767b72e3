import { useTranslations } from 'next-intl';
import styles from '@/components/styles/form.module.css';

/** The terms the visitor accepts by going on (Next) or by sending (the last step), then Back, and Next or Send. */
export function StepActions({
  isLast,
  termsHref,
  send,
  onBack,
  onNext,
}: {
  isLast: boolean;
  termsHref: string;
  /** Send's label and state; its click happens before the form's submit event. */
  send: { label: string; disabled: boolean; onClick: () => void };
  /** Absent on the first step. */
  onBack?: () => void;
  onNext: () => void;
}) {
  const t = useTranslations('RequestForm');
  return (
    <>
      <p className={styles.terms}>
        {t.rich(isLast ? 'termsOnSend' : 'terms', {
          link: (chunks) => (
            <a href={termsHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </p>
      <div className={styles.actions}>
        {onBack ? (
          <button type="button" className={styles.secondary} onClick={onBack}>
            {t('back')}
          </button>
        ) : null}
        {/* Two elements, not one that changes type: the step changes while the click on Next is
            still being handled, and a button turned to "submit" by then would send the form. */}
        {isLast ? (
          <button key="send" type="submit" className={styles.primary} disabled={send.disabled} onClick={send.onClick}>
            {send.label}
          </button>
        ) : (
          <button key="next" type="button" className={styles.primary} onClick={onNext}>
            {t('next')}
          </button>
        )}
      </div>
    </>
  );
}
