#!/usr/bin/env python3
"""Turns the text output of the benchmark run into the tables of README.md.

Usage (from Benchmarks/):
    swift package --allow-writing-to-package-directory benchmark --no-progress --scale \
        --time-units nanoseconds | tee results.txt
    python3 summarize.py results.txt

`--scale` makes the tool print per-iteration (unscaled) figures with three significant digits;
this script divides them by the work done per iteration. Every figure is the median (p50).
"""
import re
import sys

CALLS_PER_ITERATION = 1_000_000      # observer calls per send-benchmark iteration
REGISTRATIONS_PER_ITERATION = 1_000  # subscriptions or cancellations per iteration
REGISTRATIONS_FOR_MEMORY = 1_000_000
SIZES = [1, 100, 10_000, 1_000_000]
MECHANISMS = [
    ("PlainLoop", "Plain `[() -> Void]` loop (floor)"),
    ("ShadeClosure", "Shade closure (`observe`)"),
    ("ShadeTargetAction", "Shade target–action (weak)"),
    ("ShadeProtocol", "Shade `SendableStateObserver` (weak)"),
    ("NotificationCenter", "NotificationCenter blocks"),
    ("OpenCombine", "OpenCombine `CurrentValueSubject.sink`"),
    ("Observation", "Observation `withObservationTracking` + re-register"),
]
MULTIPLIERS = {"K": 1e3, "M": 1e6, "G": 1e9}
HEADER = re.compile(r"^(Send|Subscribe|Cancel|Memory) \S+ \S+$")


def parse(path):
    """Returns {benchmark name: {metric label: p50 value}}."""
    results, current = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if HEADER.match(line):
            current = results.setdefault(line, {})
            continue
        if current is None or not line.startswith("│"):
            continue
        cells = [cell.strip() for cell in line.strip("│").split("│")]
        if len(cells) < 9 or cells[0] == "Metric":
            continue
        label, p50 = cells[0], float(cells[3])
        unit = re.search(r"\((K|M|G)\)$", label)
        if unit:
            p50 *= MULTIPLIERS[unit.group(1)]
            label = label[: unit.start()].strip()
        current[label] = p50
    return results


def metric(results, name, prefix):
    for label, value in results.get(name, {}).items():
        if label.startswith(prefix):
            return value
    return None


def ratio(value):
    return f"{value:.1f}×" if value < 10 else f"{value:,.0f}×"


def number(value):
    """Three significant digits for small figures, whole numbers from 100 up."""
    if value is None:
        return "—"
    if value == 0:
        return "0"
    return f"{value:,.0f}" if value >= 100 else f"{value:#.3g}"


def count(value):
    """Counts: whole numbers when whole."""
    if value is None:
        return "—"
    return f"{value:,.0f}" if value == int(value) else number(value)


def main(path):
    results = parse(path)

    def ns_per_call(mechanism, size):
        time = metric(results, f"Send {mechanism} N={size}", "Time (wall clock)")
        return None if time is None else time / CALLS_PER_ITERATION

    print("### Send: ns per observer per send (ratio to the plain loop)\n")
    print("| Mechanism | " + " | ".join(f"N = {size:,}" for size in SIZES) + " |")
    print("|---|" + "---:|" * len(SIZES))
    for mechanism, title in MECHANISMS:
        cells = []
        for size in SIZES:
            value, floor = ns_per_call(mechanism, size), ns_per_call("PlainLoop", size)
            if value is None:
                cells.append("—")
            elif mechanism == "PlainLoop" or not floor:
                cells.append(f"{number(value)}")
            else:
                cells.append(f"{number(value)} ({ratio(value / floor)})")
        print(f"| {title} | " + " | ".join(cells) + " |")

    print("\n### At N = 1,000,000: how many times faster per observer Shade is\n")
    print("| Shade form | than NotificationCenter | than OpenCombine |")
    print("|---|---:|---:|")
    largest = SIZES[-1]
    for mechanism, title in MECHANISMS[1:4]:
        shade = ns_per_call(mechanism, largest)
        others = [ns_per_call(other, largest) for other in ("NotificationCenter", "OpenCombine")]
        cells = ["—" if not shade or other is None else ratio(other / shade) for other in others]
        print(f"| {title} | " + " | ".join(cells) + " |")

    print("\n### Allocations per send (steady state)\n")
    print("| Mechanism | " + " | ".join(f"N = {size:,}" for size in SIZES) + " |")
    print("|---|" + "---:|" * len(SIZES))
    for mechanism, title in MECHANISMS:
        cells = []
        for size in SIZES:
            mallocs = metric(results, f"Send {mechanism} N={size}", "Malloc (total)")
            sends = CALLS_PER_ITERATION // size
            cells.append("—" if mallocs is None else count(mallocs / sends))
        print(f"| {title} | " + " | ".join(cells) + " |")

    print("\n### Subscribe and cancel with 1 000 000 existing observers\n")
    print("| Mechanism | subscribe (ns) | cancel (ns) | subscribe + cancel (ns) | allocations per subscribe |")
    print("|---|---:|---:|---:|---:|")
    for mechanism in ["Shade", "NotificationCenter", "OpenCombine"]:
        subscribe = metric(results, f"Subscribe {mechanism} existing=1M", "Time (wall clock)")
        cancel = metric(results, f"Cancel {mechanism} existing=1M", "Time (wall clock)")
        mallocs = metric(results, f"Subscribe {mechanism} existing=1M", "Malloc (total)")
        subscribe = subscribe and subscribe / REGISTRATIONS_PER_ITERATION
        cancel = cancel and cancel / REGISTRATIONS_PER_ITERATION
        both = subscribe + cancel if subscribe is not None and cancel is not None else None
        allocations = mallocs / REGISTRATIONS_PER_ITERATION if mallocs is not None else None
        print(f"| {mechanism} | {number(subscribe)} | {number(cancel)} | {number(both)} | {count(allocations)} |")

    print("\n### Memory per registration (1 000 000 registrations)\n")
    print("| Form | requested bytes kept | allocations kept | resident-set growth (bytes, upper bound) |")
    print("|---|---:|---:|---:|")
    for form in ["ShadeClosure", "ShadeTargetAction"]:
        name = f"Memory {form} N=1000000"
        kept = metric(results, name, "Malloc / free Δ (bytes)")
        allocations = metric(results, name, "Malloc / free Δ")
        resident = metric(results, name, "Memory Δ (resident peak)")
        per = lambda value: None if value is None else value / REGISTRATIONS_FOR_MEMORY
        print(f"| {form} | {number(per(kept))} | {count(per(allocations))} | {number(per(resident))} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "results.txt")
