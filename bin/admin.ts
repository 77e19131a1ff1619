import { ApiError } from '../platform/errors.ts';
import { runAdmin, usage, UsageError, type AdminExtensions } from '../platform/admin/commands.ts';
import { loadConfig } from '../platform/config.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { registry } from '../subgraphs/registry.ts';

/** `npm run admin -- …`: one command, one JSON object on stdout (errors: one on stderr, exit 1, or 2 for usage). */
const extensions: AdminExtensions = { importers: registry.importers(), commands: registry.adminCommands() };
const services = await connectServices(loadConfig(), registry.migrations()).catch(exitOnUnreachable);
let code = 0;
try {
  process.stdout.write(JSON.stringify(await runAdmin(process.argv.slice(2), services, extensions)) + '\n');
} catch (err) {
  code = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1;
  const message = err instanceof UsageError ? `${err.message}\n${usage(extensions)}` : (err as Error).message;
  const errorCode = err instanceof ApiError ? err.code : code === 2 ? 'usage' : 'failed';
  process.stderr.write(JSON.stringify({ error: { code: errorCode, message } }) + '\n');
} finally {
  await services.close();
}
process.exit(code);
