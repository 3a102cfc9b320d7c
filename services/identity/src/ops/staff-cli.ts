// npm run staff -- grant|revoke <account> <role>: an operator gives or takes back a staff role
// (docs/identity.md, "Staff roles"), recorded as an event on the person's stream.
import { StaffRole } from '@wine/contracts/identity/identity-events';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { DomainError } from '@wine/platform/errors/domain-error';
import { withIdentity } from './identity-for-cli.ts';

const USAGE = `Usage: npm run staff -- grant|revoke <account> <role>
  <account>  the account's id, or the e-mail address it proved
  <role>     ${StaffRole.options.join(', ')}
  grant gives the role (a registered account only), revoke takes it back; either twice changes nothing.
Environment: DATABASE_URL, REDIS_URL, IDENTITY_DATA_SECRET (as the gateway has them).`;

const command = argsOrExit(USAGE, (argv) => {
  const [action, who, role, ...rest] = readCliArgs(argv, {}).positionals;
  if (action !== 'grant' && action !== 'revoke') throw new UsageError('say grant or revoke');
  if (!who || rest.length > 0) throw new UsageError('name one account and one role');
  const parsed = StaffRole.safeParse(role);
  if (!parsed.success) throw new UsageError(`no such role: ${role ?? '(none)'}`);
  return { granted: action === 'grant', who, role: parsed.data };
});

try {
  const userId = await withIdentity('staff-cli', (identity) =>
    identity.setStaffRole(command.who, command.role, command.granted),
  );
  console.log(`${userId}: ${command.role} ${command.granted ? 'granted' : 'revoked'}`);
} catch (err) {
  if (!(err instanceof DomainError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
