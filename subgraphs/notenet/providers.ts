import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import type { Config } from '../../platform/config.ts';
import { InvalidRequest, PipelinePaused, type ApiError } from '../../platform/errors.ts';
import { codedFailure, MAGIC_FAILURES, sleep, type MagicFailure, type SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import { SandboxNoteNetwork } from './sandbox-notes.ts';
import type { NotenetProvider, RawExplorePage, RawNote } from './upstream.ts';
import { NotenetWorkerProvider } from './worker.ts';

/** Retry-After of a sandbox pause (err-paused, 9990503…), as the other networks' sandboxes give it. */
const SANDBOX_PAUSE_SECONDS = 120;

/** A sandbox failure as this network answers it: a paused source is the note pipeline's `pipeline_paused`. */
export function notenetFailure(failure: MagicFailure): ApiError {
  return failure === 'err-paused' ? new PipelinePaused(SANDBOX_PAUSE_SECONDS) : MAGIC_FAILURES[failure]();
}

/**
 * The sandbox provider: deterministic notes from SandboxNoteNetwork after a simulated latency. Note ids carry the
 * sandbox's failure codes at their start (ids have no fixed part): 9990502… 502, 9990504… 504, 9990429… 429,
 * 9990503… 503 pipeline_paused, 9990404… 404.
 */
export class SandboxNotenetProvider implements NotenetProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly network: SandboxNoteNetwork,
    private readonly latencyMs: number,
  ) {}

  private async arrive(): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
  }

  async explore(cursor: string | undefined): Promise<RawExplorePage> {
    await this.arrive();
    const page = SandboxNoteNetwork.pageOf(cursor);
    const answer = page === null ? null : this.network.explore(page);
    if (!answer) throw new InvalidRequest('cursor is not a cursor this API gave out; pass next_cursor of the previous explore page.');
    return answer;
  }

  async note(noteId: string): Promise<RawNote> {
    await this.arrive();
    const failure = codedFailure(noteId);
    if (failure) throw notenetFailure(failure);
    return this.network.note(noteId);
  }
}

/** The sandbox always; for live keys NOTENET_PROVIDER=worker (an acquisition worker), or none: their acquisitions answer 503. */
export function notenetProviders(config: Config, media: SandboxMedia): NetworkProviders<NotenetProvider> {
  return networkProviders<NotenetProvider>('notenet', config.providers, {
    sandbox: () => new SandboxNotenetProvider(new SandboxNoteNetwork(media), config.sandboxLatencyMs),
    real: { worker: () => new NotenetWorkerProvider(AcquisitionWorker.fromConfig(config, 'notenet')) },
  });
}
