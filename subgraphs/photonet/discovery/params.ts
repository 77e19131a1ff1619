import { z } from 'zod';
import { InvalidRequest } from '../../../platform/errors.ts';
import { across, documented, flagParam, intParam, normalised, parsed, timestampParam } from '../../../platform/rest/params.ts';
import { normaliseProfileQuery } from '../profile-query.ts';
import { parseText } from './text.ts';

/**
 * The parameter rules of discovery (README "Discovery"): POST /v1/discovery/search and GET /v1/discovery/lookalikes,
 * and their GraphQL fields discoverProfiles and lookalikes (the same rules, by checkArgs).
 */

/** The networks whose library discovery searches: photonet's is the one indexed for it. */
export const DISCOVERY_NETWORKS = ['photonet'] as const;
export const SORTS = ['relevance', 'followers', 'engagement_rate', 'growth_30d', 'recently_scraped'] as const;
export type Sort = (typeof SORTS)[number];
/** Linked-account platforms a filter may name: the networks and hosts contact discovery links accounts on. */
const PLATFORM = /^[a-z0-9][a-z0-9.-]{0,62}$/;

const network = documented(
  z.enum(DISCOVERY_NETWORKS, { error: `network must be one of ${DISCOVERY_NETWORKS.join(', ')} (the networks with a discovery library)` }),
  {
    type: 'string',
    enum: [...DISCOVERY_NETWORKS],
    default: 'photonet',
    description: 'The library searched; photonet (the one indexed for discovery).',
  },
);

/** A list of 1 to `max` values, each 1 to 100 characters, matched without regard to case. */
function values(name: string, max: number, description: string) {
  return documented(
    z
      .array(
        z
          .string({ error: `each of ${name} must be a string` })
          .trim()
          .min(1, `${name} must not hold a blank value`)
          .max(100, `each of ${name} is at most 100 characters`),
        {
          error: `${name} must be a list of strings`,
        },
      )
      .min(1, `${name} must name at least one value (leave it out to match any)`)
      .max(max, `${name} names at most ${max} values`)
      .transform((list) => [...new Set(list.map((v) => v.toLowerCase()))]),
    { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, minItems: 1, maxItems: max, description },
  );
}

const finite = (name: string) => z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a finite number`);

/** {min, max}: each optional, at least one; min at most max. */
function range(name: string, item: z.ZodType<number>, description: string) {
  return documented(
    z.strictObject({ min: item.optional(), max: item.optional() }, { error: `${name} must be an object {min, max}` }).superRefine(
      across((r: { min?: number; max?: number }) => {
        if (r.min === undefined && r.max === undefined) throw new InvalidRequest(`${name} must give min, max or both.`);
        if (r.min !== undefined && r.max !== undefined && r.min > r.max) throw new InvalidRequest(`${name}.min must not be above ${name}.max.`);
      }),
    ),
    {
      type: 'object',
      additionalProperties: false,
      properties: { min: { type: 'number' }, max: { type: 'number' } },
      description,
    },
  );
}

const count = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large`);

const text = documented(z.string({ error: 'text must be a string' }).max(200, 'text is at most 200 characters'), {
  type: 'string',
  maxLength: 200,
  description:
    'Words over username, full name, biography, tagline and the enrichment summaries (every word must match, stemmed by the profile\'s language), "phrases in double quotes" (the words in that order), and a minus before a word or phrase to exclude profiles with it; at most 20 terms, one not excluded.',
}).transform(
  parsed((t: string) => {
    parseText(t);
    return t;
  }),
);

const cursor = documented(z.string({ error: 'cursor must be a string' }).min(1, 'cursor must not be empty').max(8192, 'cursor is at most 8192 characters'), {
  type: 'string',
  minLength: 1,
  maxLength: 8192,
  description: 'next_cursor of the previous page of the same search (same text, filters and sort); opaque and signed: another value is a 400.',
});

export const searchArgs = z
  .strictObject({
    network: network.optional(),
    text: text.optional(),
    niches: values('niches', 50, "Primary niche or sub-niches, any of (the enrichment's names, any case)").optional(),
    countries: values('countries', 50, "The enrichment's country, full names (France, not FR), any of").optional(),
    cities: values('cities', 50, "The enrichment's city, any of").optional(),
    languages: values('languages', 50, "The enrichment's primary language or other languages, full names, any of").optional(),
    followers: range('followers', count('followers'), 'Followers between min and max, both included').optional(),
    engagement_rate: range(
      'engagement_rate',
      finite('engagement_rate'),
      "The metrics' engagement rate (a fraction: 0.03 is 3%) between min and max, both included; a profile without one never matches",
    ).optional(),
    growth_30d: documented(z.strictObject({ min: finite('growth_30d.min') }, { error: 'growth_30d must be an object {min}' }), {
      type: 'object',
      additionalProperties: false,
      required: ['min'],
      properties: { min: { type: 'number' } },
      description: "The metrics' 30-day follower growth (a fraction) at least min; a profile without one never matches",
    }).optional(),
    entity_type: values('entity_type', 3, 'person, brand or character, any of').optional(),
    account_role: values('account_role', 20, 'creator, brand, athlete, media ..., any of').optional(),
    gender: values('gender', 10, "The enrichment's gender, any of").optional(),
    age_range: values('age_range', 10, "The enrichment's age range, any of").optional(),
    is_verified: flagParam('is_verified', 'true: verified accounts only; false: unverified only'),
    is_business_account: flagParam('is_business_account', 'true: business accounts only; false: the others only'),
    has_contact: flagParam('has_contact', 'true: profiles with a stored deliverable email address (contact discovery); false: the others'),
    has_linked_account: documented(
      z
        .array(
          z
            .string({ error: 'has_linked_account must be a list of platform names' })
            .regex(PLATFORM, 'a platform is a network name or a host, lowercase (videonet, openfeed, …)'),
          {
            error: 'has_linked_account must be a list of platform names',
          },
        )
        .min(1, 'has_linked_account must name at least one platform')
        .max(20, 'has_linked_account names at most 20 platforms'),
      {
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        maxItems: 20,
        description: 'Profiles contact discovery linked to an account on any of these platforms (videonet, openfeed, …)',
      },
    ).optional(),
    last_scraped_after: timestampParam('last_scraped_after').optional(),
    sort: documented(z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }), {
      type: 'string',
      enum: [...SORTS],
      description:
        'relevance (needs text; the default with text), followers (the default without), engagement_rate, growth_30d, recently_scraped; each best first, ties by id',
    }).optional(),
    limit: intParam('limit', 1, 100).optional(),
    cursor: cursor.optional(),
  })
  .superRefine(
    across((p: { sort?: Sort; text?: string }) => {
      if (p.sort === 'relevance' && p.text === undefined)
        throw new InvalidRequest('sort relevance needs text: name the words to rank by, or choose another sort.');
    }),
  );
export type SearchArgs = z.infer<typeof searchArgs>;

export const lookalikeArgs = z.strictObject({
  network: network.optional(),
  q: normalised((v) => normaliseProfileQuery(v, 'q'), { description: 'The account: a username, @handle or profile URL.' }),
  limit: intParam('limit', 1, 100).optional(),
});
export type LookalikeArgs = z.infer<typeof lookalikeArgs>;
