"""Runs Apache Otava's change-point analysis on the series the change-point study writes.

Reads JSON from the file named by the first argument:
  {"window": 50, "max_pvalue": 0.001, "min_magnitude": 0.02, "series": [[v0, v1, ...], ...]}
and prints {"otava_version": ..., "seconds": ..., "change_points": [[i, ...], ...]}: per series the
index of the first point of each new level (Otava's ChangePoint.index), as compute_change_points
returns them. Needs `pip install apache-otava`.
"""
import json
import sys
import time
from importlib.metadata import version

from otava.analysis import compute_change_points


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        job = json.load(f)
    started = time.perf_counter()
    found = []
    for series in job["series"]:
        points, _weak = compute_change_points(
            series,
            window_len=job["window"],
            max_pvalue=job["max_pvalue"],
            min_magnitude=job["min_magnitude"],
        )
        found.append(sorted(int(cp.index) for cp in points))
    json.dump(
        {"otava_version": version("apache-otava"), "seconds": time.perf_counter() - started, "change_points": found},
        sys.stdout,
    )


if __name__ == "__main__":
    main()
