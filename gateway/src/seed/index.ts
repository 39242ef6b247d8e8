export type { Seed, SeedContext } from './seeds.js';
export { applySeeds } from './seeds.js';
