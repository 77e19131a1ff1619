import { parseArgs } from 'node:util';
import { Accounts } from '../accounts/accounts.ts';
import { Wallet } from '../billing/wallet.ts';
import { parseDollars } from '../money.ts';
import { importFile, type Importers } from '../corpus/import.ts';
import type { Services } from '../services.ts';

const USAGE = `usage: npm run admin -- <command>
  account create [--balance D] [--test]
  key create [--account ID] [--balance D] [--rate-limit N] [--test]
  key revoke --key K
  balance topup --account ID --amount D
  corpus import FILE`;

export class UsageError extends Error {}

/** An admin command a network module brings (such as `dm release`): its flags, its usage line, and what it does. */
export interface AdminCommand {
  usage: string;
  options: string[];
  run(values: Record<string, string | undefined>, services: Services): Promise<unknown>;
}

/** What the modules add to the admin CLI: their corpus importers and their own commands, by command name. */
export interface AdminExtensions {
  importers: Importers;
  commands: Record<string, AdminCommand>;
}

export function usage(extensions: AdminExtensions): string {
  return [USAGE, ...Object.values(extensions.commands).map((c) => `  ${c.usage}`)].join('\n');
}

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

export function required<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

/** Runs one admin command; returns the JSON object to print. */
export async function runAdmin(argv: string[], services: Services, extensions: AdminExtensions): Promise<unknown> {
  const moduleOptions = Object.values(extensions.commands).flatMap((c) => c.options);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      balance: { type: 'string' },
      account: { type: 'string' },
      'rate-limit': { type: 'string' },
      key: { type: 'string' },
      amount: { type: 'string' },
      test: { type: 'boolean' },
      ...Object.fromEntries(moduleOptions.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const accounts = new Accounts(services.db, new Wallet(services.redis, services.db));
  const command = positionals.slice(0, 2).join(' ');
  switch (command) {
    case 'account create':
      return accounts.createAccount(dollars('balance', values.balance) ?? 0, values.test ? 'test' : 'live');
    case 'key create':
      return accounts.createKey({
        accountId: positiveInt('account', values.account),
        balance: dollars('balance', values.balance),
        rateLimit: positiveInt('rate-limit', values['rate-limit']) ?? null,
        mode: values.test ? 'test' : undefined,
      });
    case 'key revoke':
      return accounts.revokeKey(required('key', values.key));
    case 'balance topup':
      return accounts.topup(required('account', positiveInt('account', values.account)), required('amount', dollars('amount', values.amount)));
    case 'corpus import': {
      const file = positionals[2];
      if (!file) throw new UsageError('corpus import needs a FILE');
      return importFile(services.db, file, extensions.importers);
    }
    default: {
      const extra = extensions.commands[command];
      if (!extra) throw new UsageError(`unknown command ${JSON.stringify(command)}`);
      return extra.run(values as Record<string, string | undefined>, services);
    }
  }
}
