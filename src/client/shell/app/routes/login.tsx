import { CheckCircle2, MailCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '@/client/components/ui/page-meta';
import { isolate } from '@/common/text';
import { useAccount } from '@/features/accounts/client';
import { AuthCard } from '@/features/accounts/client';
import { LoginForm } from '@/features/accounts/client';
import { afterLoginPath, type LoginLocationState } from '@/features/accounts/client';
import { href } from '@/common/paths';

const NOTICE = 'mb-4 flex gap-2 rounded-xl p-3 text-sm font-semibold';

export function Component() {
  const { t } = useTranslation('account');
  const shopName = useShopName();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const account = useAccount();

  // Already signed in: nothing to do here.
  if (account.data) return <Navigate to={afterLoginPath(state.from)} replace />;

  // The e-mail verification link lands here: ?verified=1, plus &error=... when it failed.
  const verifyError = params.has('error');
  const verified = params.get('verified') === '1' && !verifyError;
  return (
    <AuthCard
      heading={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount', { name: shopName })}{' '}
          <Link
            to={href('signup')}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('login.toSignup')}
          </Link>
        </>
      }
    >
      <PageMeta title={t('login.title')} description={t('login.description', { name: shopName })} />
      {verifyError && (
        <p role="alert" className={`${NOTICE} bg-red-50 text-red-800`}>
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t('login.verifyFailed')}
        </p>
      )}
      {verified && (
        <p role="status" className={`${NOTICE} bg-brand-50 text-brand-800`}>
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t('login.verified')}
        </p>
      )}
      {state.registered && !verified && !verifyError && (
        <p role="status" className={`${NOTICE} bg-citrus-50 text-stone-800`}>
          <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-citrus-800" />
          <span>{t('login.checkEmail', { email: isolate(state.registered) })}</span>
        </p>
      )}
      <LoginForm email={state.registered} from={state.from} />
    </AuthCard>
  );
}
