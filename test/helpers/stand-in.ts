import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';

/**
 * Lets a sandbox provider stand in for one that acquires real data: sandbox answers never enter the library
 * (platform/live/reader.ts), so a test of what real acquisitions store renames the provider for its duration.
 * Answers a function that gives the provider its sandbox name back.
 */
export function standInForReal(provider: { name: string }, name = 'stand-in'): () => void {
  const original = provider.name;
  Object.defineProperty(provider, 'name', { value: name, configurable: true, writable: true });
  return () => Object.defineProperty(provider, 'name', { value: original, configurable: true, writable: true });
}

/**
 * Every sandbox provider of a service's modules standing in for a real one (see standInForReal), for reads whose
 * records a test needs in the library. Answers a function that gives them their sandbox names back.
 */
export function standInsForReal(modules: Readonly<Record<string, unknown>>): () => void {
  const restores: (() => void)[] = [];
  for (const services of Object.values(modules)) {
    if (!services || typeof services !== 'object') continue;
    for (const part of [services, ...Object.values(services)]) {
      if (part && typeof part === 'object' && (part as { name?: unknown }).name === SANDBOX_PROVIDER) restores.push(standInForReal(part as { name: string }));
    }
  }
  return () => restores.reverse().forEach((restore) => restore());
}
