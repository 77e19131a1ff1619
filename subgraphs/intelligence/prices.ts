/** Intelligence prices (ours; the contract names the contact paths only). `unverified` results are billable (2.4). */
export const PRICES = { fast: '0.002', complete: '0.01', stored: '0.0005', enrichment: '0.002', content: '0.001' } as const;
