import { absolute, capitalised, esc } from './html.ts';
import type { PageModel } from './model.ts';

/**
 * A personal site's links page, hand-made HTML: head tags (og:title, og:description, og:image), site navigation
 * with relative and in-page links, a hero with the portrait, icon links labelled only by aria-label, the links under
 * headings, a contact paragraph and a footer with a script link. What the generic parser reads.
 */
export function genericPage(m: PageModel): string {
  const name = m.name;
  const image = absolute(m.avatar, m.url);
  const sections: string[] = ['<ul class="link-list">'];
  for (const l of m.links.filter((x) => !x.hidden)) {
    if (l.header) sections.push('</ul>', `<h3>${esc(l.label)}</h3>`, '<ul class="link-list">');
    else
      sections.push(
        `  <li><a href="${esc(l.href)}"${l.label ? '' : ' class="bare"'}>${esc(l.label)}</a>${l.price ? ` <span class="price">$${esc(l.price)}</span>` : ''}</li>`,
      );
  }
  sections.push('</ul>');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(name ?? m.handle)} · Links</title>
${m.bio ? `  <meta name="description" content="${esc(m.bio)}">` : ''}
${name ? `  <meta property="og:title" content="${esc(name)}">` : ''}
${m.bio ? `  <meta property="og:description" content="${esc(m.bio)}">` : ''}
${image ? `  <meta property="og:image" content="${esc(image)}">` : ''}
  <meta name="twitter:card" content="summary">
  <link rel="canonical" href="${esc(m.url)}">
  <link rel="stylesheet" href="/css/site.css?v=3">
  <script defer src="/js/theme.js"></script>
</head>
<body>
  <header class="site-header">
    <a class="brand" href="/">${esc(name ?? m.handle)}</a>
    <nav aria-label="Main"><a href="/work/">Work</a> <a href="${esc(new URL(m.url).pathname)}" aria-current="page">Links</a> <a href="#contact">Contact</a></nav>
  </header>
  <main>
    <section class="hero">
${m.avatar ? `      <img class="portrait" src="${esc(m.avatar)}" alt="Portrait of ${esc(name ?? m.handle)}" width="160" height="160">` : ''}
      <h1>${esc(name ?? m.handle)}</h1>
${m.bio ? `      <p class="lead">${esc(m.bio)}</p>` : ''}
      <ul class="social">
${m.socials.map((s) => `        <li><a href="${esc(s.href)}" aria-label="${esc(capitalised(s.kind))}" rel="me"><svg aria-hidden="true" width="20" height="20"><use href="/icons.svg#${esc(s.kind)}"></use></svg></a></li>`).join('\n')}
      </ul>
    </section>
    <section class="links">
      <h2>Links</h2>
      ${sections.join('\n      ')}
    </section>
${m.note ? `    <section id="contact">\n      <h2>Contact</h2>\n      <p>${esc(m.note)}</p>\n    </section>` : ''}
  </main>
  <footer>
    <p>© 2026 ${esc(name ?? m.handle)}</p>
    <a href="javascript:window.scrollTo(0,0)">Back to top</a>
  </footer>
</body>
</html>
`;
}
