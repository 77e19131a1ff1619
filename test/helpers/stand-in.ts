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
