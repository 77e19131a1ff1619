import { argsSchema, type WorkerNetwork } from '../../platform/acquisition/operations.ts';
import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { PipelinePaused, SourcePaused } from '../../platform/errors.ts';
import type { NotenetProvider, RawExplorePage, RawNote } from './upstream.ts';

/** notenet's operations as an acquisition worker serves them (NOTENET_PROVIDER=worker). */
export const NOTENET_WORKER: WorkerNetwork = {
  network: 'notenet',
  description: "The note network, read anonymously. A worker's `paused` answers the API's callers 503 pipeline_paused (this network's own code).",
  operations: [
    {
      name: 'explore',
      description: 'One page of the anonymous explore feed.',
      args: argsSchema({}),
      pages: true,
      raw: "The explore page: its notes and cursor_score, the next page's cursor (empty on the last).",
    },
    {
      name: 'note',
      description: 'One note.',
      args: argsSchema({ note_id: { type: 'string', pattern: '^[0-9a-f]{24}$', description: "The note's 24-hex id." } }),
      pages: false,
      raw: 'The note record.',
    },
  ],
};

/** notenet read through an acquisition worker; a paused worker is the note pipeline's `pipeline_paused`. */
export class NotenetWorkerProvider implements NotenetProvider {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  private async call<Raw>(operation: string, args: Record<string, unknown>, cursor: string | null): Promise<Raw> {
    try {
      return (await this.worker.acquire<Raw>('notenet', operation, args, cursor)).raw;
    } catch (err) {
      if (err instanceof SourcePaused) throw new PipelinePaused(Number(err.headers['Retry-After']));
      throw err;
    }
  }

  explore(cursor: string | undefined) {
    return this.call<RawExplorePage>('explore', {}, cursor ?? null);
  }
  note(noteId: string) {
    return this.call<RawNote>('note', { note_id: noteId }, null);
  }
}
