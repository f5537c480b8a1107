/**
 * The standard normal distribution function, for the large-sample approximation of the rank test.
 */
/**
 * erfc by the Chebyshev fit of Numerical Recipes (erfcc): relative error below 1.2e-7 everywhere,
 * which is plenty for p-values that are compared with 0.01 / k.
 */
export declare function erfc(x: number): number;
/** P(Z <= z) for a standard normal Z. */
export declare function normalCdf(z: number): number;
/** z of the one-sided level, by bisection on the normal CDF (as precise as normalCdf: about 1e-6). */
export declare function zOf(p: number): number;
