import { z } from 'zod';
import { UpstreamError, UpstreamTimeout } from '../../../platform/errors.ts';
import { ApiCallFailed, callApi, type ApiAnswer } from '../../../platform/outbound/api-call.ts';
import type { OutboundFetcher } from '../../../platform/outbound/fetcher.ts';
import { enrichmentSchema } from './enrichment-schema.ts';
import { contentSignalsOf } from './offline-analyser.ts';
import type { Analyser, ContentSignals, Enrichment, PostText, ProfileText } from './types.ts';

/** Bump when the prompt or what is sent changes: the same profile could then be given a different answer. */
const PROMPT_VERSION = 'model-1';

/** Most posts, and characters of a biography and of a caption, sent to the model: bounds the prompt's size. */
const MAX_POSTS = 12;
const MAX_BIO_CHARS = 2_000;
const MAX_CAPTION_CHARS = 1_000;
/** Largest answer body read; a bigger one is a failure, not something to parse. */
const MAX_ANSWER_BYTES = 1_048_576;

export const ENRICHMENT_SYSTEM_PROMPT = `You analyse one social-media profile and answer with one JSON object and nothing else.
The object has exactly these 22 keys, every key present, no other key:
entity_type: "person", "brand" or "character" (character: a fictional person, mascot or virtual influencer).
account_role: one of "creator", "brand", "business", "media", "athlete", "musician", "artist", "expert", "character", "personal".
primary_niche: the main topic in lowercase English, such as "travel", "food", "fitness", "beauty", "fashion", "gaming", "technology", "parenting", "finance", "music", "pets", "home decor", "sports", "art", "photography", "entertainment", "education", "wellness", "automotive", "business", "lifestyle"; "general" when none stands out.
sub_niches: array of more specific topics within the primary niche (at most 4), possibly empty.
content_tags: array of at most 10 objects {"tag": string, "weight": number from 0 to 1}, strongest first, from the profile's hashtags and topics; null when there are none.
commercial_intent: "none", "low", "medium" or "high" (shop links, discount codes, affiliate links, sponsored posts); null when there is nothing to judge.
brand_safety: "safe", "caution" (alcohol, gambling, profanity, tobacco, weapons, politics) or "unsafe" (adult content, drugs, violence, hate); null when there is nothing to judge.
content_style: "video-first", "photo-first" or "mixed" from the posts' is_video; null without posts.
gender: only when the biography states it (pronouns such as "she/her" or an explicit statement): "female", "male" or "non-binary"; otherwise null. Never infer it from a name, a photo or the topic.
age_range: only when the biography states an age: "13-17", "18-24", "25-34", "35-44", "45-54", "55-64" or "65+"; otherwise null. Never guess.
profession: the profession the profile states, in English (such as "Photographer"); null when none is stated.
tagline: the biography's own short description line, as written; null without a biography.
collab_readiness: true when the biography invites collaborations or gives a business contact, false when it declines them, null otherwise.
country: the full English name of the country the profile states it is in (such as "Portugal", never a code); null when no place is stated. Never infer it from the language.
primary_language: the full English name of the language most of the biography and captions are written in (such as "Portuguese", never a code); null when there is no text.
state_or_region: the stated state or region (such as "Texas"), or null.
city: the stated city, or null.
languages: full English names of every language the biography and captions are written in, most used first.
bio_summary, content_summary, audience_summary, brand_fit_summary: one or two short English sentences each, using only facts in the profile (no invented numbers, audience demographics or places).
Use only what the profile data shows. When a fact is not in the data, answer null for it.`;

export interface ModelOptions {
  /** Base URL; the analyser posts to `<url>/v1/chat/completions`. */
  url: string;
  model: string;
  /** Bearer key; null sends no Authorization header. */
  key: string | null;
  timeoutMs: number;
}

/** What the model is shown of a profile: every field the analyser reads, long texts and post lists cut. */
function promptInput(profile: ProfileText) {
  return {
    network: profile.network,
    username: profile.username,
    full_name: profile.full_name,
    biography: profile.biography === null ? null : profile.biography.slice(0, MAX_BIO_CHARS),
    category_name: profile.category_name,
    business_category_name: profile.business_category_name,
    external_urls: profile.external_urls.slice(0, 10),
    is_business_account: profile.is_business_account,
    is_verified: profile.is_verified,
    followers: profile.followers,
    location: profile.location,
    posts: profile.posts.slice(0, MAX_POSTS).map((p) => ({
      caption: p.caption === null ? null : p.caption.slice(0, MAX_CAPTION_CHARS),
      posted_at: p.posted_at,
      is_video: p.is_video,
      likes: p.likes,
      comments: p.comments,
      is_paid_partnership: p.is_paid_partnership,
    })),
  };
}

/** The part of a chat-completions answer we read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A failure the caller answers 502 with (nothing stored, nothing charged); the cause is kept for the log. */
function failure(cause: string): UpstreamError {
  const error = new UpstreamError('The intelligence model failed to answer. Nothing was stored or charged; retry later.');
  error.cause = cause;
  return error;
}

function timedOut(timeoutMs: number): UpstreamTimeout {
  const error = new UpstreamTimeout('The intelligence model did not answer in time. Nothing was stored or charged; retry later.');
  error.cause = `no complete answer within ${timeoutMs} ms`;
  return error;
}

/** The JSON object in a message: the whole content, or inside one ```json fence some servers add anyway. */
function jsonIn(content: string): unknown {
  const fenced = content.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
  return JSON.parse(fenced ? fenced[1] : content);
}

/**
 * The analyser that asks a language model through an OpenAI-compatible chat-completions API, at temperature 0 and
 * in JSON mode. Its answer is checked against `enrichmentSchema` before anything uses it: an answer that is not the
 * 2.3 object, a status other than 2xx, an answer over 1 MiB, a network failure or a redirect throws UpstreamError
 * (502), no complete answer within the timeout UpstreamTimeout (504); nothing is retried (the caller stores and
 * charges nothing). Calls go through the guarded outbound fetcher (its address policy included).
 *
 * Content signals of a post are the offline ones: they are extraction (hashtags, mentions, disclosure rules), which
 * rules do exactly and a model would only do approximately, at a cost per post.
 */
export class ModelAnalyser implements Analyser {
  readonly name = 'model';
  readonly version: string;
  readonly #options: ModelOptions;

  constructor(
    options: ModelOptions,
    private readonly outbound: Pick<OutboundFetcher, 'fetchBytes'>,
  ) {
    this.#options = { ...options, url: options.url.replace(/\/+$/, '') };
    this.version = `${PROMPT_VERSION}:${options.model}`;
  }

  async enrich(profile: ProfileText): Promise<Enrichment> {
    const { url, model, key, timeoutMs } = this.#options;
    const request = {
      model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: ENRICHMENT_SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify(promptInput(profile)) },
      ],
    };
    // One deadline for the whole exchange: a server that sends headers and then stalls times out too.
    let reply: ApiAnswer;
    try {
      reply = await callApi(this.outbound, {
        method: 'POST',
        url: `${url}/v1/chat/completions`,
        headers: key ? { authorization: `Bearer ${key}` } : {},
        json: request,
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
    } catch (err) {
      if (err instanceof ApiCallFailed && err.kind === 'timeout') throw timedOut(timeoutMs);
      throw failure(`request failed: ${(err as Error).message}`);
    }
    const { status, text } = reply;
    if (status < 200 || status > 299) throw failure(`HTTP ${status}: ${text.slice(0, 200)}`);
    let envelope: z.infer<typeof completionSchema>;
    try {
      envelope = completionSchema.parse(reply.json);
    } catch {
      throw failure(`not a chat-completions answer: ${text.slice(0, 200)}`);
    }
    const content = envelope.choices[0].message.content;
    if (content === null) throw failure('the answer has no content');
    let answer: unknown;
    try {
      answer = jsonIn(content);
    } catch {
      throw failure(`the content is not JSON: ${content.slice(0, 200)}`);
    }
    const checked = enrichmentSchema.safeParse(answer);
    if (!checked.success) {
      const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw failure(`the content is not a 2.3 enrichment: ${issues.join('; ')}`);
    }
    return checked.data;
  }

  async content(post: PostText): Promise<ContentSignals> {
    return contentSignalsOf(post);
  }
}
