import { absolute, capitalised, esc, hexFrom, scriptJson } from './html.ts';
import type { ModelLink, PageModel } from './model.ts';

type Block = { id: string; type: string; data: Record<string, unknown> };

/** The page's blocks in order: social icons, runs of links, headings, runs of store products, a text block. */
function blocks(m: PageModel): Block[] {
  const groups: { kind: 'heading' | 'links' | 'store'; items: ModelLink[] }[] = [];
  for (const link of m.links) {
    const kind = link.header ? 'heading' : link.price ? 'store' : 'links';
    const last = groups.at(-1);
    if (kind !== 'heading' && last?.kind === kind) last.items.push(link);
    else groups.push({ kind, items: [link] });
  }
  const out: Block[] = [];
  const block = (type: string, data: Record<string, unknown>) => out.push({ id: `blk_${hexFrom(`block:${m.handle}:${out.length}`, 10)}`, type, data });
  if (m.socials.length) block('social_icons', { icons: m.socials.map((s) => ({ platform: s.kind, url: s.href })), style: 'outline' });
  for (const { kind, items } of groups) {
    if (kind === 'heading') block('heading', { text: items[0].label ?? '', size: 'medium' });
    else if (kind === 'links') {
      block('links', {
        links: items.map((l, i) => ({
          id: `lnk_${hexFrom(`${m.handle}:${l.href}:${i}`, 8)}`,
          title: l.label ?? '',
          url: l.href,
          hidden: l.hidden ?? false,
          thumbnail: null,
        })),
      });
    } else {
      block('store', {
        layout: 'grid',
        products: items.map((l) => ({
          title: l.label ?? '',
          url: l.href,
          price: { amount: l.price, currency: 'USD' },
          hidden: l.hidden ?? false,
          image: { url: `https://cdn.beacons.ai/products/${hexFrom(`${l.href}`, 12)}.jpg` },
        })),
      });
    }
  }
  if (m.note) block('text', { text: m.note, align: 'center' });
  block('email_subscribe', { title: 'Join my list', placeholder: 'Your email' });
  return out;
}

/**
 * A Beacons page as beacons.ai serves it: a Next.js page whose `__NEXT_DATA__` holds the page's user and its blocks
 * (what the parser reads), with server-rendered markup for browsers. Hidden items stay in the blocks, marked hidden.
 */
export function beaconsPage(m: PageModel): string {
  const shown = m.name ?? m.handle;
  const build = hexFrom(`beacons:${m.handle}`, 20);
  const data = {
    props: {
      pageProps: {
        page: {
          id: `pg_${hexFrom(`page:${m.handle}`, 12)}`,
          user: {
            username: m.handle,
            displayName: m.name ?? null,
            bio: m.bio ?? null,
            profilePicture: m.avatar ? { url: m.avatar, width: 400, height: 400 } : null,
            verified: false,
          },
          blocks: blocks(m),
          theme: { background: '#101014', buttonColor: '#f5d90a', font: 'DM Sans' },
        },
        referrer: null,
      },
      __N_SSP: true,
    },
    page: '/[username]',
    query: { username: m.handle },
    buildId: build,
    isFallback: false,
    gssp: true,
    scriptLoader: [],
  };
  const image = absolute(m.avatar, m.url);
  const shownLinks = m.links.filter((l) => !l.hidden);
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1"/>
<title>${esc(shown)} | Beacons</title>
${m.bio ? `<meta name="description" content="${esc(m.bio)}"/>` : ''}
<meta property="og:title" content="${esc(shown)} | Beacons"/>${image ? `<meta property="og:image" content="${esc(image)}"/>` : ''}
<meta property="og:url" content="${esc(m.url)}"/><link rel="icon" href="https://beacons.ai/favicon.ico"/>
<link rel="stylesheet" href="/_next/static/css/${build.slice(0, 16)}.css"/></head>
<body><div id="__next"><main class="page-container" style="background:#101014">
<header class="profile">${m.avatar ? `<img class="profile-picture" src="${esc(m.avatar)}" alt=""/>` : ''}<h1 class="profile-name">${esc(shown)}</h1>${m.bio ? `<p class="profile-bio">${esc(m.bio)}</p>` : ''}</header>
<nav class="social-icons">${m.socials.map((s) => `<a href="${esc(s.href)}" aria-label="${esc(capitalised(s.kind))}" target="_blank" rel="noreferrer"><span class="icon icon-${esc(s.kind)}"></span></a>`).join('')}</nav>
<section class="blocks">
${shownLinks.map((l) => (l.header ? `<h2 class="block-heading">${esc(l.label)}</h2>` : `<a class="block-link${l.price ? ' product' : ''}" href="${esc(l.href)}" target="_blank" rel="noreferrer"><span>${esc(l.label)}</span>${l.price ? `<span class="price">$${esc(l.price)}</span>` : ''}</a>`)).join('\n')}
${m.note ? `<p class="block-text">${esc(m.note)}</p>` : ''}
<form class="email-subscribe"><input type="email" placeholder="Your email"/><button type="submit">Join my list</button></form>
</section>
<footer class="beacons-footer"><a href="https://beacons.ai/signup?utm_source=${esc(encodeURIComponent(m.handle))}">Made with Beacons</a></footer>
</main></div>
<script id="__NEXT_DATA__" type="application/json">${scriptJson(data)}</script>
<script src="/_next/static/chunks/main-${build.slice(0, 16)}.js" defer=""></script>
</body></html>
`;
}
