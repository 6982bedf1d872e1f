import { lazy } from 'react';

/**
 * What customers see while the shop is in maintenance: its own chunk, fetched only then (a
 * storefront's first screen does not carry it).
 */
export const MaintenancePage = lazy(() => import('./maintenance-page'));

/**
 * Staff see the shop during maintenance, told that customers do not. Its own chunk: it links to
 * the back office, whose addresses the storefront's first screen does not carry.
 */
export const MaintenanceStaffNotice = lazy(() => import('./maintenance-staff-notice'));
