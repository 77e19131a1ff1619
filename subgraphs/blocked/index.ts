import { blockedModule } from '../blocked-network.ts';
import { blinknet } from './blinknet.ts';
import { chirpnet } from './chirpnet.ts';
import { motionnet } from './motionnet.ts';
import { newsnet } from './newsnet.ts';
import { pinnet } from './pinnet.ts';
import { streamnet } from './streamnet.ts';

/**
 * The networks blocked upstream (contract 1.4), served as one subgraph: each network's operations are declared in
 * its own file here, all answer 501 surface_blocked. Adding one is a declaration file, its section of
 * schema.graphql and a line below.
 */
export const blocked = blockedModule('blocked', new URL('./schema.graphql', import.meta.url), [motionnet, streamnet, blinknet, newsnet, pinnet, chirpnet]);
