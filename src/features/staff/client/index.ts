export {
  ADMIN_KEY,
  STAFF_ME_KEY,
  useApproveStaff,
  useRefuseStaff,
  useStaffAccounts,
  useStaffMe,
  useStaffSignOut,
} from './staff-api';
