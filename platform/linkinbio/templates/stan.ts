import { absolute, capitalised, esc, hexFrom, idFrom, scriptJson } from './html.ts';
import type { PageModel } from './model.ts';

/**
 * A Stan store page as stan.store serves it: the store's state as JSON in a script (`store.user` with its socials,
 * `store.products` in page order: plain links and priced products, product pages relative to the store), which is
 * what the parser reads, and the rendered cards for browsers. Stores have no section headers; hidden products stay
 * in the state, marked hidden.
 */
export function stanPage(m: PageModel): string {
  const shown = m.name ?? m.handle;
  const version = hexFrom(`stan:${m.handle}`, 10);
  const products = m.links
    .filter((l) => !l.header)
    .map((l, i) => ({
      id: idFrom(`product:${m.handle}:${i}`, 7),
      type: l.price ? 'digital-download' : 'link',
      title: l.label ?? '',
      url: l.href ?? null,
      price: l.price ? { amount: Number(l.price), currency: 'usd', discount: null } : null,
      hidden: l.hidden ?? false,
      image: { url: `https://assets.stan.store/products/${hexFrom(`${m.handle}:${i}`, 12)}.png` },
    }));
  const data = {
    store: {
      id: idFrom(`store:${m.handle}`, 7),
      username: m.handle,
      user: {
        name: m.name ?? null,
        username: m.handle,
        bio: m.bio ?? null,
        avatar: m.avatar ?? null,
        socials: m.socials.map((s) => ({ type: s.kind, url: s.href })),
      },
      products,
      about: m.note ?? null,
      settings: { theme: 'minima', primaryColor: '#5383ff', showStanBranding: true },
    },
    currency: 'usd',
  };
  const image = absolute(m.avatar, m.url);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(shown)} | Stan Store</title>
<meta property="og:title" content="${esc(shown)} | Stan Store">
${m.bio ? `<meta name="description" content="${esc(m.bio)}">\n<meta property="og:description" content="${esc(m.bio)}">` : ''}
${image ? `<meta property="og:image" content="${esc(image)}">` : ''}
<link rel="icon" href="https://assets.stan.store/favicon.png">
<link href="https://assets.stan.store/css/store.${version}.css" rel="stylesheet">
</head>
<body>
<noscript><strong>We're sorry but this store doesn't work properly without JavaScript enabled.</strong></noscript>
<div id="app" class="store-theme-minima">
<div class="store-header">${m.avatar ? `<img class="store-avatar" src="${esc(m.avatar)}" alt="${esc(shown)}">` : ''}<h1 class="store-name">${esc(shown)}</h1><div class="store-handle">@${esc(m.handle)}</div>${m.bio ? `<p class="store-bio">${esc(m.bio)}</p>` : ''}
<div class="store-socials">${m.socials.map((s) => `<a href="${esc(s.href)}" target="_blank" aria-label="${esc(capitalised(s.kind))}"><i class="icon-${esc(s.kind)}"></i></a>`).join('')}</div></div>
<div class="store-products">
${products
  .filter((p) => !p.hidden)
  .map(
    (p) =>
      `<a class="product-card product-${p.type}" href="${esc(p.url)}"><div class="product-title">${esc(p.title)}</div>${p.price ? `<div class="product-price">$${p.price.amount}</div>` : ''}</a>`,
  )
  .join('\n')}
</div>
${m.note ? `<div class="store-about"><p>${esc(m.note)}</p></div>` : ''}
<div class="store-footer"><a href="https://stan.store/?ref=${esc(encodeURIComponent(m.handle))}">Powered by Stan</a></div>
</div>
<script id="stan-store-state" type="application/json">${scriptJson(data)}</script>
<script src="https://assets.stan.store/js/store.${version}.js" defer></script>
</body>
</html>
`;
}
