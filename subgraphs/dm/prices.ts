/** DM prices (contract 4.10), in dollars: sends (replays free), reads, and a refresh, which polls the network. */
export const PRICES = { send: '0.02', read: '0.0005', refresh: '0.001' } as const;
