import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import type { Locale } from '@/common/locales';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { DashboardPeriod, DashboardReport } from '../../dashboard.schema';

export const DASHBOARD_KEY = [...ADMIN_KEY, 'dashboard'] as const;

export interface DashboardParams {
  period: DashboardPeriod;
  from: string;
  to: string;
}

/** The query of a period: the custom dates only for a custom range. */
const periodQuery = (p: DashboardParams) =>
  p.period === 'custom' ? { period: p.period, from: p.from, to: p.to } : { period: p.period };

/** GET /api/admin/dashboard; not asked while a custom range lacks a date (nothing loads). */
export const useDashboard = (params: DashboardParams, enabled: boolean) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, params],
    queryFn: () => call(apiClient.GET('/api/admin/dashboard', { params: { query: periodQuery(params) } })),
    enabled,
    placeholderData: keepPreviousData,
    retry: 1,
  });

/** A panel's CSV (`Download Report`): a link's address, names in the screen's language. */
export const reportHref = (report: DashboardReport, params: DashboardParams, lang: Locale) =>
  `/api/admin/dashboard/export/${report}.csv${toQuery({ ...periodQuery(params), lang })}`;
