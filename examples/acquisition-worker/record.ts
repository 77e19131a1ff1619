/**
 * Writes the reference worker's recordings (recordings/*.json) from the sandbox providers' answers: the payloads a
 * test key reads, in the network's own shapes, so a live key on the reference worker reads the same records.
 *
 *   npx tsx examples/acquisition-worker/record.ts
 *
 * Image URLs in them are the sandbox CDN's, signed for the service at http://127.0.0.1:4000 (they expire).
 */
import { writeFileSync } from 'node:fs';
import { SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import { SandboxClipnetNetwork, SandboxClipnetProvider } from '../../subgraphs/clipnet/sandbox.ts';
import { SandboxPhotonetUpstream } from '../../subgraphs/photonet/walkers/sandbox.ts';
import { SandboxPhotonetWrappers } from '../../subgraphs/photonet/wrappers/sandbox.ts';

const media = new SandboxMedia(() => 'http://127.0.0.1:4000', process.env.SANDBOX_SECRET || 'sandbox-media-signing-key', 7 * 24 * 3600);
const clipnet = new SandboxClipnetProvider(new SandboxClipnetNetwork(media), 0);
const lists = new SandboxPhotonetUpstream(media, 0);
const wrappers = new SandboxPhotonetWrappers(media, 0, lists);
const now = Date.now();
const account = { id: 'sbx_signed_in_1' };

const reads: [string, string, Record<string, unknown>, string | null, () => Promise<unknown>][] = [
  ['clipnet', 'user', { handle: 'reference.creator' }, null, () => clipnet.user('reference.creator')],
  ['clipnet', 'video', { id: '7300000000000000001' }, null, () => clipnet.video('7300000000000000001')],
  ['clipnet', 'followers', { handle: 'sbx_30_reference', size: 20 }, null, () => clipnet.followers('sbx_30_reference', null, 20)],
  ['photonet', 'web_profile', { handle: 'reference.profile' }, null, () => wrappers.webProfile('reference.profile')],
  ['photonet', 'about', { handle: 'reference.profile', account: account.id }, null, () => wrappers.about('reference.profile', account)],
  ['photonet', 'feed_page', { handle: 'sbx_12_reference', page_size: 12 }, null, () => lists.feedPage('sbx_12_reference', null, 12, now)],
];

for (const [network, operation, args, cursor, read] of reads) {
  const file = new URL(`./recordings/${network}.${operation}.${Object.values(args)[0]}.json`, import.meta.url);
  writeFileSync(file, JSON.stringify({ network, operation, args, cursor, raw: await read() }, null, 2) + '\n');
  process.stdout.write(`wrote ${file.pathname}\n`);
}
