/**
 * Apollo Client against the service, with the typed operations of clients/graphql (GraphQL Code Generator) sent as
 * persisted operations (by SHA-256 hash; a router with GRAPHQL_PERSISTED_ONLY=true runs them too):
 * a profile followed across networks in one query, then a walk of several pages submitted as a durable job, polled
 * until it finishes, and its results read page by page.
 *
 *   KB_API_URL=http://localhost:4000 KB_API_KEY=kb_test_… npx tsx examples/apollo-client.ts marco.lifts0 sbx_30_demo
 *
 * Prints one JSON object: the profile, the job's final status and the number of items it delivered.
 */
import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import {
  type JobResultsQuery,
  JobResultsDocument,
  JobStatusDocument,
  ProfileAcrossNetworksDocument,
  StartUserFeedWalkDocument,
} from '../clients/graphql/generated/graphql.ts';

const base = process.env.KB_API_URL ?? 'http://localhost:4000';
const key = process.env.KB_API_KEY;
if (!key) throw new Error('Set KB_API_KEY to your API key (kb_test_… for the sandbox, kb_live_… for real data).');
const [profile = 'marco.lifts0', walkHandle = 'sbx_30_demo'] = process.argv.slice(2);

const client = new ApolloClient({
  // Each operation is sent as its hash; the service knows the document from schema/persisted-operations.json.
  link: new PersistedQueryLink({ sha256: (text) => createHash('sha256').update(text).digest('hex') }).concat(
    new HttpLink({ uri: `${base}/graphql`, headers: { authorization: `Bearer ${key}` } }),
  ),
  cache: new InMemoryCache(),
  // Jobs change between polls: always ask the service.
  defaultOptions: { query: { fetchPolicy: 'network-only' } },
});

// One request, several subgraphs: the library profile, its posts, contacts, enrichment and DM conversations.
const across = await client.query({ query: ProfileAcrossNetworksDocument, variables: { q: profile, posts: 2 } });
const found = across.data?.photonetProfile ?? null;

// A walk of more than one page is a job: free to submit, charged once when it completes.
const started = await client.query({ query: StartUserFeedWalkDocument, variables: { handle: walkHandle, maxPages: 3 } });
const batchId = started.data?.photonetUserFeed?.job?.batchId;
if (!batchId) throw new Error(`the walk did not start a job: ${JSON.stringify(started.data)}`);

let status = 'queued';
let cost = '';
for (let attempt = 0; attempt < 300 && !['ready', 'failed'].includes(status); attempt++) {
  if (attempt) await new Promise((resolve) => setTimeout(resolve, 200));
  const polled = await client.query({ query: JobStatusDocument, variables: { batchId } });
  status = polled.data?.job?.status ?? 'missing';
  cost = polled.data?.job?.cost ?? '';
}

let items = 0;
let cursor: string | null = null;
if (status === 'ready') {
  for (;;) {
    const page: { data?: JobResultsQuery } = await client.query({ query: JobResultsDocument, variables: { batchId, cursor } });
    const results = page.data?.job?.results;
    if (!results) break;
    for (const result of results.results) items += result.photonetPosts?.length ?? 0;
    if (results.complete || !results.nextCursor) break;
    cursor = results.nextCursor;
  }
}

process.stdout.write(
  JSON.stringify({
    profile: found && {
      username: found.username,
      followers: found.followers,
      posts: found.posts.nodes.map((p) => p.shortcode),
      conversations: found.conversations.length,
      primaryNiche: found.enrichmentBundle?.primaryNiche ?? null,
    },
    job: { batchId, status, cost, items },
  }) + '\n',
);
client.stop();
