export { SIGN_UP_LIMIT, accountRoutes } from './account.routes';
export {
  LOGIN_LIMITS,
  STAFF_VERIFIED_CALLBACK,
  callAuth,
  createCustomerAccount,
  emailHasAccount,
  emailIsTaken,
  emailTakenError,
  signUpOrTellHolder,
  startSignUpOver,
} from './account.service';
export type { AuthAnswer } from './account.service';
export { createFailureLimiter } from './failure-limiter';
export { createRecoveryMail } from './recovery-mail';
export { signInPause } from './sign-in-limits';
