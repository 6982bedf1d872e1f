import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { PageMeta } from '@/client/components/ui/page-meta';
import { AuthCard } from '@/features/accounts/client';
import { RecoveryScreen, type RecoveryFrameProps } from '@/features/accounts/client';
import { href } from '@/common/paths';

function Frame({ heading, intro, children, footer }: RecoveryFrameProps) {
  return (
    <AuthCard heading={heading} intro={intro} footer={footer}>
      {children}
    </AuthCard>
  );
}

/** `/reset-password`: "Forgot password?", and the page an e-mailed reset link opens. */
export function Component() {
  const { t } = useTranslation('recovery');
  const shopName = useShopName();
  return (
    <>
      <PageMeta title={t('forgot.title')} description={t('forgot.description', { name: shopName })} />
      <RecoveryScreen Frame={Frame} here={href('resetPassword')} signInPath={href('login')} />
    </>
  );
}
