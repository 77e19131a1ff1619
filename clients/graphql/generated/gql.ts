/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query StartUserFeedWalk($handle: String!, $maxPages: Int!, $idempotencyKey: String) {\n  photonetUserFeed(\n    handle: $handle\n    maxPages: $maxPages\n    idempotencyKey: $idempotencyKey\n  ) {\n    job {\n      batchId\n      status\n    }\n    page {\n      pages\n      nextCursor\n    }\n  }\n}\n\nquery JobStatus($batchId: String!) {\n  job(batchId: $batchId) {\n    batchId\n    status\n    cost\n    itemCount\n    doneCount\n    total\n    error\n  }\n}\n\nquery JobResults($batchId: String!, $cursor: String) {\n  job(batchId: $batchId) {\n    batchId\n    results(cursor: $cursor) {\n      results {\n        index\n        status\n        photonetPosts {\n          shortcode\n          caption\n          likes\n          postedAt\n        }\n      }\n      nextCursor\n      complete\n    }\n  }\n}": typeof types.StartUserFeedWalkDocument,
    "query ProfileAcrossNetworks($q: String!, $posts: Int = 3) {\n  photonetProfile(q: $q) {\n    username\n    fullName\n    followers\n    posts(first: $posts) {\n      nodes {\n        shortcode\n        caption\n      }\n    }\n    contacts(goal: collaboration) {\n      cached\n      emails {\n        email\n        contactRelevance\n      }\n      socialAccounts {\n        platform\n        handle\n        profile {\n          ... on Profile {\n            username\n            followers\n          }\n        }\n      }\n    }\n    linkedAccounts {\n      platform\n      handle\n      sourceType\n      evidence\n      profile {\n        __typename\n        ... on Channel {\n          title\n          subscriberCount\n        }\n        ... on OpenfeedProfile {\n          handle\n          followers\n        }\n      }\n    }\n    enrichmentBundle {\n      primaryNiche\n      sources\n    }\n    conversations {\n      recipient\n      messageCount\n    }\n  }\n}": typeof types.ProfileAcrossNetworksDocument,
};
const documents: Documents = {
    "query StartUserFeedWalk($handle: String!, $maxPages: Int!, $idempotencyKey: String) {\n  photonetUserFeed(\n    handle: $handle\n    maxPages: $maxPages\n    idempotencyKey: $idempotencyKey\n  ) {\n    job {\n      batchId\n      status\n    }\n    page {\n      pages\n      nextCursor\n    }\n  }\n}\n\nquery JobStatus($batchId: String!) {\n  job(batchId: $batchId) {\n    batchId\n    status\n    cost\n    itemCount\n    doneCount\n    total\n    error\n  }\n}\n\nquery JobResults($batchId: String!, $cursor: String) {\n  job(batchId: $batchId) {\n    batchId\n    results(cursor: $cursor) {\n      results {\n        index\n        status\n        photonetPosts {\n          shortcode\n          caption\n          likes\n          postedAt\n        }\n      }\n      nextCursor\n      complete\n    }\n  }\n}": types.StartUserFeedWalkDocument,
    "query ProfileAcrossNetworks($q: String!, $posts: Int = 3) {\n  photonetProfile(q: $q) {\n    username\n    fullName\n    followers\n    posts(first: $posts) {\n      nodes {\n        shortcode\n        caption\n      }\n    }\n    contacts(goal: collaboration) {\n      cached\n      emails {\n        email\n        contactRelevance\n      }\n      socialAccounts {\n        platform\n        handle\n        profile {\n          ... on Profile {\n            username\n            followers\n          }\n        }\n      }\n    }\n    linkedAccounts {\n      platform\n      handle\n      sourceType\n      evidence\n      profile {\n        __typename\n        ... on Channel {\n          title\n          subscriberCount\n        }\n        ... on OpenfeedProfile {\n          handle\n          followers\n        }\n      }\n    }\n    enrichmentBundle {\n      primaryNiche\n      sources\n    }\n    conversations {\n      recipient\n      messageCount\n    }\n  }\n}": types.ProfileAcrossNetworksDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StartUserFeedWalk($handle: String!, $maxPages: Int!, $idempotencyKey: String) {\n  photonetUserFeed(\n    handle: $handle\n    maxPages: $maxPages\n    idempotencyKey: $idempotencyKey\n  ) {\n    job {\n      batchId\n      status\n    }\n    page {\n      pages\n      nextCursor\n    }\n  }\n}\n\nquery JobStatus($batchId: String!) {\n  job(batchId: $batchId) {\n    batchId\n    status\n    cost\n    itemCount\n    doneCount\n    total\n    error\n  }\n}\n\nquery JobResults($batchId: String!, $cursor: String) {\n  job(batchId: $batchId) {\n    batchId\n    results(cursor: $cursor) {\n      results {\n        index\n        status\n        photonetPosts {\n          shortcode\n          caption\n          likes\n          postedAt\n        }\n      }\n      nextCursor\n      complete\n    }\n  }\n}"): (typeof documents)["query StartUserFeedWalk($handle: String!, $maxPages: Int!, $idempotencyKey: String) {\n  photonetUserFeed(\n    handle: $handle\n    maxPages: $maxPages\n    idempotencyKey: $idempotencyKey\n  ) {\n    job {\n      batchId\n      status\n    }\n    page {\n      pages\n      nextCursor\n    }\n  }\n}\n\nquery JobStatus($batchId: String!) {\n  job(batchId: $batchId) {\n    batchId\n    status\n    cost\n    itemCount\n    doneCount\n    total\n    error\n  }\n}\n\nquery JobResults($batchId: String!, $cursor: String) {\n  job(batchId: $batchId) {\n    batchId\n    results(cursor: $cursor) {\n      results {\n        index\n        status\n        photonetPosts {\n          shortcode\n          caption\n          likes\n          postedAt\n        }\n      }\n      nextCursor\n      complete\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileAcrossNetworks($q: String!, $posts: Int = 3) {\n  photonetProfile(q: $q) {\n    username\n    fullName\n    followers\n    posts(first: $posts) {\n      nodes {\n        shortcode\n        caption\n      }\n    }\n    contacts(goal: collaboration) {\n      cached\n      emails {\n        email\n        contactRelevance\n      }\n      socialAccounts {\n        platform\n        handle\n        profile {\n          ... on Profile {\n            username\n            followers\n          }\n        }\n      }\n    }\n    linkedAccounts {\n      platform\n      handle\n      sourceType\n      evidence\n      profile {\n        __typename\n        ... on Channel {\n          title\n          subscriberCount\n        }\n        ... on OpenfeedProfile {\n          handle\n          followers\n        }\n      }\n    }\n    enrichmentBundle {\n      primaryNiche\n      sources\n    }\n    conversations {\n      recipient\n      messageCount\n    }\n  }\n}"): (typeof documents)["query ProfileAcrossNetworks($q: String!, $posts: Int = 3) {\n  photonetProfile(q: $q) {\n    username\n    fullName\n    followers\n    posts(first: $posts) {\n      nodes {\n        shortcode\n        caption\n      }\n    }\n    contacts(goal: collaboration) {\n      cached\n      emails {\n        email\n        contactRelevance\n      }\n      socialAccounts {\n        platform\n        handle\n        profile {\n          ... on Profile {\n            username\n            followers\n          }\n        }\n      }\n    }\n    linkedAccounts {\n      platform\n      handle\n      sourceType\n      evidence\n      profile {\n        __typename\n        ... on Channel {\n          title\n          subscriberCount\n        }\n        ... on OpenfeedProfile {\n          handle\n          followers\n        }\n      }\n    }\n    enrichmentBundle {\n      primaryNiche\n      sources\n    }\n    conversations {\n      recipient\n      messageCount\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;