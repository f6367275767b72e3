import { MIN_PASSWORD_LENGTH } from '@/lib/office/auth';
import { officeMessages } from '@/lib/office/locale';
import { searchParamsOf } from '@/lib/office/page-access';

const ERRORS = ['tooShort', 'mismatch', 'invalidLink'] as const;

/** /office/set-password?token=…: where a new staff member (or one who forgot) sets a password, once. */
export default async function SetPasswordPage({ searchParams }: PageProps<'/office/set-password'>) {
  const params = await searchParamsOf(searchParams);
  const { t } = await officeMessages();
  const token = params.get('token') ?? '';
  const error = ERRORS.find((key) => key === params.get('error'));
  return (
    <main className="o-narrow">
      <h1 className="o-title">{t('setPassword.title')}</h1>
      {error && (
        <p className="o-error" role="alert">
          {t(`setPassword.${error}`, { min: MIN_PASSWORD_LENGTH })}
        </p>
      )}
      {token ? (
        <form method="post" action="/api/office/set-password" className="o-form">
          <p className="o-hint">{t('setPassword.intro', { min: MIN_PASSWORD_LENGTH })}</p>
          <input type="hidden" name="token" value={token} />
          <label className="o-field">
            {t('setPassword.password')}
            <input name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
          </label>
          <label className="o-field">
            {t('setPassword.confirm')}
            <input name="confirm" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
          </label>
          <button type="submit" className="o-button">
            {t('setPassword.submit')}
          </button>
        </form>
      ) : (
        <p>{t('setPassword.noToken')}</p>
      )}
    </main>
  );
}
