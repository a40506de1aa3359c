// Accounts and sessions (SPEC §3 User, Auth state; §7 Authentication and profile).
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../accountRules';
import { Answer, Bool, Id, Input, Nullable, OneOf, Str, Type, type Static } from './schema';
import { ROLES, TEXT_LIMITS, USER_STATUSES } from './values';

const Username = Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN });
const Email = Type.String({ minLength: 6, maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN });
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
const FullName = Nullable(Str(FULL_NAME_MAX));
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
});

export const LoginBody = Input({ username_or_email: Str(TEXT_LIMITS.email, 1), password: Str(TEXT_LIMITS.password, 1) });
export const RegisterBody = Input({ username: Username, email: Email, password: Password, full_name: Type.Optional(FullName) });

const tokens = {
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'Access token lifetime, seconds' }),
};
export const TokenPair = Answer(tokens);
export const SessionAnswer = Answer({ ...tokens, token_type: Type.Literal('bearer'), user: User, message: Type.Optional(Type.String()) });

/** Refresh and logout take the refresh token as the bearer, or in the body. */
export const RefreshBody = Nullable(Input({ refresh_token: Type.Optional(Str(4096, 1)) }));
export const TokenBody = Input({ token: Str(200, 1) });
export const ForgotBody = Input({ email: Str(TEXT_LIMITS.email, 1) });
export const ResetBody = Input({ token: Str(200, 1), new_password: Password });

export const ProfileUpdateBody = Input(
  {
    username: Type.Optional(Username),
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
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
