import { settingsFrom, type Config } from '../../../platform/config.ts';

/** Which analyser the intelligence module uses, read from the environment (README, "Configuration"). */
export interface AnalyserSettings {
  /**
   * Base URL of an OpenAI-compatible chat-completions API (INTELLIGENCE_MODEL_URL); the analyser posts to
   * `<url>/v1/chat/completions`. Unset: the offline analyser. Operator configuration, never caller input.
   */
  modelUrl: string | null;
  /** The model to ask (INTELLIGENCE_MODEL); required with a URL. */
  model: string | null;
  /** Bearer key of that API (INTELLIGENCE_MODEL_KEY); unset sends no Authorization header (a local server). */
  modelKey: string | null;
  /** Give up on one model call after this long, answer body included (INTELLIGENCE_MODEL_TIMEOUT_MS, default 30 s). */
  timeoutMs: number;
}

export function analyserSettings(config: Config): AnalyserSettings {
  const read = settingsFrom(config.env);
  const url = read.string('INTELLIGENCE_MODEL_URL', '').trim();
  const model = read.string('INTELLIGENCE_MODEL', '').trim();
  const key = read.string('INTELLIGENCE_MODEL_KEY', '').trim();
  const timeoutMs = read.int('INTELLIGENCE_MODEL_TIMEOUT_MS', 30_000);
  if (url) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {}
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password || parsed.search || parsed.hash) {
      throw new Error(`INTELLIGENCE_MODEL_URL must be an http(s) base URL such as https://api.example.com, got ${JSON.stringify(url)}`);
    }
    if (!model) throw new Error('INTELLIGENCE_MODEL must name the model when INTELLIGENCE_MODEL_URL is set');
    if (timeoutMs === 0) throw new Error('INTELLIGENCE_MODEL_TIMEOUT_MS must be at least 1');
  }
  return { modelUrl: url ? url.replace(/\/+$/, '') : null, model: model || null, modelKey: key || null, timeoutMs };
}
