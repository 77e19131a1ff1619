/**
 * The walker kit: list walkers with the paging rules of contract 4.4 for any network, on platform/walk.ts and the
 * durable jobs of platform/jobs. A network declares each walker once and gets its request rules, its GraphQL price,
 * its REST route, its run loop and its job operation from here. photonet's walkers (subgraphs/photonet/walkers/) are
 * the reference user.
 *
 * 1. Declare (declaration.ts): a `WalkerDeclaration<Ctx>` per walker:
 *    `{ name, operation: '<network>.<name>', target, modes, defaultPageSize, maxPageSize, acceptsSince, price, block,
 *       limit?, batch?, refused?, native? }`.
 *    - `target: WalkTarget<Ctx>` names the list: `key` (stored/sent name, e.g. 'handle'), `params` (every parameter
 *      that may name it), `parse(input, ctx, now)` (throws InvalidRequest), `fields(ctx)` (documented schemas, use
 *      `walkParam({...JSON Schema})`), `required` (description phrase), `maxLength`. `Ctx` is anything the rules read
 *      besides the request (settings); use `unknown`/`null` when there is none.
 *    - `modes: WalkModes`: the stored/acquired switch, e.g. photonet `{ param: 'cached', modes: { auto: 'auto',
 *      cache_only: 'db', live: 'live' }, default: 'auto', graphqlType: 'CacheMode' }`, or the live surface's
 *      `{ param: 'source', modes: { auto: 'auto', db: 'db', live: 'live' }, … }`.
 *    - `walkerFieldPrice(walker)`: the GraphQL field's billing entry (per started block on maxPages 1; jobs free to
 *      submit). `walkCost(walker, items)`: units of a completed walk.
 * 2. Validate (request.ts): `walkRules(walker, { now: Date.now, ctx })` is the zod rule schema for the REST route's
 *    `params` and for `checkArgs(rules, args)` in the resolver; it answers a `WalkRequest` `{ target, since,
 *    max_pages (null = no cap), cursor, page_size, mode, get_raw, limit }` or, with `batch`, a `WalkBatch
 *    { targets, page }` (`isBatch`). `parseWalkRequest(walker, given, { now, ctx })` is the same rules on a record.
 * 3. Run (run.ts): `runWalk(walker, request, pages, control)` where `pages: WalkPages = { timed, read({ cursor, size,
 *    carry }) → { items: WalkItem[] ({ key, at, value }), next, carry? } }` reads ONE upstream page (the kit encodes
 *    and checks the opaque cursors; `carry` holds string fields the upstream pairs with its cursor). `control =
 *    { asOf, deadline, stopped? }`. `readLivePage(live, walker, request, liveOperation)` is the usual body of `read`
 *    (a live read in the request's mode, archived). `runBatch(walker, batch, target => pages, control)` for batches.
 * 4. Jobs (jobs.ts): `walkerJobOperations(walkers, (walker, request, control) => runWalk(...), budgetMs)` for the
 *    module's `jobOperations`; `clientArgs(walker, request)` is what `ctx.runtime.jobs.submit(accountId,
 *    walker.operation, clientArgs(walker, request), idempotencyKey)` stores.
 * 5. Surfaces (surface.ts): `resolveWalk(walker, request, { page, batch?, submit })` answers the GraphQL field
 *    (`{ page, job, batch }`); `walkerRoute(walker, { path, subgraph, field, targetArgs, rules })` is its REST route
 *    (200 page, 202 job; operation = `walker.operation`). The field's arguments: the target's (`targetArgs`, all
 *    String), the batch list (`[String!]`) if any, `since: String` / `limit: Int` where declared, `maxPages: Int`,
 *    `cursor: String`, `pageSize: Int`, the mode param (type `modes.graphqlType`), `getRaw: Boolean`,
 *    `idempotencyKey: String`. Its type, declared in the subgraph's schema.graphql with the network's prefix (two
 *    subgraphs may not both define a plain type; see subgraphs/clipnet/schema.graphql):
 *      type <P>WalkOutcome { page: <P>WalkPage  job: <P>JobSubmission }
 *      type <P>WalkPage {
 *        <itemField>: [<typed item>!]  rawItems: [JSON!]  pages: Int!  nextCursor: String  stopReason: String!
 *        covered: <P>WalkCoverage!
 *        items: [JSON!]! @deprecated  coverage: JSON! @deprecated   # kept for existing clients; REST selects them
 *      }
 *      type <P>WalkCoverage { items: Int!  newestAt: DateTime  oldestAt: DateTime  complete: Boolean! }
 *    with `walkCoverageResolvers` for the coverage type and the item type's fields read from the normalised (snake_case)
 *    items. The declaration's `itemField` names the typed field (one per item kind; several walkers may share a page
 *    type, each answering its own kind's field and null for the others).
 *      type <P>JobSubmission { batchId: String!  status: String!  statusUrl: String!  resultsUrl: String!  job: Job! }
 *      type Job @key(fields: "batchId", resolvable: false) { batchId: String! }
 *    Billing: `'Query.<field>': walkerFieldPrice(walker)`. Retired v4 paths and prices tables stay the network's.
 * 6. Job results (jobs.ts): a job's items are typed on the jobs subgraph's `JobResult` entity, which the network's
 *    schema extends with one field per item kind, named by `jobItemsField(walker)` (the network's name and the
 *    `itemField`: photonet's `posts` are `photonetPosts`), resolved by `jobResultResolvers(walkers)` and typed in the
 *    API description from `walkerRoute`'s answer:
 *      type JobResult @key(fields: "batchId pageCursor index") {
 *        batchId: String!  pageCursor: String!  index: Int!
 *        operation: String! @external  args: JSON! @external  items: [JSON!]! @external
 *        <network><ItemField>: [<typed item>!] @requires(fields: "operation args items")
 *      }
 *    (importing `@external` and `@requires` in its `@link`). Each field answers null for the other operations and for
 *    a job submitted with get_raw (whose items are `rawItems`).
 */
export * from './declaration.ts';
export * from './request.ts';
export * from './cursor.ts';
export * from './run.ts';
export * from './jobs.ts';
export * from './surface.ts';
