import { PasskeyButton } from '@/components/office/PasskeyButton/PasskeyButton';
import { PASSKEY_MESSAGES } from '@/components/office/PasskeyButton/messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { OfficeShell } from '@/components/office/OfficeShell/OfficeShell';
import { officeMessages } from '@/lib/office/locale';
import { getOffice } from '@/lib/office/office';
import { staffForPage } from '@/lib/office/page-access';

/** /office/account: who is signed in, their passkeys, and sign-out on every device. */
export default async function AccountPage() {
  const staff = await staffForPage('read');
  const { locale, t } = await officeMessages();
  const { store } = await getOffice();
  const passkeys = await store.passkeysOf(staff.id);
  return (
    <OfficeShell staff={staff}>
      <h1 className="o-title">{t('account.title')}</h1>
      <dl className="o-card o-details">
        <dt>{t('signIn.email')}</dt>
        <dd>{staff.email}</dd>
        <dt>{t('account.role')}</dt>
        <dd>{t(`account.roles.${staff.role}`)}</dd>
      </dl>
      <section className="o-card" aria-labelledby="passkeys">
        <h2 id="passkeys" className="o-subtitle">
          {t('account.passkeys')}
        </h2>
        <p className="o-hint">{t('account.passkeysIntro')}</p>
        {passkeys.length ? (
          <ul>
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                {passkey.name || passkey.deviceType} · {passkey.createdAt ? String(passkey.createdAt).slice(0, 10) : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('account.noPasskeys')}</p>
        )}
        <MessagesScope root locale={locale} namespaces={PASSKEY_MESSAGES.add}>
          <PasskeyButton mode="add" />
        </MessagesScope>
      </section>
      <form method="post" action="/api/office/sign-out-everywhere" className="o-card o-form">
        <p className="o-hint">{t('account.signOutEverywhereHint')}</p>
        <button type="submit" className="o-danger">
          {t('account.signOutEverywhere')}
        </button>
      </form>
    </OfficeShell>
  );
}
