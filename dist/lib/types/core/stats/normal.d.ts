/**
 * The standard normal distribution function, for the large-sample approximation of the rank test.
 */
/** P(Z <= z) for a standard normal Z. */
export declare function normalCdf(z: number): number;
/** z of the one-sided level, by bisection on the normal CDF (as precise as normalCdf: about 1e-6). */
export declare function zOf(p: number): number;
