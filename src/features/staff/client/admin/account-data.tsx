import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CsvLink } from '@/client/components/admin/csv-link';
import { Button } from '@/client/components/ui/button';
import { ACCOUNT_EXPORT_HREF, useDeleteMyAccount } from './account-api';
import { PasswordConfirmDialog } from './account-password-dialog';
import { AccountSection } from './account-section';
import { adminHref } from '@/common/admin-paths';

/** Account management: export my data (a JSON download) and delete my account (password asked). */
export function AccountData() {
  const { t } = useTranslation('admin-account');
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [asking, setAsking] = useState(false);

  const onDelete = async (password: string) => {
    await remove.mutateAsync({ password });
    setAsking(false);
    toast.success(t('data.deleted'));
    await navigate(adminHref('login'), { replace: true });
  };

  return (
    <AccountSection id="account-data" title={t('data.title')}>
      <div className="divide-y divide-stone-100">
        <div className="flex flex-wrap items-center gap-3 pb-4">
          <div className="me-auto min-w-0">
            <p className="font-semibold text-stone-900">{t('data.exportTitle')}</p>
            <p className="text-sm text-stone-600">{t('data.exportDescription')}</p>
          </div>
          <CsvLink href={ACCOUNT_EXPORT_HREF} label={t('data.export')} />
        </div>
        <div className="flex flex-wrap items-center gap-3 pt-4">
          <div className="me-auto min-w-0">
            <p className="font-semibold text-red-800">{t('data.deleteTitle')}</p>
            <p className="text-sm text-stone-600">{t('data.deleteDescription')}</p>
          </div>
          <Button variant="outline" className="border-red-300! text-red-700!" onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('data.delete')}
          </Button>
        </div>
      </div>
      <PasswordConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('data.deleteConfirmTitle')}
        description={t('data.deleteDescription')}
        confirmLabel={t('data.deleteConfirm')}
        danger
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AccountSection>
  );
}
