/**
 * Property tests explore new random inputs on every local run; on CI (CI=true) they replay one fixed
 * seed, so that a landing does not depend on the luck of the draw. Set FC_SEED to replay a failure.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261121' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
