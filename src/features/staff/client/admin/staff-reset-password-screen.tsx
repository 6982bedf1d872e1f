import '@/client/locales/bundles/admin';
import { AuthFrame } from '@/client/components/admin/auth-frame';
import { RecoveryScreen, type RecoveryFrameProps } from '@/features/accounts/client';
import { adminHref } from '@/common/admin-paths';

function Frame({ heading, intro, children, footer }: RecoveryFrameProps) {
  return (
    <AuthFrame title={heading} subtitle={intro} footer={footer}>
      {children}
    </AuthFrame>
  );
}

/** `/admin/reset-password`: staff "Forgot password?", and the page their e-mailed reset link opens. */
export function Component() {
  return <RecoveryScreen Frame={Frame} here={adminHref('resetPassword')} signInPath={adminHref('login')} />;
}
