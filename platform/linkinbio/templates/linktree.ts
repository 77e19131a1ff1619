import { absolute, capitalised, esc, hexFrom, idFrom, scriptJson } from './html.ts';
import type { PageModel } from './model.ts';

const ICON = '<svg role="img" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle></svg>';

/**
 * A Linktree page as linktr.ee serves it: server-rendered markup for browsers, and the same account and links in
 * the Next.js data script (`__NEXT_DATA__`) the client hydrates from, which is what the parser reads. Hidden links
 * are not served at all; a link without a title has an empty title. Linktree pages have no text block (no note).
 */
export function linktreePage(m: PageModel): string {
  const title = m.name ?? `@${m.handle}`;
  const build = hexFrom(`build:${m.handle}`, 21);
  const links = m.links.filter((l) => !l.hidden);
  const data = {
    props: {
      pageProps: {
        account: {
          id: idFrom(`account:${m.handle}`),
          uuid: `${hexFrom(`uuid:${m.handle}`, 8)}-${hexFrom(`uuid2:${m.handle}`, 4)}-4${hexFrom(`uuid3:${m.handle}`, 3)}-a${hexFrom(`uuid4:${m.handle}`, 3)}-${hexFrom(`uuid5:${m.handle}`, 12)}`,
          username: m.handle,
          tier: 'free',
          isActive: true,
          profilePictureUrl: m.avatar ?? null,
          pageTitle: m.name ?? null,
          description: m.bio ?? null,
          socialLinks: m.socials.map((s, position) => ({ type: s.kind === 'email' ? 'EMAIL_ADDRESS' : s.kind.toUpperCase(), url: s.href, position })),
          isLogoVisible: true,
          verticals: ['creator'],
          theme: { key: 'custom', background: { color: '#f4efe6', type: 'COLOR' }, buttonStyle: { type: 'ROUNDED_SOLID' } },
        },
        links: links.map((l, position) => ({
          id: idFrom(`link:${m.handle}:${position}`, 9),
          type: l.header ? 'HEADER' : l.price ? 'COMMERCE_PAY' : 'CLASSIC',
          title: l.label ?? '',
          url: l.header ? null : (l.href ?? null),
          position,
          locked: null,
          modifiers: { animation: null, isForwarding: false, thumbnailUrl: null },
          context: l.price ? { price: l.price, currency: 'USD' } : {},
        })),
        socialLinksPosition: 'TOP',
        metaTitle: `${title} | Linktree`,
        metaDescription: m.bio ?? null,
        isProfileVerified: false,
        hasConsentedToView: true,
      },
      __N_SSP: true,
    },
    page: '/[profile]',
    query: { profile: m.handle },
    buildId: build,
    isFallback: false,
    isExperimentalCompile: false,
    gssp: true,
    scriptLoader: [],
  };
  const image = absolute(m.avatar, m.url);
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${esc(title)} | Linktree</title>
${m.bio ? `<meta name="description" content="${esc(m.bio)}"/>` : ''}
<meta property="og:title" content="${esc(title)} | Linktree"/>
${m.bio ? `<meta property="og:description" content="${esc(m.bio)}"/>` : ''}
${image ? `<meta property="og:image" content="${esc(image)}"/>` : ''}
<meta property="og:url" content="${esc(m.url)}"/><meta name="twitter:card" content="summary"/>
<link rel="icon" href="/favicon.ico"/><link rel="preload" href="/_next/static/css/${build.slice(0, 16)}.css" as="style"/>
<link rel="stylesheet" href="/_next/static/css/${build.slice(0, 16)}.css" data-n-g=""/>
</head><body><div id="__next"><div class="relative flex min-h-screen flex-col items-center" data-testid="ProfilePage">
<div id="profile-header" class="mt-12 flex flex-col items-center">
${m.avatar ? `<img data-testid="ProfileImage" class="h-24 w-24 rounded-full object-cover" src="${esc(m.avatar)}" alt="${esc(title)}"/>` : '<div data-testid="ProfileImage" class="h-24 w-24 rounded-full bg-stone-300"></div>'}
<h1 id="profile-title" class="mt-4 text-lg font-bold">${esc(title)}</h1>
${m.bio ? `<h2 class="mt-1 text-center text-sm">${esc(m.bio)}</h2>` : ''}
</div>
<div data-testid="SocialIcons" class="mt-4 flex gap-2">${m.socials.map((s) => `<a aria-label="${esc(capitalised(s.kind))}" href="${esc(s.href)}" target="_blank" rel="noopener noreferrer" data-testid="SocialIcon">${ICON}</a>`).join('')}</div>
<div data-testid="LinkContainer" class="mt-6 w-full max-w-xl px-4">
${links
  .map((l) =>
    l.header
      ? `<div data-testid="HeaderLink" class="mt-6 text-center"><h3 class="font-semibold">${esc(l.label)}</h3></div>`
      : `<div data-testid="NewLinkContainer" class="mt-3"><a data-testid="LinkButton" href="${esc(l.href)}" target="_blank" rel="noopener" class="block rounded-full bg-white p-4 text-center"><p class="font-medium">${esc(l.label)}</p></a></div>`,
  )
  .join('\n')}
</div>
<footer class="mt-12 mb-8 text-center text-xs"><a href="https://linktr.ee/s/about/?utm_source=linktree&amp;utm_medium=footer&amp;utm_content=${esc(encodeURIComponent(m.handle))}">Join ${esc(m.handle)} on Linktree</a>
<button type="button">Cookie Preferences</button> <a href="https://linktr.ee/s/report?username=${esc(encodeURIComponent(m.handle))}">Report</a> <a href="https://linktr.ee/s/privacy">Privacy</a></footer>
</div></div>
<script id="__NEXT_DATA__" type="application/json">${scriptJson(data)}</script>
<script src="/_next/static/chunks/webpack-${build.slice(0, 16)}.js" defer=""></script><script src="/_next/static/chunks/main-${build.slice(4, 20)}.js" defer=""></script>
</body></html>
`;
}
