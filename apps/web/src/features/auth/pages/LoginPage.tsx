import type { LoginKind } from '@lims/domain';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { SignInLinks } from '../components/SignInLinks';
import { SignInNotice } from '../components/SignInNotice';
import { useLoginTitles } from '../hooks/use-login-titles';

/** One page for every kind of person; the route decides which (spec 000 §1). */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const titles = useLoginTitles();
  return (
    <AuthLayout title={titles[kind]} footer={<SignInLinks current={kind} />}>
      <SignInNotice />
      <LoginForm key={kind} kind={kind} />
    </AuthLayout>
  );
}
