import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Link, Navigate } from 'react-router';
import { PageMeta } from '@/client/components/ui/page-meta';
import { useAccount } from '@/features/accounts/client';
import { AuthCard } from '@/features/accounts/client';
import { SignUpForm } from '@/features/accounts/client';
import { href } from '@/common/paths';

export function Component() {
  const { t } = useTranslation('account');
  const shopName = useShopName();
  const account = useAccount();
  if (account.data) return <Navigate to={href('profile')} replace />;
  return (
    <AuthCard
      heading={t('signup.heading')}
      intro={t('signup.intro')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link
            to={href('login')}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('signup.toLogin')}
          </Link>
        </>
      }
    >
      <PageMeta title={t('signup.title')} description={t('signup.description', { name: shopName })} />
      <SignUpForm />
    </AuthCard>
  );
}
