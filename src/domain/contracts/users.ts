// Accounts and sessions (docs/product.md §3 User, Auth state; §7 Authentication and profile).
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../rules/accounts/accountRules';
import { Answer, Bool, Id, Input, List, Nullable, OneOf, Str, Text, Type, type Static } from './schema';
import { ROLES, TEXT_LIMITS, USER_STATUSES } from './values';

const Username = Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN });
const Email = Type.String({ minLength: 6, maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN });
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
const FullName = Nullable(Text(FULL_NAME_MAX));
const RoleField = OneOf(ROLES);
const UserStatusField = OneOf(USER_STATUSES);

export const User = Answer({
  user_id: Id,
  username: Type.String(),
  full_name: Nullable(Type.String()),
  email: Type.String(),
  role: RoleField,
  status: UserStatusField,
  total_bots_created: Type.Integer(),
  max_bots: Type.Integer(),
  max_concurrent_bots: Type.Integer(),
  api_rate_limit: Type.Integer(),
  avatar_url: Type.Optional(Nullable(Type.String())),
  /** Whether logins of this account need a TOTP code (or a recovery code). */
  two_factor_enabled: Type.Optional(Bool),
  /** A new e-mail waiting for its verification link; `email` stays the old one until then. */
  pending_email: Type.Optional(Nullable(Type.String())),
});

export const AdminUser = Answer({
  user_id: Id,
  username: Type.String(),
  email: Type.String(),
  role: RoleField,
  status: UserStatusField,
  total_bots_created: Type.Integer(),
  max_bots: Type.Integer(),
  last_login: Nullable(Type.String()),
  /** The account's other limits (the admin's edit form shows them). */
  max_concurrent_bots: Type.Optional(Type.Integer()),
  api_rate_limit: Type.Optional(Type.Integer()),
});

export const LoginBody = Input({ username_or_email: Str(TEXT_LIMITS.email, 1), password: Str(TEXT_LIMITS.password, 1) });
export const RegisterBody = Input({ username: Username, email: Email, password: Password, full_name: Type.Optional(FullName) });

const tokens = {
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'Access token lifetime, seconds' }),
};
export const TokenPair = Answer(tokens);
export const SessionAnswer = Answer({
  ...tokens,
  token_type: Type.Literal('bearer'),
  user: User,
  message: Type.Optional(Type.String()),
  /** Shown once, after an enrolment at login: ten one-time codes for when the authenticator is lost. */
  recovery_codes: Type.Optional(List(Type.String())),
});

/**
 * A right password whose account needs a second factor: the login finishes at POST /api/auth/2fa
 * with this challenge and a code. `enrol`: an admin who must have one and has none yet sets it up
 * here first (the secret and its QR code come with the challenge).
 */
const SecondFactorAnswer = Answer({
  two_factor: OneOf(['totp', 'enrol']),
  challenge: Type.String(),
  expires_in: Type.Integer({ description: 'Seconds the challenge is valid' }),
  message: Type.String(),
  secret: Type.Optional(Type.String({ description: 'enrol: the TOTP secret (base32)' })),
  otpauth_uri: Type.Optional(Type.String()),
  qr_svg: Type.Optional(Type.String({ description: 'enrol: the otpauth URI as an SVG QR code' })),
});
export const LoginAnswer = Type.Union([SessionAnswer, SecondFactorAnswer]);
/** A TOTP code (6 digits) or a recovery code. */
const Code = Str(40, 1);
export const SecondFactorBody = Input({ challenge: Str(100, 1), code: Code });

/** Refresh and logout take the refresh token as the bearer, or in the body. */
export const RefreshBody = Nullable(Input({ refresh_token: Type.Optional(Str(4096, 1)) }));
export const TokenBody = Input({ token: Str(200, 1) });
export const ForgotBody = Input({ email: Str(TEXT_LIMITS.email, 1) });
export const ResetBody = Input({ token: Str(200, 1), new_password: Password });

export const ProfileUpdateBody = Input(
  {
    username: Type.Optional(Username),
    /** Needed to change the e-mail. */
    current_password: Type.Optional(Str(TEXT_LIMITS.password, 1)),
    email: Type.Optional(Email),
    full_name: Type.Optional(FullName),
    // Sent back by clients that post the whole user; ignored (limits and role are the admin's).
    user_id: Type.Optional(Type.Integer()),
    role: Type.Optional(Str(20)),
    status: Type.Optional(Str(30)),
    total_bots_created: Type.Optional(Type.Integer()),
    max_bots: Type.Optional(Type.Integer()),
    max_concurrent_bots: Type.Optional(Type.Integer()),
    api_rate_limit: Type.Optional(Type.Integer()),
    avatar_url: Type.Optional(Nullable(Str(TEXT_LIMITS.url))),
  },
  { minProperties: 1 },
);
export const PasswordChangeBody = Input({ current_password: Str(TEXT_LIMITS.password, 1), new_password: Password });

/** One login session of the user (settings, security): where it was last used from, and when. */
export const SessionInfo = Answer({
  session_id: Type.String(),
  device: Type.String({ description: 'the User-Agent it was last used with' }),
  address: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.String(),
  current: Bool,
});
const SESSION_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const SessionParams = Input({ id: Type.String({ pattern: SESSION_ID_PATTERN }) });

export const PasswordBody = Input({ password: Str(TEXT_LIMITS.password, 1) });
export const TotpSetupAnswer = Answer({ secret: Type.String(), otpauth_uri: Type.String(), qr_svg: Type.String() });
export const CodeBody = Input({ code: Code });
export const TotpDisableBody = Input({ password: Str(TEXT_LIMITS.password, 1), code: Code });
export const RecoveryCodesAnswer = Answer({ message: Type.String(), recovery_codes: List(Type.String()) });

export const AvatarAnswer = Answer({ message: Type.String(), avatar_url: Type.String() });
/** An avatar's stored name: the owner's id and 128 random bits, so its public URL cannot be guessed. */
export const AVATAR_FILE_PATTERN = '^[0-9]{1,10}-[0-9a-f]{32}\\.(png|jpg|webp|gif)$';
export const AvatarParams = Input({ file: Type.String({ pattern: AVATAR_FILE_PATTERN }) });
export const AuthCheck = Answer({ authenticated: Bool, user_id: Id });

export type User = Static<typeof User>;
export type AdminUser = Static<typeof AdminUser>;
export type LoginBody = Static<typeof LoginBody>;
export type RegisterBody = Static<typeof RegisterBody>;
export type TokenPair = Static<typeof TokenPair>;
export type SessionAnswer = Static<typeof SessionAnswer>;
export type SessionInfo = Static<typeof SessionInfo>;
export type TotpSetupAnswer = Static<typeof TotpSetupAnswer>;
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
