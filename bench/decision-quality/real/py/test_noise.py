"""Small pytest-benchmark benchmarks whose run-to-run noise the decision-quality replay uses.

collect.mjs runs this file many times; each run's mean per benchmark is one observation.
"""
import hashlib
import json
import re


def test_sort(benchmark):
    data = [(i * 7919) % 2003 for i in range(2000)]
    benchmark(sorted, data)


def test_json_roundtrip(benchmark):
    doc = [{"name": f"b{i}", "value": i * 1.5, "tags": ["a", "b"]} for i in range(50)]
    benchmark(lambda: json.loads(json.dumps(doc)))


def test_regex(benchmark):
    text = "alpha=1 beta=22 gamma=333 " * 40
    pattern = re.compile(r"(\w+)=(\d+)")
    benchmark(pattern.findall, text)


def test_sha256(benchmark):
    buf = b"x" * 4096
    benchmark(lambda: hashlib.sha256(buf).digest())


def test_dict_build(benchmark):
    benchmark(lambda: {i * 31: i for i in range(1000)})
