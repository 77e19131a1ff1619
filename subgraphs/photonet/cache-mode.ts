import type { SourceMode } from '../../platform/live/reader.ts';

/** photonet's `cached` control (contract 4.1.3): auto serves what is stored or acquires, cache_only never acquires. */
export type CacheMode = 'auto' | 'cache_only' | 'live';

/** `cached` as the live reader's source modes: the walkers' and the wrappers' one mapping. */
export const SOURCE_OF: Record<CacheMode, SourceMode> = { auto: 'auto', cache_only: 'db', live: 'live' };
