#!/usr/bin/env python3
"""Reference values for tests/core/stats/*.test.ts, computed with scipy.

Run once and commit the output: the test suite reads reference.json and never needs Python.
    python3 tests/core/stats/make-reference.py > tests/core/stats/reference.json
"""
import json
import platform

import numpy as np
import scipy
from scipy import stats

rng = np.random.default_rng(20240601)

cases = []


def add(name, x, y, method):
    entry = {"name": name, "x": [float(v) for v in x], "y": [float(v) for v in y], "method": method}
    for alternative in ("less", "greater", "two-sided"):
        r = stats.mannwhitneyu(x, y, alternative=alternative, method=method, use_continuity=True)
        entry[alternative] = {"u": float(r.statistic), "p": float(r.pvalue)}
    cases.append(entry)


# Exact distribution, no ties (scipy's exact method does not handle ties).
add("textbook 5 vs 5", [1.83, 0.50, 1.62, 2.48, 1.68], [0.878, 0.647, 0.598, 2.05, 1.06], "exact")
add("complete separation 5 vs 5", [1, 2, 3, 4, 5], [6, 7, 8, 9, 10], "exact")
add("3 vs 7", [19.1, 22.3, 20.4], [18.2, 17.9, 21.0, 16.5, 18.8, 17.1, 20.0], "exact")
for n, m in [(5, 30), (8, 12), (10, 10), (4, 25)]:
    x = rng.lognormal(0.0, 0.05, n) * 1.03
    y = rng.lognormal(0.0, 0.05, m)
    add(f"lognormal {n} vs {m}", np.round(x, 6), np.round(y, 6), "exact")

# Normal approximation with tie and continuity corrections.
add("ties, asymptotic", [1, 2, 2, 3, 3, 3, 4, 5], [2, 3, 4, 4, 5, 5, 6, 6, 7], "asymptotic")
for n, m in [(40, 40), (60, 25), (100, 120)]:
    x = np.round(rng.lognormal(0.0, 0.1, n), 2)
    y = np.round(rng.lognormal(0.02, 0.1, m), 2)
    add(f"rounded lognormal {n} vs {m}, asymptotic", x, y, "asymptotic")


# Wilcoxon signed-rank on paired differences (zeros dropped: zero_method="wilcox").
signed = []


def add_signed(name, d, method):
    entry = {"name": name, "d": [float(v) for v in d], "method": method}
    for alternative in ("less", "greater"):
        kwargs = {"correction": True} if method == "approx" else {}
        r = stats.wilcoxon(d, alternative=alternative, method=method, zero_method="wilcox", **kwargs)
        entry[alternative] = float(r.pvalue)
    signed.append(entry)


add_signed("all positive, 6", [0.1, 0.2, 0.3, 0.4, 0.5, 0.6], "exact")
add_signed("textbook 10", [1.83 - 0.878, 0.50 - 0.647, 1.62 - 0.598, 2.48 - 2.05, 1.68 - 1.06,
                           1.88 - 1.29, 1.55 - 1.06, 3.06 - 3.14, 1.30 - 1.29, 2.5 - 1.0], "exact")
for n in (5, 9, 15, 30, 50):
    d = np.log(rng.lognormal(0.02, 0.05, n) / rng.lognormal(0.0, 0.05, n))
    add_signed(f"log-ratios, {n} rounds, exact", np.round(d, 9), "exact")
add_signed("ties and zeros, approx", [0.0, 0.1, -0.1, 0.2, 0.2, 0.2, -0.3, 0.4, 0.5, 0.0, 0.1, 0.6], "approx")
for n in (60, 200):
    d = np.round(np.log(rng.lognormal(0.01, 0.05, n) / rng.lognormal(0.0, 0.05, n)), 3)
    add_signed(f"rounded log-ratios, {n} rounds, approx", d, "approx")


# Hodges-Lehmann: median of Walsh averages; the exact interval from the null distribution of W+,
# enumerated here by brute force over all 2^n sign vectors (independent of the TypeScript DP).
def hodges_lehmann(d, confidence):
    n = len(d)
    walsh = sorted((d[i] + d[j]) / 2 for i in range(n) for j in range(i, n))
    counts = np.zeros(n * (n + 1) // 2 + 1)
    for mask in range(2 ** n):
        counts[sum(i + 1 for i in range(n) if mask >> i & 1)] += 1
    cdf = np.cumsum(counts) / 2 ** n
    tail = (1 - confidence) / 2
    below = [k for k in range(len(cdf)) if cdf[k] <= tail * (1 + 1e-12)]
    c = below[-1] if below else -1
    lo = max(c, 0)
    return {"estimate": float(np.median(walsh)), "low": float(walsh[lo]), "high": float(walsh[len(walsh) - 1 - lo]),
            "coverage": float(1 - 2 * cdf[c]) if c >= 0 else float(1 - 2 * 2.0 ** -n)}


hl = []
for n, confidence in [(4, 0.9), (6, 0.9), (8, 0.95), (10, 0.99), (12, 0.95), (15, 0.99)]:
    d = [float(v) for v in np.round(np.log(rng.lognormal(0.03, 0.04, n) / rng.lognormal(0.0, 0.04, n)), 9)]
    hl.append({"d": d, "confidence": confidence, **hodges_lehmann(d, confidence)})

print(json.dumps({"generated_by": "tests/core/stats/make-reference.py", "scipy": scipy.__version__,
                  "python": platform.python_version(), "mann_whitney": cases, "signed_rank": signed,
                  "hodges_lehmann": hl}, indent=1))
