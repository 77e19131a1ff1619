/**
 * What a sample page says, whichever provider renders it: the templates turn one model into a provider's page
 * (Linktree and Beacons as Next.js pages with their app state, Stan with its store JSON, Carrd and any other site as
 * static HTML). The fixtures and the sandbox pages are rendered from models, so the parsers read the same structures
 * in tests and in the sandbox.
 */
export interface ModelLink {
  /** As the page carries it: absolute, relative, protocol-relative, mailto:, tel:, a tracking redirect… Absent on a header. */
  href?: string;
  /** Absent: a link without a title. */
  label?: string;
  /** A section title between links, not a link. */
  header?: boolean;
  /** A product with a price (store pages render it as a product card), e.g. `24.00`. */
  price?: string;
  /** Switched off by the owner: in the page's app state, not on the page. */
  hidden?: boolean;
}

export interface ModelSocial {
  href: string;
  /** The kind of icon, a neutral word (`photos`, `clips`, `email`): Linktree's type is its upper case. */
  kind: string;
}

export interface PageModel {
  /** The page's URL on its provider. */
  url: string;
  handle: string;
  name?: string;
  bio?: string;
  /** The avatar's URL, possibly relative to the page (Carrd's `assets/images/…`). */
  avatar?: string;
  socials: ModelSocial[];
  links: ModelLink[];
  /** A text block below the links (contact details, an about paragraph) where emails may be written out. */
  note?: string;
}
