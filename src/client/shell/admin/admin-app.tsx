import '@/client/locales/bundles/admin';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_COLOURS } from '@/client/components/ui/toast-colours';
import { ADMIN_DOOR_TABLE, adminHref } from '@/common/admin-paths';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { StaffLoginScreen, StaffResetPasswordScreen, StaffSignupScreen } from '@/features/staff/client/admin';
import { AdminLayout } from './admin-layout';
import { AdminNotFound, RequirePermission } from './admin-pages';
import { ADMIN_SCREENS } from './admin-screens';

const screens = ADMIN_SCREENS.map((s) => ({
  ...s,
  Screen: lazy(() => s.load().then((m) => ({ default: m.Component }))),
}));
const dashboard = screens.find((s) => s.name === 'dashboard');

function Home() {
  const me = useStaffMe();
  if (!me.data) return null;
  // A role without the dashboard (staff): the live board is their home.
  if (!dashboard || !can(me.data.role, dashboard.permission))
    return <Navigate to={adminHref('board')} replace />;
  return <dashboard.Screen />;
}

/** The back office: its own lazily loaded part of the app (the storefront downloads none of it). */
export function Component() {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <>
      <Routes>
        <Route path={ADMIN_DOOR_TABLE.login.pattern} element={<StaffLoginScreen />} />
        <Route path={ADMIN_DOOR_TABLE.signup.pattern} element={<StaffSignupScreen />} />
        <Route path={ADMIN_DOOR_TABLE.resetPassword.pattern} element={<StaffResetPasswordScreen />} />
        <Route element={<AdminLayout />}>
          <Route index element={<Home />} />
          {screens
            .filter((s) => s !== dashboard)
            .map(({ path, permission, Screen }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequirePermission permission={permission}>
                    <Screen />
                  </RequirePermission>
                }
              />
            ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
      <Toaster
        dir={rtl ? 'rtl' : 'ltr'}
        position="bottom-center"
        duration={3000}
        richColors
        style={TOAST_COLOURS}
        closeButton
        toastOptions={{ closeButtonAriaLabel: i18n.t('toasts.close'), style: { maxWidth: 500 } }}
        containerAriaLabel={i18n.t('toasts.label')}
      />
    </>
  );
}
