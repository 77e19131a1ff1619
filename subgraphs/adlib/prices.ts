/**
 * adlib prices, in dollars: a search (and a page of a folder's new ads, which is one) $0.0010, an advertiser profile
 * a standard read $0.0005, insights $0.0025 (an Ad Library operation's price: a dozen aggregate statements); creating
 * and listing folders free. GraphQL charges the same fields REST selects, so
 * the two cannot disagree.
 */
export const PRICES = { search: '0.0010', profile: '0.0005', insights: '0.0025' } as const;
