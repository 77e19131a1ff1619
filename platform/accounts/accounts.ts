import type { Db } from '../db/pool.ts';
import type { Wallet } from '../billing/wallet.ts';
import { formatDollars, parseDollars, toDecimal, type Units } from '../money.ts';
import { insertKey, hashKey, KEY_PATTERN } from './keys.ts';
import { InvalidRequest, NotFound } from '../errors.ts';

/** Account and key administration: what the admin CLI and the demo seeding call. */
export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly wallet: Wallet,
  ) {}

  async createAccount(balance: Units = 0): Promise<{ account_id: number; balance: string }> {
    const account = await this.db.tx(async (client) => {
      const { rows } = await client.query<{ id: number }>('INSERT INTO accounts (balance) VALUES ($1) RETURNING id', [toDecimal(balance)]);
      if (balance > 0) {
        await client.query("INSERT INTO ledger (account_id, kind, amount, operation) VALUES ($1, 'topup', $2, 'account.create')", [
          rows[0].id,
          toDecimal(balance),
        ]);
      }
      return rows[0].id;
    });
    return { account_id: account, balance: formatDollars(balance) };
  }

  async createKey(options: { accountId?: number; balance?: Units; rateLimit?: number | null }) {
    let accountId = options.accountId;
    let balance: string;
    if (accountId === undefined) {
      const created = await this.createAccount(options.balance ?? 0);
      accountId = created.account_id;
      balance = created.balance;
    } else {
      if (options.balance !== undefined) {
        throw new InvalidRequest('--balance creates a new account; to add money to an existing one use balance topup');
      }
      balance = (await this.balance(accountId)).balance;
    }
    const { key, record } = await insertKey(this.db, accountId, options.rateLimit ?? null);
    return { account_id: accountId, key_id: record.keyId, api_key: key, balance };
  }

  async revokeKey(key: string): Promise<{ key_id: number; revoked: true }> {
    if (!KEY_PATTERN.test(key)) throw new InvalidRequest('--key must be kb_live_ followed by 32 lowercase hex characters');
    const [row] = await this.db.query<{ id: number }>('UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE key_hash = $1 RETURNING id', [
      hashKey(key),
    ]);
    if (!row) throw new NotFound('No such key.');
    await this.wallet.markRevoked(row.id);
    return { key_id: row.id, revoked: true };
  }

  async balance(accountId: number): Promise<{ account_id: number; balance: string }> {
    const [row] = await this.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
    if (!row) throw new NotFound(`No account ${accountId}.`);
    return { account_id: accountId, balance: formatDollars(parseDollars(row.balance)) };
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
