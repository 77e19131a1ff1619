import { NetworkProviders, type NamedProvider } from '../../platform/live/providers.ts';

/**
 * Installs a stand-in for a network's real provider: its sandbox under another name, serving live keys. Sandbox
 * answers never enter the library (platform/live/reader.ts), so a test of what real acquisitions store reads with a
 * live key through this. Answers a function that takes the stand-in out again.
 */
export function standInForReal<P extends NamedProvider>(providers: NetworkProviders<P>, name = 'stand-in'): () => void {
  const original = providers.real;
  const standIn = Object.create(providers.sandbox, { name: { value: name, enumerable: true } }) as P;
  Object.defineProperty(providers, 'real', { value: standIn, configurable: true, writable: true });
  return () => Object.defineProperty(providers, 'real', { value: original, configurable: true, writable: true });
}

/**
 * Stand-ins for every network's real provider (see standInForReal), for live keys' reads whose records a test
 * needs in the library. Answers a function that takes them out again.
 */
export function standInsForReal(modules: Readonly<Record<string, unknown>>): () => void {
  const restores: (() => void)[] = [];
  for (const services of Object.values(modules)) {
    if (!services || typeof services !== 'object') continue;
    for (const part of Object.values(services)) {
      if (part instanceof NetworkProviders) restores.push(standInForReal(part));
    }
  }
  return () => restores.reverse().forEach((restore) => restore());
}
