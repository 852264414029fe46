import type { LoginKind } from '@lims/domain';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { SignInLinks } from '../components/SignInLinks';
import { SignInNotice } from '../components/SignInNotice';

/** One page for every kind of person; the route decides which (spec 000 §1). */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const { loginTitles: titles } = useIdentityLabels();
  return (
    <AuthLayout title={titles[kind]} footer={<SignInLinks current={kind} />}>
      <SignInNotice />
      <LoginForm key={kind} kind={kind} />
    </AuthLayout>
  );
}
