/**
 * E-Divisive means (Matteson & James, 2014), the change-point method of MongoDB's "Change Point
 * Detection in Software Performance Testing" (ICPE 2020) and of Apache Otava: a split of a series
 * into two parts is scored by how far apart the parts are in energy distance, the best split is kept
 * when a permutation test finds it significant, and each part is split again.
 *
 * Two things keep it fast on long histories. Like Otava, the series is cut into overlapping windows
 * (each window as long as `window`, starting every half window), so a test costs O(window²) and not
 * O(n²); a change is always at least a quarter window inside some window. And the permutation test
 * stops as soon as its outcome is certain: on a series without change it usually needs a handful of
 * permutations, not hundreds.
 */
import { type Random } from './random.js';
interface EDivisiveOptions {
    /** Points per window (Otava's default is 50). */
    window: number;
    /** Fewest points on either side of a split. */
    minSegment: number;
    /** Significance level of the permutation test. */
    alpha: number;
    /** Most permutations per test; the smallest p-value it can give is 1 / (permutations + 1). */
    permutations: number;
    /**
     * Whether a split is worth testing at all (its magnitude, say): a split that could never be
     * reported costs no permutations. Arguments are indices into the series: [start, split) and [split, end).
     */
    worthTesting?: (start: number, split: number, end: number) => boolean;
}
interface Candidate {
    /** The first index of the new level. */
    index: number;
    pValue: number;
    /** The split's statistic (its energy distance, scaled by the part sizes). */
    q: number;
}
/**
 * Candidate change points of a series, in index order: the significant splits of every window, the
 * same change seen from overlapping windows reported once (the most significant of those within
 * `minSegment` points of each other).
 */
export declare function eDivisive(series: ArrayLike<number>, options: EDivisiveOptions, random: Random): Candidate[];
export {};
