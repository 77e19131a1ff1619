import type { KeyMode } from '../accounts/keys.ts';
import { ProviderNotConfigured } from '../errors.ts';
import { SANDBOX_PROVIDER } from './reader.ts';

/** What every provider of a network shares: its name, archived with each payload it returns. */
export interface NamedProvider {
  readonly name: string;
}

/**
 * The providers of one network, chosen per caller (README, "Test keys and live keys"): test keys always get the
 * sandbox; live keys get the real provider the deployment configured (`setting`, such as CLIPNET_PROVIDER), never the
 * sandbox. Without one, a live key's acquisition answers 503 `source_paused` naming the setting, uncharged, while its
 * stored reads (`source=db`) still answer from what live keys acquired before.
 */
export class NetworkProviders<P extends NamedProvider> {
  private readonly paused: P;

  constructor(
    readonly network: string,
    /** The environment variable that names the real provider. */
    readonly setting: string,
    readonly sandbox: P,
    readonly real: P | null,
  ) {
    if (sandbox.name !== SANDBOX_PROVIDER) throw new Error(`${network}: the sandbox provider must be named ${SANDBOX_PROVIDER}`);
    if (real && real.name === SANDBOX_PROVIDER) throw new Error(`${setting}: live keys never read the sandbox; name a real provider or leave it unset`);
    this.paused = unconfigured<P>(network, setting);
  }

  /** The provider a caller of `mode` acquires from. */
  for(mode: KeyMode): P {
    if (mode === 'test') return this.sandbox;
    return this.real ?? this.paused;
  }

  /** Whether live keys have a real provider here (for /readyz and the start banner). */
  get live(): boolean {
    return this.real !== null;
  }
}

/**
 * A stand-in for a real provider the deployment did not configure: every method rejects with 503 `source_paused`
 * naming the setting. Typed as the network's provider, so reads written against the interface need no special case,
 * and it fails only when an acquisition is attempted (a stored read never calls it).
 */
function unconfigured<P extends NamedProvider>(network: string, setting: string): P {
  return new Proxy({} as P, {
    get(_target, property) {
      if (property === 'name') return 'none';
      if (property === 'then') return undefined; // not a promise
      return () => Promise.reject(new ProviderNotConfigured(network, setting));
    },
  });
}

/**
 * A network's providers from the deployment's settings: the sandbox always (for test keys), and for live keys the
 * real provider `<NETWORK>_PROVIDER` names among `real`, or none when it is unset. `sandbox` as a value is what the
 * setting meant before test keys existed: live keys then get no provider, and a warning says so.
 */
export function networkProviders<P extends NamedProvider>(
  network: string,
  settings: Record<string, string>,
  makers: { sandbox: () => P; real: Record<string, () => P> },
  setting = `${network.toUpperCase()}_PROVIDER`,
): NetworkProviders<P> {
  const name = settings[network];
  let real: P | null = null;
  if (name === SANDBOX_PROVIDER) {
    process.emitWarning(
      `${setting}=sandbox: test keys (kb_test_) always read the sandbox and live keys never do, so live keys have no provider for ${network} here. Name a real provider, or remove the setting for the default.`,
    );
  } else if (name !== undefined) {
    const make = makers.real[name];
    if (!make) {
      const known = Object.keys(makers.real);
      throw new Error(
        `${setting} must be ${known.length ? known.join(' or ') : 'unset (no real provider exists for this network yet)'}, got ${JSON.stringify(name)}`,
      );
    }
    real = make();
  }
  return new NetworkProviders(network, setting, makers.sandbox(), real);
}
