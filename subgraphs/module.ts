import type { WorkerNetwork } from '../platform/acquisition/operations.ts';
import type { FieldPrice, ListSize } from '../platform/billing/cost-model.ts';
import type { Wallet } from '../platform/billing/wallet.ts';
import type { AdminCommand } from '../platform/admin/commands.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { Importer } from '../platform/corpus/import.ts';
import type { BulkTable } from '../platform/db/copy.ts';
import type { Db } from '../platform/db/pool.ts';
import type { JobOperation } from '../platform/jobs/jobs.ts';
import type { LiveReader } from '../platform/live/reader.ts';
import type { MediaMirror } from '../platform/media/mirror.ts';
import type { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import type { ProfilePages } from '../platform/linkinbio/socials.ts';
import type { ProfileDirectory } from '../platform/profile-directory.ts';
import type { RestRoute } from '../platform/rest/route.ts';
import type { SandboxMedia } from '../platform/sandbox/sandbox.ts';

/**
 * The contract between the core and a network module: what a module declares (SubgraphModule) and what the platform
 * hands it (PlatformRuntime). Modules import this file, never the registry that lists them, so the import graph
 * has no circle.
 */

export type { FieldPrice, ListSize };

/** What the platform gives every network module: storage, live acquisition with its archive and mirror, sandbox media. */
export interface PlatformRuntime {
  /** The primary: every write, jobs, billing. */
  db: Db;
  /**
   * Where library and stored reads go: the read replica of DATABASE_READ_URL, or the primary itself when unset. A
   * replica may lag the primary by a moment; nothing read here decides a write.
   */
  readDb: Db;
  config: Config;
  live: LiveReader;
  mirror: MediaMirror;
  sandboxMedia: SandboxMedia;
  /** The time expiry decisions are made by: the system clock, a manual one in tests. */
  clock: Clock;
  /** The base URL clients reach this service at (set once the server listens). */
  publicUrl(): string;
  /** The one way to fetch a URL a caller gave (SSRF-guarded, bounded): what modules' `http` providers read pages with. */
  outbound: OutboundFetcher;
  /** The spendable balances, for modules that charge in their own transactions (a DM send, with its dispatch intent). */
  wallet: Wallet;
}

/** A module's background loop (webhooks' delivery worker). */
export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

export interface SubgraphModule {
  name: string;
  /** Its subgraph schema file (`new URL('./schema.graphql', import.meta.url)`): its types, the payload types of its operations. */
  schema: URL;
  resolvers: unknown;
  /** Its operations, one declaration each: REST route, price, retired path and sample (platform/rest/route.ts). */
  operations?: RestRoute[];
  /**
   * Prices of the billable graph fields no operation selects at its root (entity fields such as `Profile.posts`,
   * GraphQL-only queries), as `Type.field`. An operation's root field is priced by the operation.
   */
  fieldPrices?: Record<string, FieldPrice>;
  /** Makes what its resolvers share across requests (its providers and services), once per process. */
  services?(platform: PlatformRuntime): unknown;
  /** The durable job operations it runs, by operation name, given its services. */
  jobOperations?(services: unknown, platform: PlatformRuntime): Record<string, JobOperation>;
  /**
   * Background work it runs in processes that run jobs (JOB_WORKER, `npm run worker`), given its services: started
   * once the process serves, stopped before it exits.
   */
  background?(services: unknown, platform: PlatformRuntime): BackgroundWork;
  /** The record types `corpus import` accepts for this network (`{"network": name, "type": …}`), by type. */
  importers?: Record<string, Importer<unknown>>;
  /** Commands it adds to `npm run admin` (such as `dm release`), by command name. */
  admin?: Record<string, AdminCommand>;
  /** The demo corpus `npm start` loads on an empty library. */
  demo?: {
    /** Whether its part of the library holds anything yet (only an empty library is seeded). */
    loaded(db: Db): Promise<boolean>;
    /** NDJSON corpus lines, imported batch after batch (a batch may refer to records of an earlier one). */
    batches(): Iterable<Iterable<string>>;
    /**
     * The same corpus as the rows of its tables, exactly as importing `batches()` would leave them (ids, positions,
     * sequences): what a first start loads, by COPY into the empty tables, many times faster than importing.
     * Without it, `batches()` is imported.
     */
    tables?(): BulkTable[];
    /** What was loaded, for the start banner. */
    summary: string;
    /** A REST path and a GraphQL query that answer from the demo corpus (start banner, GraphiQL's first query). */
    example: { rest: string; graphql: string };
  };
  /** Bounds of list fields as `Type.field`, for the cost estimate. */
  lists?: Record<string, ListSize>;
  /** Its library as other modules may read it (profiles and posts for analysis and contact discovery). */
  directory?(platform: PlatformRuntime): ProfileDirectory;
  /**
   * Where the profile pages of its network live (each host, the path forms that carry a handle, the paths that are
   * not accounts), each naming its network: contact discovery names an account found at one of these hosts by the
   * network (`photonet`), not by the host's domain. A module serving several networks names each one's.
   */
  profilePages?: ProfilePages[];
  /** Its own migrations: a folder of versioned SQL files, applied after the platform's (`new URL('./migrations/', import.meta.url)`). */
  migrations?: URL;
  /** The events it pushes to its callers' endpoints: the API description's webhooks, one per event. */
  pushes?: PushedEvents;
  /** What an acquisition worker serves it (`<NETWORK>_PROVIDER=worker`): schema/acquisition-worker.json describes these. */
  acquisitionWorker?: WorkerNetwork;
}

/** Events a module sends to endpoints its callers registered, each a signed POST of one JSON body. */
export interface PushedEvents {
  /** The GraphQL object type of the body sent (its fields under their REST names); its `type` names the event. */
  bodyType: string;
  /** The field of the body that holds the event's data. */
  dataField: string;
  /** The headers sent with each body (its signature among them), each with what it carries. */
  headers: { name: string; description: string; pattern?: string }[];
  /** Each event by its type: what it reports (a sentence) and the GraphQL object type of its data. */
  events: Record<string, { summary: string; dataType: string }>;
}
