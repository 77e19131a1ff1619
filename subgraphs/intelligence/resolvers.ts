import { sandboxVerification } from './verification/sandbox.ts';
import { InvalidApiKey, NotFound } from '../../platform/errors.ts';
import type { DirectoryProfile, RequestDirectory } from '../../platform/profile-directory.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import { camelKeys } from '../../platform/names.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar, Long } from '../scalars.ts';
import { contactArgs, contentArgs, enrichmentArgs, known } from './args.ts';
import { discoverContacts, forGoal, profileAccounts, type ContactData, type Depth, type SocialAccountFound } from './contacts/discover.ts';
import { contactLoaders, storeContacts } from './contacts/store.ts';
import type { Goal } from './contacts/classify.ts';
import type { ContentSignals, Enrichment } from './analysis/index.ts';
import { intelligenceOf } from './services.ts';

/** `network`'s directory as this request reads it (batched and cached for the request only); 400 when none. */
const directoryOf = (ctx: SubgraphContext, network: string): RequestDirectory => known(ctx.runtime.directories, network).within(ctx.loaders);

/** The profile `q` names on `network`; 404 when the library does not hold it. */
async function profileOf(ctx: SubgraphContext, network: string, q: string): Promise<DirectoryProfile> {
  const found = await directoryOf(ctx, network).find(q);
  if (!found) throw new NotFound(`This profile is not in the ${network} library.`);
  return found;
}

function discover(depth: Depth) {
  return async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext): Promise<ContactData> => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const { network, q, goal = 'collaboration' } = checkArgs(contactArgs, args);
    const profile = await profileOf(ctx, network, q);
    const services = intelligenceOf(ctx);
    const data = await discoverContacts(profile, depth, goal, {
      pages: services.pages.for(ctx.keyMode),
      // Test keys' addresses are judged by the sandbox rule: no mail host is ever contacted for them.
      verify: (email) =>
        ctx.keyMode === 'test' ? Promise.resolve(sandboxVerification(email, new Date(ctx.runtime.clock.now()))) : services.verifier.verify(email),
      profilePages: ctx.runtime.profilePages,
      budgetMs: services.budgetMs,
    });
    // What a test key discovers (from the sandbox web) never enters the library.
    if (ctx.keyMode === 'live') {
      await storeContacts(ctx.runtime.db, network, profile.id, depth, data, new Date(ctx.runtime.clock.now()));
      const loaders = ctx.loaders.get(contactLoaders);
      loaders.stored.clear({ network, profileKey: profile.id });
      loaders.links.clear({ network, profileKey: profile.id });
    }
    return data;
  };
}

/** The bundle (2.3): every field, `sources` added, and the REST document with nulls omitted. */
function bundle(enrichment: Enrichment, profile: DirectoryProfile) {
  const sources = ['profile', ...(profile.posts.length ? ['posts'] : [])];
  const document = Object.fromEntries(Object.entries({ ...enrichment, sources }).filter(([, v]) => v !== null && v !== undefined));
  return { ...camelKeys(enrichment), tags: enrichment.content_tags, sources, document };
}

async function enrich(ctx: SubgraphContext, profile: DirectoryProfile) {
  const { analyser } = intelligenceOf(ctx);
  // A model failure throws before anything is stored (and the request is not charged).
  const enrichment = await analyser.enrich(profile);
  // Kept with the record where its library keeps analyses, and only when this one is new (the directory decides).
  await directoryOf(ctx, profile.network).saveEnrichment?.(
    profile.id,
    enrichment as unknown as Record<string, unknown>,
    analyser.version,
    new Date(ctx.runtime.clock.now()),
  );
  return bundle(enrichment, profile);
}

const signals = (postId: number, s: ContentSignals) => ({ postId, ...camelKeys(s), sponsorship: camelKeys(s.sponsorship) });

/** A representation of the photonet Profile entity (by id or username) as the directory's profile. */
async function profileByRef(ctx: SubgraphContext, ref: { id?: number | string; username?: string }) {
  if (!ctx.runtime.directories.photonet) return null;
  const directory = directoryOf(ctx, 'photonet');
  return ref.id !== undefined ? directory.byKey(String(ref.id)) : directory.find(String(ref.username));
}

const storedContacts = (ctx: SubgraphContext, network: string, profileKey: string) => ctx.loaders.get(contactLoaders).stored.load({ network, profileKey });

/** The entity type of each library's records in the graph (the members of LibraryRecord), by network. */
const RECORD_TYPES: Readonly<Record<string, string>> = { photonet: 'Profile', clipnet: 'ClipnetCreator', videonet: 'Channel', openfeed: 'OpenfeedProfile' };

/** A record another subgraph names by its key: the library's, or its key alone when the library does not hold it. */
async function recordByKey(ctx: SubgraphContext, network: string, key: string): Promise<DirectoryProfile | RecordKey> {
  const directory = ctx.runtime.directories[network];
  return (directory && (await directory.within(ctx.loaders).byKey(key))) ?? { network, id: key };
}

/** A record known only by its key. */
interface RecordKey {
  network: string;
  id: string;
}

const isProfile = (record: DirectoryProfile | RecordKey): record is DirectoryProfile => 'profile_url' in record;

/**
 * The accounts a record links to: what it publishes itself now (its links and biography), then what discovery found
 * elsewhere (link-in-bio pages, official sites) and stored. A link the record states itself shows when discovery
 * first stored it, if it did.
 */
async function linkedAccounts(record: DirectoryProfile | RecordKey, ctx: SubgraphContext): Promise<(SocialAccountFound & { found_at: Date | null })[]> {
  const stored = await ctx.loaders.get(contactLoaders).links.load({ network: record.network, profileKey: record.id });
  const same = (a: SocialAccountFound, b: SocialAccountFound) => a.platform === b.platform && a.handle.toLowerCase() === b.handle.toLowerCase();
  // Its own account (a page linking back to it) is not a link to another.
  const self = (account: SocialAccountFound) =>
    account.platform === record.network && isProfile(record) && [record.id, record.username].some((k) => k.toLowerCase() === account.handle.toLowerCase());
  const own = isProfile(record) ? profileAccounts(record, ctx.runtime).filter((account) => !self(account)) : [];
  return [
    ...own.map((account) => ({ ...account, found_at: stored.find((link) => same(link, account))?.found_at ?? null })),
    ...stored.filter((link) => link.source_type !== 'official_profile' && !self(link) && !own.some((account) => same(account, link))),
  ];
}

/** Resolvers of a library's record type as this subgraph extends it: its key, and the accounts it links to. */
const recordType = (network: string, key: string) => ({
  __resolveReference: (ref: Record<string, unknown>, ctx: SubgraphContext) => recordByKey(ctx, network, String(ref[key])),
  [key]: (record: DirectoryProfile | RecordKey) => record.id,
  linkedAccounts: (record: DirectoryProfile | RecordKey, _: unknown, ctx: SubgraphContext) => linkedAccounts(record, ctx),
});

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Long,
  Query: {
    async intelligenceStoredContacts(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { network, q, goal = 'collaboration' } = checkArgs(contactArgs, args);
      const profile = await profileOf(ctx, network, q);
      const stored = await storedContacts(ctx, network, profile.id);
      return stored && forGoal(stored, goal);
    },
    async intelligenceEnrichment(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { network, q } = checkArgs(enrichmentArgs, args);
      return enrich(ctx, await profileOf(ctx, network, q));
    },
    async intelligenceContent(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { network = 'photonet', post_id } = checkArgs(contentArgs, args);
      const post = await directoryOf(ctx, network).post(post_id);
      if (!post) return null;
      return signals(post.id, await intelligenceOf(ctx).analyser.content(post));
    },
  },
  Mutation: {
    intelligenceContactsFast: discover('fast'),
    intelligenceContactsComplete: discover('complete'),
  },
  ContactData: {
    emails: (data: ContactData) => data.emails.map((e) => ({ ...camelKeys(e), verification: e.verification && camelKeys(e.verification) })),
    socialAccounts: (data: ContactData) => data.social_accounts,
  },
  SocialAccount: {
    sourceUrl: (account: Partial<SocialAccountFound>) => account.source_url ?? null,
    sourceType: (account: Partial<SocialAccountFound>) => account.source_type ?? null,
    foundAt: (account: { found_at?: Date | null }) => account.found_at ?? null,
    // The account's record in the library of the network it is on, when that library holds it.
    profile: (account: { platform: string; handle: string }, _: unknown, ctx: SubgraphContext) =>
      RECORD_TYPES[account.platform] && ctx.runtime.directories[account.platform] ? directoryOf(ctx, account.platform).find(account.handle) : null,
  },
  LibraryRecord: {
    __resolveType: (record: DirectoryProfile) => RECORD_TYPES[record.network],
  },
  ClipnetCreator: recordType('clipnet', 'handle'),
  Channel: recordType('videonet', 'channelId'),
  OpenfeedProfile: recordType('openfeed', 'did'),
  Profile: {
    __resolveReference: (ref: { id?: number; username?: string }, ctx: SubgraphContext) => profileByRef(ctx, ref),
    id: (profile: DirectoryProfile) => Number(profile.id),
    linkedAccounts: (profile: DirectoryProfile | null, _: unknown, ctx: SubgraphContext) => (profile ? linkedAccounts(profile, ctx) : []),
    async contacts(profile: DirectoryProfile | null, args: { goal?: Goal }, ctx: SubgraphContext) {
      if (!profile) return null;
      const stored = await storedContacts(ctx, profile.network, profile.id);
      return stored && forGoal(stored, args.goal ?? 'collaboration');
    },
    enrichmentBundle: (profile: DirectoryProfile | null, _: unknown, ctx: SubgraphContext) => (profile ? enrich(ctx, profile) : null),
    async contentSignals(profile: DirectoryProfile | null, args: { first: number }, ctx: SubgraphContext) {
      if (!profile) return [];
      const { analyser } = intelligenceOf(ctx);
      const first = Math.max(0, Math.min(args.first ?? 5, 50));
      return Promise.all(profile.posts.slice(0, first).map(async (post) => signals(post.id, await analyser.content(post))));
    },
  },
};
