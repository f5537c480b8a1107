/**
 * Where the stats decision method (--method stats: rank tests, shift intervals, Holm's correction)
 * comes from. In the sources it is imported as usual; the bundles replace this module with a
 * require() of dist/stats.cjs (scripts/build.mjs), so that the default method does not parse it.
 */
import { statsMethod } from './method.js';
export declare function loadStatsMethod(): typeof statsMethod;
