/** openfeed prices (contract 4.7), in dollars: every live read and the library read alike. */
export const PRICES = { live: '0.0005', library: '0.0005' } as const;
