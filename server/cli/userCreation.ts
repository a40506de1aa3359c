// The account creation behind `npm run user:create`: see createUser.ts.
// `npm run user:create -- --username boss --email boss@example.com --password 'long secret' [--role admin]`
// (or env ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_ROLE): makes an active account,
// by default an admin, in the database of DATA_DIR. Refuses names or e-mails already taken.
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/open';
import { hashPassword } from '../auth/passwords';
import { DEFAULT_LIMITS, insertUser } from '../auth/users';
import {
  isEmail,
  passwordProblem,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameProblem,
} from '../../src/domain/rules/accounts/accountRules';
import { isRole } from '../../src/domain/rules/accounts/permissions';
import { TEXT } from '../http/texts';

export async function createUser(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  const username = values.username ?? env.ADMIN_USERNAME ?? '';
  const email = values.email ?? env.ADMIN_EMAIL ?? '';
  const password = values.password ?? env.ADMIN_PASSWORD ?? '';
  const role = values.role ?? env.ADMIN_ROLE ?? 'admin';
  if (usernameProblem(username))
    throw new Error(`Имя пользователя: от ${USERNAME_MIN} до ${TEXT.counts.characters(USERNAME_MAX)}, латиница, цифры, _ . -`);
  if (!isEmail(email)) throw new Error('Некорректный e-mail');
  if (passwordProblem(password)) throw new Error(`Пароль: от ${PASSWORD_MIN} до ${TEXT.counts.characters(PASSWORD_MAX)}`);
  if (!isRole(role)) throw new Error('Роль: admin, trader, premium, user или viewer');

  const db = openDatabase(readConfig(env).dataDir);
  try {
    if (db.prepare('SELECT 1 FROM users WHERE username = ? OR email = ?').get(username, email)) {
      throw new Error('Пользователь с таким именем или e-mail уже существует');
    }
    const admin = role === 'admin';
    const id = insertUser(db, {
      username,
      email,
      password_hash: await hashPassword(password),
      role,
      status: 'active',
      max_bots: admin ? 50 : DEFAULT_LIMITS.max_bots,
      max_concurrent_bots: admin ? 20 : DEFAULT_LIMITS.max_concurrent_bots,
      api_rate_limit: admin ? 100_000 : DEFAULT_LIMITS.api_rate_limit,
    });
    return `Пользователь создан: ${username} (${email}), роль ${role}, id ${id}`;
  } finally {
    db.close();
  }
}
