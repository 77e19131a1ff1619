import { absolute, capitalised, esc, hexFrom } from './html.ts';
import type { PageModel } from './model.ts';

/**
 * A Carrd site as <name>.carrd.co serves it: static HTML, one section with the image (a relative `assets/images/…`
 * path), the name, the bio, an icon list, button lists split by headings, a text block, an in-page button to the
 * contact section and the builder's badge. No app state: the parser reads the markup.
 */
export function carrdPage(m: PageModel): string {
  const v = hexFrom(`carrd:${m.handle}`, 8);
  const image = absolute(m.avatar, m.url);
  const title = m.name ?? m.handle;
  let lists = 1;
  let texts = 2;
  const buttons: string[] = [`<ul id="buttons0${lists}" class="style1 buttons">`];
  for (const l of m.links.filter((x) => !x.hidden)) {
    if (l.header) {
      buttons.push('</ul>', `<h2 id="text0${++texts}" class="style2">${esc(l.label)}</h2>`, `<ul id="buttons0${++lists}" class="style1 buttons">`);
      continue;
    }
    buttons.push(
      `<li><a href="${esc(l.href)}" class="button n01"><svg class="icon"><use xlink:href="#icon-arrow"></use></svg><span class="label">${esc(l.label)}</span></a></li>`,
    );
  }
  buttons.push('</ul>');
  return `<!DOCTYPE HTML>
<html lang="en">
<head>
<title>${esc(title)}</title>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
<meta name="color-scheme" content="light only" />
${m.bio ? `<meta name="description" content="${esc(m.bio)}" />` : ''}
<meta property="og:site_name" content="${esc(title)}" />
<meta property="og:title" content="${esc(title)}" />
<meta property="og:type" content="website" />
${m.bio ? `<meta property="og:description" content="${esc(m.bio)}" />` : ''}
${image ? `<meta property="og:image" content="${esc(image)}" />\n<meta property="og:image:type" content="image/jpeg" />` : ''}
<meta property="og:url" content="${esc(m.url)}" />
<link rel="icon" type="image/png" href="assets/images/favicon.png?v=${v}" />
<link href="https://fonts.googleapis.com/css2?display=swap&amp;family=Inter:ital,wght@0,400;0,700" rel="stylesheet" type="text/css" />
<style>html,body,div,span,h1,h2,p,a,img,ul,li,section{margin:0;padding:0;border:0;font-size:100%;vertical-align:baseline;}
body{line-height:1.0;min-height:var(--viewport-height);background-color:#FAF7F2;}#wrapper{display:flex;justify-content:center;}
#main{max-width:100%;z-index:1;}#main > .inner{padding:3rem 2rem;max-width:28rem;width:100vw;}
.image .frame{display:inline-block;border-radius:100%;overflow:hidden;}.buttons{display:flex;flex-direction:column;gap:0.75rem;}
.icons{display:flex;gap:1rem;list-style:none;}.icons .label{display:none;}</style>
<noscript><style>body{overflow:auto !important;}body:after{display:none !important;}#main > .inner{opacity:1.0 !important;}</style></noscript>
</head>
<body class="is-loading">
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 40 40" display="none" width="0" height="0"><symbol id="icon-arrow" viewBox="0 0 40 40"><path d="M10 20h20"/></symbol></svg>
<div id="wrapper">
<div id="main">
<div class="inner">
<section id="home-section" class="active">
${m.avatar ? `<div id="image01" class="image"><span class="frame"><img src="${esc(m.avatar)}" alt="" /></span></div>` : ''}
${m.name ? `<h1 id="text01">${esc(m.name)}</h1>` : ''}
${m.bio ? `<p id="text02">${esc(m.bio)}</p>` : ''}
<ul id="icons01" class="icons">
${m.socials.map((s) => `<li><a class="n01" href="${esc(s.href)}" aria-label="${esc(capitalised(s.kind))}"><svg><use xlink:href="#icon-${esc(s.kind)}"></use></svg><span class="label">${esc(capitalised(s.kind))}</span></a></li>`).join('\n')}
</ul>
${buttons.join('\n')}
<hr id="divider01" />
<ul id="buttons09" class="style2 buttons"><li><a href="#contact" class="button n01"><span class="label">Contact</span></a></li></ul>
</section>
<section id="contact-section">
${m.note ? `<p id="text09">${esc(m.note)}</p>` : ''}
<ul id="buttons10" class="style2 buttons"><li><a href="#home" class="button n01"><span class="label">Back</span></a></li></ul>
</section>
</div>
</div>
</div>
<a id="credits" href="https://carrd.co/build?ref=auto"><span>Made with Carrd</span></a>
<script>(function(){var on=addEventListener,$=function(q){return document.querySelector(q)},$body=document.body;on('load',function(){setTimeout(function(){$body.classList.remove('is-loading');},100);});})();</script>
</body>
</html>
`;
}
