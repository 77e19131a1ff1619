import type { Config } from '../../../platform/config.ts';
import type { OutboundFetcher } from '../../../platform/outbound/fetcher.ts';
import { ModelAnalyser } from './model-analyser.ts';
import { OfflineAnalyser } from './offline-analyser.ts';
import { analyserSettings } from './settings.ts';
import type { Analyser } from './types.ts';

/**
 * The profile-intelligence analyser: what a profile is (contract 2.3 enrichment) and what a post says (content
 * signals). OfflineAnalyser is the default; ModelAnalyser asks an OpenAI-compatible model when the operator
 * configures one (INTELLIGENCE_MODEL_URL, INTELLIGENCE_MODEL, INTELLIGENCE_MODEL_KEY, INTELLIGENCE_MODEL_TIMEOUT_MS).
 */
export type { Analyser, ContentSignals, Enrichment, PostText, ProfilePost, ProfileText } from './types.ts';
export { enrichmentSchema } from './enrichment-schema.ts';
export { OfflineAnalyser, OFFLINE_ANALYSER_VERSION, contentSignalsOf } from './offline-analyser.ts';
export { ModelAnalyser, ENRICHMENT_SYSTEM_PROMPT } from './model-analyser.ts';
export { analyserSettings, type AnalyserSettings } from './settings.ts';
export { ACCOUNT_ROLES, COMMERCIAL_INTENTS, CONTENT_STYLES, ENTITY_TYPES, GENDERS, AGE_RANGES } from './profile-traits.ts';
export { BRAND_SAFETY } from './brand-safety.ts';

/** The analyser the configuration names: a model when INTELLIGENCE_MODEL_URL is set, else the offline one. */
export function analyserFrom(config: Config, outbound: Pick<OutboundFetcher, 'fetchBytes'>): Analyser {
  const settings = analyserSettings(config);
  if (settings.modelUrl && settings.model) {
    return new ModelAnalyser({ url: settings.modelUrl, model: settings.model, key: settings.modelKey, timeoutMs: settings.timeoutMs }, outbound);
  }
  return new OfflineAnalyser();
}
