// `npm run user:create -- --username boss --email boss@example.com --password 'long secret' [--role admin]`
// (or env ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_ROLE): makes an active admin account.
import { createUser } from './userCreation';

createUser(process.argv.slice(2), process.env).then(
  (message) => {
    console.info(message);
  },
  (error: Error) => {
    console.error(`Ошибка: ${error.message}`);
    process.exitCode = 1;
  },
);
