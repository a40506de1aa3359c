// The account screens' chunk: loaded only when one of their routes opens.
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
