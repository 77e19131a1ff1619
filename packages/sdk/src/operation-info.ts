/** What the SDK and the CLI know of one operation, generated from the API description (src/generated/operations.ts). */
export interface OperationInfo {
  /** operationId, e.g. `photonet.profile` */
  id: string;
  method: string;
  /** OpenAPI path, e.g. `/v1/jobs/{job_id}` */
  path: string;
  summary: string;
  /** The price line of the description, e.g. `$0.0005 per result`; null when it states none. */
  price: string | null;
  availability: string | null;
  /** A retired v4 path: answers 410 naming its successor. */
  retired: boolean;
  /** A DM send (its body takes a client_token): never retried automatically. */
  send: boolean;
  /** May answer 202 with a durable job instead of the page. */
  job: boolean;
  parameters: { name: string; in: 'query' | 'path' | 'header'; required: boolean; type: string; enum?: string[]; description?: string }[];
  body: { required: boolean; fields: { name: string; type: string; required: boolean; enum?: string[]; description?: string }[] } | null;
  /** A paged read: the query parameters its next page is asked for with (filled from the previous page). */
  paging: { cursor: string[] } | null;
}
