// `npm run check-backend -- --url <base> --user <name> --password <pw> [--code <totp>] [--write]` (docs/architecture.md#fixed-contracts):
// checks a backend against the contract and prints the table; exit 0 only when it conforms.
// docs/api.md "Checking a backend" says what each result means.
import { parseArgs } from 'node:util';
import { checkBackend, conforms, formatTable } from './check';

const USAGE = 'usage: npm run check-backend -- --url <base> --user <name> --password <pw> [--code <totp>] [--write]';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    code: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
  strict: true,
});
if (!values.url || !values.user || values.password === undefined) {
  console.error(USAGE);
  process.exit(2);
}

const rows = await checkBackend({
  url: values.url,
  user: values.user,
  password: values.password,
  code: values.code,
  write: values.write ?? false,
});
console.info(formatTable(rows));
process.exitCode = conforms(rows) ? 0 : 1;
