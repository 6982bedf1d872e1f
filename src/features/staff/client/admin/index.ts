// The staff's own back-office screens, composed by the back office's router.
export { Component as StaffLoginScreen } from './staff-login-screen';
export { Component as StaffResetPasswordScreen } from './staff-reset-password-screen';
export { Component as StaffSignupScreen } from './staff-signup-screen';
export { useApproveStaff, useRefuseStaff, useStaffAccounts, useStaffSignOut } from './staff-api';
