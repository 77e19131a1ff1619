import { SingleBar, Presets } from 'cli-progress';
import { Command, Option } from 'commander';
import { SocialData } from './client.ts';
import { resolveSettings } from './cli-config.ts';
import { render, table } from './cli-table.ts';
import { JobError, SocialDataError } from './errors.ts';
import { OPERATIONS } from './generated/operations.ts';
import { jobResults, waitForJob, type JobStatus } from './jobs.ts';
import type { OperationInfo } from './operation-info.ts';
import { pages } from './paging.ts';

/**
 * The social-data command: one subcommand per operation of the API description (its operationId), its path, query
 * and header parameters and body fields as flags (`max_pages` → `--max-pages`). Prints a readable table, or the
 * answer's JSON with --json. A walk answered as a job (202) is followed to its results with a progress bar.
 * The key comes from --api-key, SOCIAL_DATA_API_KEY or the config file (~/.config/social-data/config.json).
 */

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
  stderrIsTTY: boolean;
}

interface Globals {
  json?: boolean;
  apiKey?: string;
  baseUrl?: string;
  config?: string;
  wait: boolean;
  pollMs: string;
  pages: string;
  progress?: boolean;
  body?: string;
}

const flagName = (name: string) => name.replace(/_/g, '-').toLowerCase();

/** A flag's text as the body field's type wants it. */
function bodyValue(type: string, text: string): unknown {
  if (type === 'integer' || type === 'number') {
    const n = Number(text);
    if (!Number.isFinite(n)) throw new UsageError(`expected a number, got ${text}`);
    return n;
  }
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (type === 'array') return text.trim().startsWith('[') ? parseJson(text) : text.split(',').map((s) => s.trim());
  if (type === 'object') return parseJson(text);
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`not JSON: ${text}`);
  }
}

class UsageError extends Error {}

function operationCommand(op: OperationInfo, run: (op: OperationInfo, opts: Record<string, unknown>) => Promise<void>): Command {
  const summary = [op.price ? `Price: ${op.price}` : null, op.availability && op.availability !== 'available' ? `(${op.availability})` : null]
    .filter(Boolean)
    .join(' ');
  const cmd = new Command(op.id).description(`${op.method} ${op.path}${summary ? ` — ${summary}` : ''}`);
  for (const p of op.parameters) {
    const option = new Option(
      `--${flagName(p.name)} <value>`,
      `${p.in} parameter ${p.name}${p.required ? ' (required)' : ''}${p.description ? ': ' + p.description : ''}`,
    );
    if (p.enum) option.choices(p.enum);
    cmd.addOption(option);
  }
  for (const f of op.body?.fields ?? []) {
    if (op.parameters.some((p) => p.name === f.name)) continue;
    const option = new Option(
      `--${flagName(f.name)} <value>`,
      `body field ${f.name} (${f.type}${f.required ? ', required' : ''})${f.description ? ': ' + f.description : ''}`,
    );
    if (f.enum) option.choices(f.enum);
    cmd.addOption(option);
  }
  if (op.body) cmd.option('--body <json>', 'the whole JSON body (fields given as flags are added to it)');
  cmd.action(async (opts: Record<string, unknown>) => run(op, opts));
  return cmd;
}

/** The operation's input from the parsed flags, in the SDK's flat form. */
function inputOf(op: OperationInfo, opts: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const attr = (name: string) => new Option(`--${flagName(name)} <v>`).attributeName();
  for (const p of op.parameters) {
    const v = opts[attr(p.name)];
    if (v !== undefined) input[p.name] = v;
  }
  if (op.body) {
    const body: Record<string, unknown> = opts.body ? (parseJson(String(opts.body)) as Record<string, unknown>) : {};
    for (const f of op.body.fields) {
      const v = opts[attr(f.name)];
      if (v !== undefined && !op.parameters.some((p) => p.name === f.name)) body[f.name] = bodyValue(f.type, String(v));
    }
    input.body = body;
  }
  return input;
}

export async function main(
  argv: string[],
  io: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), env: process.env, stderrIsTTY: Boolean(process.stderr.isTTY) },
): Promise<number> {
  const program = new Command('social-data')
    .description('The Social Data API from the command line: one command per operation.')
    .option('--json', 'print the answer as JSON')
    .option('--api-key <key>', 'API key (else SOCIAL_DATA_API_KEY, else the config file)')
    .option('--base-url <url>', 'service URL (else SOCIAL_DATA_BASE_URL, else the config file, else http://127.0.0.1:4000)')
    .option('--config <file>', 'config file (default ~/.config/social-data/config.json or SOCIAL_DATA_CONFIG)')
    .option('--no-wait', 'print a job answer (202) instead of following the job to its results')
    .option('--poll-ms <ms>', 'job poll interval', '1000')
    .option('--pages <n>', 'for a paged read, how many pages to fetch by its cursor', '1')
    .option('--progress', 'draw the job progress bar even when stderr is not a terminal')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride();

  let code = 0;
  const run = async (op: OperationInfo, opts: Record<string, unknown>) => {
    const g = program.opts<Globals>();
    const settings = resolveSettings(g, io.env);
    if (!settings.apiKey)
      throw new UsageError('no API key: pass --api-key, set SOCIAL_DATA_API_KEY, or put {"api_key": "..."} in ' + (g.config ?? 'the config file'));
    const sdk = new SocialData({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, userAgent: 'social-data-cli/0.1' });
    const input = inputOf(op, opts);
    const wanted = Math.max(1, Number(g.pages) || 1);
    if (op.paging && wanted > 1) {
      const got: unknown[] = [];
      for await (const page of pages(sdk, op.id, input, { intervalMs: Number(g.pollMs) })) {
        got.push(page);
        if (got.length >= wanted) break;
      }
      io.out((g.json ? JSON.stringify(got, null, 2) : got.map((p, i) => `page ${i + 1}\n${render(p)}`).join('\n\n')) + '\n');
      return;
    }
    const answer = await sdk.call(op.id, input);
    if (answer.status === 202 && typeof answer.data?.batch_id === 'string' && g.wait) {
      await followJob(sdk, answer.data.batch_id, g, io);
      return;
    }
    const body = { data: answer.data, ...(answer.meta ? { meta: answer.meta } : {}) };
    io.out((g.json ? JSON.stringify(body, null, 2) : render(answer.data, answer.meta)) + '\n');
  };

  program
    .command('operations')
    .description('list the operations with their prices')
    .action(() => {
      const ops = OPERATIONS.filter((op) => !op.retired && op.id !== 'graphql');
      if (program.opts<Globals>().json) io.out(JSON.stringify(ops, null, 2) + '\n');
      else
        io.out(
          table(ops.map((op) => ({ command: op.id, method: op.method, path: op.path, price: op.price ?? '', availability: op.availability ?? '' }))) + '\n',
        );
    });
  for (const op of OPERATIONS) if (!op.retired && op.id !== 'graphql') program.addCommand(operationCommand(op, run));

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    code = report(err, program.opts<Globals>().json ?? false, io);
  }
  return code;
}

async function followJob(sdk: SocialData, jobId: string, g: Globals, io: Io): Promise<void> {
  const draw = g.progress || io.stderrIsTTY;
  const bar = new SingleBar(
    {
      format: `job ${jobId} [{bar}] {value}/{total} {status}`,
      stream: process.stderr,
      noTTYOutput: Boolean(g.progress),
      notTTYSchedule: 200,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  const progress = (s: JobStatus) => {
    if (!draw) return;
    const total = Math.max(1, s.total);
    if (!started) {
      bar.start(total, s.done_count, { status: s.status });
      started = true;
    }
    bar.setTotal(total);
    bar.update(s.status === 'ready' ? total : s.done_count, { status: s.status });
  };
  let status: JobStatus;
  try {
    status = await waitForJob(sdk, jobId, { intervalMs: Number(g.pollMs), onProgress: progress });
  } finally {
    if (started) bar.stop();
  }
  const results: unknown[] = [];
  for await (const page of jobResults(sdk, jobId, { wait: false })) results.push(...page.results);
  if (g.json) {
    io.out(JSON.stringify({ job: status, results }, null, 2) + '\n');
    return;
  }
  const items = (results as { items: Record<string, unknown>[] }[]).flatMap((r) => r.items);
  io.out(render({ batch_id: status.batch_id, status: status.status, cost: status.cost, item_count: status.item_count, items }) + '\n');
}

function report(err: unknown, json: boolean, io: Io): number {
  const e = err as { code?: string; exitCode?: number };
  if (typeof e?.code === 'string' && e.code.startsWith('commander.')) {
    // --help and --version exit 0; a usage error was already printed by commander.
    return e.exitCode ?? 1;
  }
  if (err instanceof SocialDataError) {
    if (json)
      io.err(
        JSON.stringify({ error: { code: err.code, status: err.status, message: err.message, request_id: err.request_id, retry_after: err.retryAfter } }) + '\n',
      );
    else io.err(`error ${err.code} (HTTP ${err.status}): ${err.message}${err.request_id ? ` [${err.request_id}]` : ''}\n`);
    return 1;
  }
  if (err instanceof TypeError && err.message === 'fetch failed') {
    io.err(`error: cannot reach the service: ${(err.cause as Error | undefined)?.message ?? err.message}\n`);
    return 1;
  }
  if (err instanceof JobError || err instanceof UsageError || err instanceof Error) {
    io.err(`error: ${err.message}\n`);
    return err instanceof UsageError ? 2 : 1;
  }
  io.err(`error: ${String(err)}\n`);
  return 1;
}
