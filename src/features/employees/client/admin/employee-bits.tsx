import type { EmployeeRole, EmployeeStatus } from '@/common/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<EmployeeStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  on_leave: 'bg-amber-100 text-amber-900 ring-amber-300',
  inactive: 'bg-stone-200 text-stone-800 ring-stone-300',
};
const ROLE_COLOURS: Record<EmployeeRole, string> = {
  admin: 'bg-violet-100 text-violet-900 ring-violet-300',
  manager: 'bg-sky-100 text-sky-900 ring-sky-300',
  staff: 'bg-stone-100 text-stone-800 ring-stone-300',
};
const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1';

/** An employee's status: active green, on leave amber, inactive grey. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation('admin-employees');
  return (
    <span data-status={status} className={`${BADGE} ${STATUS_COLOURS[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

export function EmployeeRoleBadge({ role }: { role: EmployeeRole }) {
  const { t } = useTranslation('admin-employees');
  return (
    <span data-role={role} className={`${BADGE} ${ROLE_COLOURS[role]}`}>
      {t(`roles.${role}`)}
    </span>
  );
}

/** The photo, or the initial on a tinted circle when there is none. */
export function EmployeeAvatar({
  name,
  image,
  size = 40,
}: {
  name: string;
  image: string | null;
  size?: number;
}) {
  const { t } = useTranslation('admin-employees');
  const style = { width: size, height: size };
  if (image)
    return (
      <img
        src={image}
        alt={t('photoOf', { name })}
        style={style}
        className="shrink-0 rounded-full object-cover ring-1 ring-stone-200"
      />
    );
  return (
    <span
      aria-hidden="true"
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
