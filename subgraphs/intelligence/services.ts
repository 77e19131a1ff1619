import { settingsFrom } from '../../platform/config.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import { webPages, type NamedPages } from '../../platform/live/web-pages.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { analyserFrom, type Analyser } from './analysis/index.ts';
import { EmailVerifier, verifierSettings } from './verification/index.ts';

/** What intelligence's resolvers share: the analyser, the email verifier, and where pages are read. */
export interface IntelligenceServices {
  analyser: Analyser;
  verifier: EmailVerifier;
  /** Pages `complete` reads: the sandbox web for test keys, the guarded outbound fetcher for live keys (INTELLIGENCE_PAGES, `http` by default). */
  pages: NetworkProviders<NamedPages>;
  /** How long `complete` may spend reading pages (INTELLIGENCE_COMPLETE_BUDGET_MS). */
  budgetMs: number;
}

export function intelligenceServices(platform: PlatformRuntime): IntelligenceServices {
  const read = settingsFrom(platform.config.env);
  return {
    analyser: analyserFrom(platform.config, platform.outbound),
    verifier: new EmailVerifier(verifierSettings(platform.config), platform.db, platform.clock, { outbound: platform.outbound }),
    pages: webPages(
      'intelligence',
      'INTELLIGENCE_PAGES',
      read.string('INTELLIGENCE_PAGES', '') || undefined,
      platform.config,
      platform.outbound,
      platform.sandboxMedia,
    ),
    budgetMs: read.int('INTELLIGENCE_COMPLETE_BUDGET_MS', 20_000),
  };
}

export const intelligenceOf = (ctx: SubgraphContext) => ctx.runtime.modules.intelligence as IntelligenceServices;
