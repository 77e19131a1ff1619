import { camelCase } from '../../platform/names.ts';
import { defineRoute } from '../../platform/rest/route.ts';
import { advertiserArgs, folderCreateArgs, folderListArgs, folderNewArgs, searchArgs } from './params.ts';
import { PRICES } from './prices.ts';

/** adlib's REST operations (README "adlib"): search, advertiser profile and insights, monitoring folders. */

const AD = 'network adId advertiserId score snippet firstSeenAt lastSeenAt ad';
const COUNT = 'value ads';
const FOLDER = 'folderId name advertisers { network id } createdAt lastReadAt';
const PROFILE = `network advertiserId name names pages networks countries platforms firstAdSeenAt lastAdSeenAt
  firstAdStartedAt lastAdStartedAt activeAds totalAds`;
const INSIGHTS = `network advertiserId computedAt activeAds totalAds adsStartedPerWeek { week ads }
  mediaTypes { ${COUNT} } formats { ${COUNT} } countries { ${COUNT} } platforms { ${COUNT} }
  runLength { averageDays medianDays buckets { label fromDays toDays ads } }
  longestRunning { adId title body startedAt endedAt isActive days }
  themes { terms { ${COUNT} } phrases { ${COUNT} } }
  callsToAction { ${COUNT} } landingDomains { ${COUNT} }
  spend { currency ads lowerBound upperBound } impressions { ads lowerBound upperBound }`;

/** The GraphQL variables of REST parameters: each under its GraphQL name, absent ones left out. */
const asVariables = (p: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [camelCase(k), v]),
  );

const SEARCH_ARGS: [string, string][] = [
  ['query', 'String'],
  ['networks', '[String!]'],
  ['advertiserIds', '[String!]'],
  ['countries', '[String!]'],
  ['status', 'String'],
  ['mediaTypes', '[String!]'],
  ['platforms', '[String!]'],
  ['startedAfter', 'String'],
  ['startedBefore', 'String'],
  ['minDaysRunning', 'Int'],
  ['sort', 'String'],
  ['limit', 'Int'],
  ['cursor', 'String'],
  ['trim', 'Boolean'],
];

export const adlibSearch = defineRoute({
  method: 'POST',
  path: '/v1/adlib/search',
  operation: 'adlib.search',
  price: { price: PRICES.search },
  sample: async (api) => {
    await api.acquire('/v1/facenet/live/adlibrary/search/ads?query=parity+ads');
    return { body: { query: 'shop', limit: 5, sort: 'newest' } };
  },
  summary: 'Full-text search over every stored ad of every network: words, "phrases", word* prefixes, -exclusions, filters, three sorts, keyset cursor',
  params: searchArgs,
  subgraph: 'adlib',
  document: `query AdlibSearch(${SEARCH_ARGS.map(([n, t]) => `$${n}: ${t}`).join(', ')}) {
    search: adSearch(${SEARCH_ARGS.map(([n]) => `${n}: $${n}`).join(', ')}) { sort ads { ${AD} } nextCursor }
  }`,
  variables: (p) => asVariables(p),
  answer: { kind: 'record', at: 'search' },
  notFound: 'Not found.',
});

export const adlibAdvertiser = defineRoute({
  method: 'GET',
  path: '/v1/adlib/advertiser',
  operation: 'adlib.advertiser',
  sample: async (api) => {
    await api.acquire('/v1/facenet/live/adlibrary/company/ads?pageId=5550001');
    return { query: { network: 'facenet', id: '5550001' } };
  },
  summary: 'An advertiser profile from its stored ads: names, pages, networks, countries, first and last ad seen, active and total ads',
  params: advertiserArgs,
  subgraph: 'adlib',
  document: `query AdlibAdvertiser($network: String!, $id: String!) { advertiser: adlibAdvertiser(network: $network, id: $id) { profile { ${PROFILE} } } }`,
  variables: (p) => ({ network: p.network, id: p.id }),
  answer: { kind: 'record', at: 'advertiser.profile' },
  notFound: 'No ad of this advertiser is stored.',
});

export const adlibInsights = defineRoute({
  method: 'GET',
  path: '/v1/adlib/advertiser/insights',
  operation: 'adlib.advertiser.insights',
  sample: async (api) => {
    await api.acquire('/v1/facenet/live/adlibrary/company/ads?pageId=5550002');
    return { query: { network: 'facenet', id: '5550002' } };
  },
  summary:
    'Ad-strategy insights from the stored ads of an advertiser: volume, cadence, formats, reach, run lengths, themes, calls to action, landing domains, spend',
  params: advertiserArgs,
  subgraph: 'adlib',
  document: `query AdlibInsights($network: String!, $id: String!) { advertiser: adlibAdvertiser(network: $network, id: $id) { insights { ${INSIGHTS} } } }`,
  variables: (p) => ({ network: p.network, id: p.id }),
  answer: { kind: 'record', at: 'advertiser.insights' },
  notFound: 'No ad of this advertiser is stored.',
});

export const adlibFolderCreate = defineRoute({
  method: 'POST',
  path: '/v1/adlib/folders',
  operation: 'adlib.folders.create',
  sample: { body: { name: 'Parity', advertisers: [{ network: 'facenet', id: '5550001' }] } },
  summary: 'Creates a monitoring folder: a name and up to 100 advertisers ({network, id})',
  params: folderCreateArgs,
  subgraph: 'adlib',
  document: `mutation AdlibFolderCreate($name: String!, $advertisers: [AdlibAdvertiserInput!]!) {
    folder: createAdlibFolder(name: $name, advertisers: $advertisers) { ${FOLDER} }
  }`,
  variables: (p) => ({ name: p.name, advertisers: p.advertisers }),
  answer: { kind: 'record', at: 'folder' },
  notFound: 'Not found.',
});

export const adlibFolders = defineRoute({
  method: 'GET',
  path: '/v1/adlib/folders',
  operation: 'adlib.folders.list',
  sample: {},
  summary: "The caller's monitoring folders, oldest first",
  params: folderListArgs,
  subgraph: 'adlib',
  document: `query AdlibFolders { folders: adlibFolders { ${FOLDER} } }`,
  variables: () => ({}),
  answer: { kind: 'record', at: 'folders', wrap: 'folders' },
  notFound: 'Not found.',
});

export const adlibFolderNew = defineRoute({
  method: 'GET',
  path: '/v1/adlib/folders/:id/new',
  operation: 'adlib.folders.new',
  price: { price: PRICES.search },
  sample: async (api) => {
    const folder = await api.call<{ folder_id: string }>('POST', '/v1/adlib/folders', { name: 'Parity', advertisers: [{ network: 'facenet', id: '5550001' }] });
    return { params: { id: folder.folder_id }, query: { limit: '10' } };
  },
  summary: "The ads of a folder's advertisers first seen since it was last read; reading moves the folder past them",
  params: folderNewArgs,
  subgraph: 'adlib',
  document: `query AdlibFolderNew($id: String!, $limit: Int, $trim: Boolean) {
    news: adlibFolderNew(id: $id, limit: $limit, trim: $trim) { folderId name since readAt ads { ${AD} } hasMore }
  }`,
  variables: (p) => asVariables(p),
  answer: { kind: 'record', at: 'news' },
  notFound: 'No such folder.',
});

export const adlibRoutes = [adlibSearch, adlibAdvertiser, adlibInsights, adlibFolderCreate, adlibFolders, adlibFolderNew];
