import type { Db } from '../db/pool.ts';
import type { Wallet } from '../billing/wallet.ts';
import { formatDollars, parseDollars, toDecimal, type Units } from '../money.ts';
import { insertKey, hashKey, KEY_PATTERN, type KeyMode } from './keys.ts';
import { InvalidRequest, NotFound } from '../errors.ts';

/** Account and key administration: what the admin CLI and the demo seeding call. */
export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly wallet: Wallet,
  ) {}

  /** A new account; a test account (`mode: 'test'`) holds test credit and gets kb_test_ keys. */
  async createAccount(balance: Units = 0, mode: KeyMode = 'live'): Promise<{ account_id: number; mode: KeyMode; balance: string }> {
    const account = await this.db.tx(async (client) => {
      const { rows } = await client.query<{ id: number }>('INSERT INTO accounts (balance, test) VALUES ($1, $2) RETURNING id', [
        toDecimal(balance),
        mode === 'test',
      ]);
      if (balance > 0) {
        await client.query("INSERT INTO ledger (account_id, kind, amount, operation) VALUES ($1, 'topup', $2, 'account.create')", [
          rows[0].id,
          toDecimal(balance),
        ]);
      }
      return rows[0].id;
    });
    return { account_id: account, mode, balance: formatDollars(balance) };
  }

  /**
   * A new key: on a new account (with `balance`, in `mode`, live by default) or on an existing one, whose mode the
   * key takes (`mode`, when given, must match it).
   */
  async createKey(options: { accountId?: number; balance?: Units; rateLimit?: number | null; mode?: KeyMode }) {
    let accountId = options.accountId;
    let balance: string;
    let mode: KeyMode;
    if (accountId === undefined) {
      const created = await this.createAccount(options.balance ?? 0, options.mode ?? 'live');
      accountId = created.account_id;
      balance = created.balance;
      mode = created.mode;
    } else {
      if (options.balance !== undefined) {
        throw new InvalidRequest('--balance creates a new account; to add money to an existing one use balance topup');
      }
      const account = await this.balance(accountId);
      balance = account.balance;
      mode = account.mode;
      if (options.mode !== undefined && options.mode !== mode) {
        throw new InvalidRequest(`account ${accountId} is a ${mode} account: its keys are ${mode} keys (leave out --test, or create a test account)`);
      }
    }
    const { key, record } = await insertKey(this.db, accountId, options.rateLimit ?? null, mode);
    return { account_id: accountId, key_id: record.keyId, api_key: key, mode, balance };
  }

  async revokeKey(key: string): Promise<{ key_id: number; revoked: true }> {
    if (!KEY_PATTERN.test(key)) throw new InvalidRequest('--key must be kb_live_ or kb_test_ followed by 32 lowercase hex characters');
    const [row] = await this.db.query<{ id: number }>('UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE key_hash = $1 RETURNING id', [
      hashKey(key),
    ]);
    if (!row) throw new NotFound('No such key.');
    await this.wallet.markRevoked(row.id);
    return { key_id: row.id, revoked: true };
  }

  async balance(accountId: number): Promise<{ account_id: number; mode: KeyMode; balance: string }> {
    const [row] = await this.db.query<{ balance: string; test: boolean }>('SELECT balance, test FROM accounts WHERE id = $1', [accountId]);
    if (!row) throw new NotFound(`No account ${accountId}.`);
    return { account_id: accountId, mode: row.test ? 'test' : 'live', balance: formatDollars(parseDollars(row.balance)) };
  }

  async topup(accountId: number, amount: Units): Promise<{ account_id: number; amount: string; balance: string }> {
    if (amount <= 0) throw new InvalidRequest('--amount must be greater than zero');
    const balance = await this.db.tx(async (client) => {
      const { rows } = await client.query<{ balance: string }>(
        'UPDATE accounts SET balance = balance + $2, version = version + 1 WHERE id = $1 RETURNING balance',
        [accountId, toDecimal(amount)],
      );
      if (!rows[0]) throw new NotFound(`No account ${accountId}.`);
      await client.query("INSERT INTO ledger (account_id, kind, amount, operation) VALUES ($1, 'topup', $2, 'balance.topup')", [accountId, toDecimal(amount)]);
      // Credited while the row lock is held: see Wallet.loadBalance for why this ordering is exact.
      await this.wallet.credit(accountId, amount);
      return rows[0].balance;
    });
    return { account_id: accountId, amount: formatDollars(amount), balance: formatDollars(parseDollars(balance)) };
  }
}
