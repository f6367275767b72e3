import { cookies } from 'next/headers';
import { SignInForm } from '@/components/office/SignInForm/SignInForm';
import { DRAFT_COOKIE, readDraft, safeNext } from '@/lib/office/forms';
import { searchParamsOf } from '@/lib/office/page-access';

/** /office/sign-in: the staff's door (password or passkey); never a sign-up. */
export default async function SignInPage({ searchParams }: PageProps<'/office/sign-in'>) {
  const params = await searchParamsOf(searchParams);
  const draft = params.get('error') ? readDraft((await cookies()).get(DRAFT_COOKIE)?.value) : {};
  return (
    <SignInForm
      error={params.get('error') ?? undefined}
      notice={params.get('notice') ?? undefined}
      retrySeconds={Number(params.get('retry')) || 0}
      next={safeNext(params.get('next') ?? undefined)}
      email={draft.email ?? ''}
    />
  );
}
