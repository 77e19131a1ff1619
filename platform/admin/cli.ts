import { parseArgs } from 'node:util';
import { Accounts } from '../accounts/accounts.ts';
import { Wallet } from '../billing/wallet.ts';
import { importFile } from '../corpus/import.ts';
import { ApiError } from '../errors.ts';
import { parseDollars } from '../money.ts';
import { connectServices, exitOnUnreachable, type Services } from '../services.ts';

const USAGE = `usage: npm run admin -- <command>
  account create [--balance D]
  key create [--account ID] [--balance D] [--rate-limit N]
  key revoke --key K
  balance topup --account ID --amount D
  corpus import FILE
  dm release --session ID`;

class UsageError extends Error {}

function positiveInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(raw)) throw new UsageError(`--${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function dollars(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  try {
    return parseDollars(raw);
  } catch {
    throw new UsageError(`--${name} must be a dollar amount with at most four decimals, got ${JSON.stringify(raw)}`);
  }
}

function required<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

/** Runs one admin command; returns the JSON object to print. */
export async function runAdmin(argv: string[], services: Services): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      balance: { type: 'string' },
      account: { type: 'string' },
      'rate-limit': { type: 'string' },
      key: { type: 'string' },
      amount: { type: 'string' },
      session: { type: 'string' },
    },
  });
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const command = positionals.slice(0, 2).join(' ');
  switch (command) {
    case 'account create':
      return accounts.createAccount(dollars('balance', values.balance) ?? 0);
    case 'key create':
      return accounts.createKey({
        accountId: positiveInt('account', values.account),
        balance: dollars('balance', values.balance),
        rateLimit: positiveInt('rate-limit', values['rate-limit']) ?? null,
      });
    case 'key revoke':
      return accounts.revokeKey(required('key', values.key));
    case 'balance topup':
      return accounts.topup(required('account', positiveInt('account', values.account)), required('amount', dollars('amount', values.amount)));
    case 'corpus import': {
      const file = positionals[2];
      if (!file) throw new UsageError('corpus import needs a FILE');
      return importFile(services.db, file);
    }
    case 'dm release': {
      const { dmService } = await import('../../subgraphs/dm/services.ts');
      const dm = dmService(services.db, services.config);
      return dm.release(required('session', values.session));
    }
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const services = await connectServices().catch(exitOnUnreachable);
  let code = 0;
  try {
    process.stdout.write(JSON.stringify(await runAdmin(process.argv.slice(2), services)) + '\n');
  } catch (err) {
    code = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1;
    const message = err instanceof UsageError ? `${err.message}\n${USAGE}` : (err as Error).message;
    const errorCode = err instanceof ApiError ? err.code : code === 2 ? 'usage' : 'failed';
    process.stderr.write(JSON.stringify({ error: { code: errorCode, message } }) + '\n');
  } finally {
    await services.close();
  }
  process.exit(code);
}
