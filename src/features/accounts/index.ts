export {
  EmailSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  SignInSchema,
  StaffSignUpSchema,
  newPasswordSchema,
} from './account.schema';
export type { AccountView, SignInCodeInput, SignInInput, SignUpInput } from './account.schema';
