import { describe, expect, it } from 'vitest';
import { emailsInHtml, emailsInText } from '../subgraphs/intelligence/contacts/find-emails.ts';
import { readableText } from '../subgraphs/intelligence/contacts/readable-text.ts';

const emails = (text: string) => emailsInText(text).map((found) => found.email);

describe('readable text for address extraction', () => {
  it('decodes entities, folds full-width forms and rewrites loosely written addresses', () => {
    expect(readableText('a&#64;b.com c&#x40;d.io e&commat;f.fr')).toBe('a@b.com c@d.io e@f.fr');
    expect(readableText('ｔｅｓｔ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('test@example.com');
    expect(readableText('hi at noodle dot dev, x At y Dot co Dot uk, j (@) yahoo (.) com, ventas arroba luna punto mx')).toBe(
      'hi@noodle.dev, x@y.co.uk, j@yahoo.com, ventas@luna.mx',
    );
    expect(readableText('a @ b . surf / c@ d.de / e @f.io / g at h [dot] photography')).toBe('a@b.surf / c@d.de / e@f.io / g@h.photography');
  });

  it('leaves prose, handles and unknown top-level domains alone', () => {
    for (const text of [
      'Engineer at stripe.com',
      'Find me at linktr.ee/maya',
      'Shop @maya.studio',
      'Managed by @wildcard.agency',
      'ex-@google, now @ stripe. opinions mine',
      'come meet me at the cafe dot. free hugs',
      'Customer support at 9am–5pm',
      'Living at Lake Tahoe. Dot your i’s',
      'AT&T ambassador | DOT certified',
      'follow @maya.creates and @ucla.alumni',
      'Hoodies 2 @ $40',
    ])
      expect(emails(text), text).toEqual([]);
  });

  it('reads only the body of a page, one block or cell at a time, and every mailto address in any case', () => {
    const html =
      '<html><head><title>Maya | Links</title></head><body><h1>@maya.creates</h1><a href="/shop">Shop</a><p>orders@clay.studio</p>' +
      '<table><tr><td>E-Mail</td><td>press@kaito.jp</td></tr></table><a href="MAILTO:a@x.com,b@y.com?subject=hi">Mail</a></body></html>';
    expect(emailsInHtml(html).map((found) => found.email)).toEqual(['a@x.com', 'b@y.com', 'orders@clay.studio', 'press@kaito.jp']);
  });
});
