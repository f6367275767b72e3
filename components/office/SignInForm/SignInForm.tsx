import { officeMessages } from '@/lib/office/locale';
import { PasskeyButton } from '../PasskeyButton/PasskeyButton';
import { PASSKEY_MESSAGES } from '../PasskeyButton/messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';

const ERRORS = ['failed', 'throttled', 'forbiddenOrigin'] as const;
const NOTICES = ['signedOut', 'expired', 'passwordSet'] as const;

type Props = { error?: string | undefined; notice?: string | undefined; retrySeconds: number; next: string; email: string };

/** The sign-in form: it posts without script; the passkey button needs it. */
export async function SignInForm({ error, notice, retrySeconds, next, email }: Props) {
  const { locale, t } = await officeMessages();
  const errorKey = ERRORS.find((key) => key === error);
  const noticeKey = NOTICES.find((key) => key === notice);
  return (
    <main className="o-narrow">
      <h1 className="o-title">{t('signIn.title')}</h1>
      {errorKey && (
        <p className="o-error" role="alert">
          {t(`signIn.${errorKey}`, { seconds: Math.max(1, retrySeconds) })}
        </p>
      )}
      {noticeKey && (
        <p className="o-notice" role="status">
          {t(`signIn.${noticeKey}`)}
        </p>
      )}
      <form method="post" action="/api/office/sign-in" className="o-form">
        <input type="hidden" name="next" value={next} />
        <label className="o-field">
          {t('signIn.email')}
          <input name="email" type="email" autoComplete="username webauthn" required defaultValue={email} />
        </label>
        <label className="o-field">
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="o-button">
          {t('signIn.submit')}
        </button>
      </form>
      <MessagesScope root locale={locale} namespaces={PASSKEY_MESSAGES.signIn}>
        <PasskeyButton mode="signIn" next={next} />
      </MessagesScope>
    </main>
  );
}
