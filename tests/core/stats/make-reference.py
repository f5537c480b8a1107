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

print(json.dumps({"generated_by": "tests/core/stats/make-reference.py", "scipy": scipy.__version__,
                  "python": platform.python_version(), "mann_whitney": cases}, indent=1))
