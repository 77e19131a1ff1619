import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the CLI finds its key and service: flags, then the environment, then the config file. */
export interface CliSettings {
  apiKey: string | null;
  baseUrl: string;
  /** Which file was read, if any. */
  configFile: string | null;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4000';

/** SOCIAL_DATA_CONFIG, else $XDG_CONFIG_HOME/social-data/config.json, else ~/.config/social-data/config.json. */
export function configPath(env: NodeJS.ProcessEnv): string {
  if (env.SOCIAL_DATA_CONFIG) return env.SOCIAL_DATA_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'social-data', 'config.json');
}

/**
 * The settings for one run. The config file is JSON: {"api_key": "kb_live_...", "base_url": "https://..."}.
 * A file that exists but is not that is an error (said plainly), never silently ignored.
 */
export function resolveSettings(flags: { apiKey?: string; baseUrl?: string; config?: string }, env: NodeJS.ProcessEnv): CliSettings {
  const file = flags.config ?? configPath(env);
  let fromFile: { api_key?: unknown; base_url?: unknown } = {};
  let configFile: string | null = null;
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    if (flags.config) throw new Error(`cannot read config file ${file}`);
  }
  if (text !== null) {
    try {
      fromFile = JSON.parse(text);
    } catch {
      throw new Error(`config file ${file} is not JSON; expected {"api_key": "...", "base_url": "..."}`);
    }
    configFile = file;
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    apiKey: str(flags.apiKey) ?? str(env.SOCIAL_DATA_API_KEY) ?? str(fromFile.api_key) ?? null,
    baseUrl: str(flags.baseUrl) ?? str(env.SOCIAL_DATA_BASE_URL) ?? str(fromFile.base_url) ?? DEFAULT_BASE_URL,
    configFile,
  };
}
