#!/usr/bin/env python3
"""Turns the text output of a benchmark run into the tables of README.md.

Usage (from Benchmarks/):
    swift package --allow-writing-to-package-directory benchmark --no-progress --scale \
        --time-units nanoseconds | tee results.txt
    python3 summarize.py results.txt [more results …]

`--scale` makes the tool print per-iteration (unscaled) figures with three significant digits;
this script divides them by the work done per iteration. Without `--scale` the tool prints figures
already divided by the benchmark's scaling factor, rounded to whole units, and marks their rows
with `*`; those are taken as they are. Times are converted to nanoseconds whatever
`--time-units` was.

Prints the tables of each suite found in the file (observers, colors, trait tree); a run of every
target gives all three. The observer tables give the median (p50); the color and tree tables give
p0 and p50.
"""
import re
import sys

CALLS_PER_ITERATION = 1_000_000      # observer calls per send-benchmark iteration
REGISTRATIONS_PER_ITERATION = 1_000  # subscriptions or cancellations per iteration
REGISTRATIONS_FOR_MEMORY = 1_000_000
RESOLVES_PER_ITERATION = 1_000_000   # ColorBenchmarks
TRAIT_OPERATIONS_PER_ITERATION = 1_000_000  # Traits ReadBuiltIn / Traits Compare
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
TIME_UNITS = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}  # to nanoseconds
SCALED_MARK = re.compile(r"\s*\*$")
SCALE_SUFFIX = re.compile(r"\s*\((K|M|G)\)$")
TIME_SUFFIX = re.compile(r"\s*\((ns|μs|us|ms|s)\)$")


class Metric:
    """One row of a benchmark's table: its percentiles, and whether the tool already scaled them."""

    def __init__(self, percentiles, scaled):
        self.percentiles, self.scaled = percentiles, scaled

    def per(self, work, percentile="p50"):
        """The figure for one unit of work, when an iteration does `work` units."""
        value = self.percentiles.get(percentile)
        if value is None:
            return None
        return value if self.scaled else value / work


def parse(path):
    """Returns {benchmark name: {metric label: Metric}}, times in nanoseconds.

    A benchmark's name is the line just above its table (the line starting with ╒), and only the
    rows of that table belong to it. (The previous version took any line matching
    "Send|Subscribe|Cancel|Memory <word> <word>" as a name and gave every later table row to the
    last such benchmark, so in the output of a run of every target the trait tree suite's rows,
    which come after the observer suite, overwrote the figures of "Subscribe Shade existing=1M".)

    A time label keeps no unit ("Time (wall clock)"); a count or byte label keeps its own
    ("Malloc / free Δ (bytes)") and loses only the K/M/G scale and the `*` mark.
    """
    results, current, previous, columns = {}, None, "", None
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if line.startswith("╒"):
                name = previous.strip()
                if name in results:
                    sys.exit(f"{path}: benchmark {name!r} appears twice; summarize one run at a time")
                current = results[name] = {} if name else None
                columns = None
            elif line.startswith("╘"):
                current = None
            elif current is not None and line.startswith("│"):
                cells = [cell.strip() for cell in line.strip("│").split("│")]
                if cells[0] == "Metric":
                    columns = cells
                elif columns is not None and len(cells) == len(columns):
                    label = cells[0]
                    mark = SCALED_MARK.search(label)
                    if mark:
                        label = label[: mark.start()]
                    factor = 1.0
                    scale = SCALE_SUFFIX.search(label)
                    if scale:
                        factor *= MULTIPLIERS[scale.group(1)]
                        label = label[: scale.start()]
                    time = TIME_SUFFIX.search(label)
                    if time:
                        factor *= TIME_UNITS[time.group(1)]
                        label = label[: time.start()]
                    percentiles = {
                        column: float(cell) * factor
                        for column, cell in zip(columns[1:], cells[1:])
                        if column.startswith("p")
                    }
                    current[label] = Metric(percentiles, scaled=mark is not None)
            previous = line
    return results


def metric(results, name, label, work, percentile="p50"):
    """One figure per unit of work of one metric of one benchmark (the label as `parse` keeps it)."""
    row = results.get(name, {}).get(label)
    return None if row is None else row.per(work, percentile)


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


def observer_tables(results):
    def ns_per_call(mechanism, size):
        return metric(results, f"Send {mechanism} N={size}", "Time (wall clock)", CALLS_PER_ITERATION)

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
            # Per observer call, times the calls of one send.
            mallocs = metric(results, f"Send {mechanism} N={size}", "Malloc (total)", CALLS_PER_ITERATION)
            cells.append("—" if mallocs is None else count(round(mallocs * size, 9)))
        print(f"| {title} | " + " | ".join(cells) + " |")

    print("\n### Subscribe and cancel with 1 000 000 existing observers\n")
    print("| Mechanism | subscribe (ns) | cancel (ns) | subscribe + cancel (ns) | allocations per subscribe |")
    print("|---|---:|---:|---:|---:|")
    for mechanism in ["Shade", "NotificationCenter", "OpenCombine"]:
        per = REGISTRATIONS_PER_ITERATION
        subscribe = metric(results, f"Subscribe {mechanism} existing=1M", "Time (wall clock)", per)
        cancel = metric(results, f"Cancel {mechanism} existing=1M", "Time (wall clock)", per)
        allocations = metric(results, f"Subscribe {mechanism} existing=1M", "Malloc (total)", per)
        both = subscribe + cancel if subscribe is not None and cancel is not None else None
        print(f"| {mechanism} | {number(subscribe)} | {number(cancel)} | {number(both)} | {count(allocations)} |")

    print("\n### Memory per registration (1 000 000 registrations)\n")
    print("| Form | requested bytes kept | allocations kept | resident-set growth (bytes, upper bound) |")
    print("|---|---:|---:|---:|")
    for form in ["ShadeClosure", "ShadeTargetAction"]:
        name, per = f"Memory {form} N=1000000", REGISTRATIONS_FOR_MEMORY
        kept = metric(results, name, "Malloc / free Δ (bytes)", per)
        allocations = metric(results, name, "Malloc / free Δ", per)
        resident = metric(results, name, "Memory Δ (resident peak)", per)
        print(f"| {form} | {number(kept)} | {count(allocations)} | {number(resident)} |")


def color_table(results):
    print("### Color: one resolve\n")
    print("| Benchmark | p0 (ns) | p50 (ns) | allocations per resolve |")
    print("|---|---:|---:|---:|")
    for kind in ["VariantTable", "Provider"]:
        name, per = f"Resolve {kind}", RESOLVES_PER_ITERATION
        p0 = metric(results, name, "Time (wall clock)", per, "p0")
        p50 = metric(results, name, "Time (wall clock)", per)
        allocations = metric(results, name, "Malloc (total)", per)
        print(f"| {name} | {number(p0)} | {number(p50)} | {count(allocations)} |")


def tree_tables(results, path):
    def figure(name, percentile, label="Time (wall clock)", work=1):
        return metric(results, name, label, work, percentile)

    def ms(value):
        return "—" if value is None else f"{value / 1e6:.3f} ms"

    root, baseline = "Tree RootStyleChange N=10000", "Tree Baseline N=10000"
    if root in results or baseline in results:
        print("### Trait tree: root change against the baseline\n")
        print("| Run | RootStyleChange p0 | p50 | Baseline p0 | p50 | Ratio p0 | Ratio p50 |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        cells = [ms(figure(name, percentile)) for name in (root, baseline) for percentile in ("p0", "p50")]
        for percentile in ("p0", "p50"):
            tree, walk = figure(root, percentile), figure(baseline, percentile)
            cells.append("—" if tree is None or not walk else f"{tree / walk:.2f}×")
        print(f"| `{path}` | " + " | ".join(cells) + " |")
        print()

    others = [
        ("Tree SubtreeChange subtree=100 N=1000", "µs", 1),
        ("Tree SubtreeChange subtree=100 N=100000", "µs", 1),
        ("Traits ReadBuiltIn", "ns", TRAIT_OPERATIONS_PER_ITERATION),
        ("Traits Compare", "ns", TRAIT_OPERATIONS_PER_ITERATION),
    ]
    if any(name in results for name, _, _ in others):
        print("### Trait tree: other benchmarks\n")
        print("| Benchmark | p0 | p50 | allocations per iteration |")
        print("|---|---:|---:|---:|")
        for name, unit, work in others:
            divisor = 1e3 if unit == "µs" else 1
            p0, p50 = (figure(name, percentile, work=work) for percentile in ("p0", "p50"))
            # Allocations per iteration of the benchmark, whatever the scaling.
            row = results.get(name, {}).get("Malloc (total)")
            allocations = None if row is None else row.percentiles["p50"] * (work if row.scaled else 1)
            # Figures the tool already scaled are whole units: shown without decimals.
            times = ["—" if value is None else f"{count(value / divisor)} {unit}" for value in (p0, p50)]
            print(f"| {name} | " + " | ".join(times) + f" | {count(allocations)} |")
        print()


def main(paths):
    for path in paths:
        results = parse(path)
        if len(paths) > 1:
            print(f"## {path}\n")
        printed = False
        if any(name.split(" ")[0] in ("Send", "Subscribe", "Cancel", "Memory") for name in results):
            observer_tables(results)
            print()
            printed = True
        if any(name.startswith("Resolve ") for name in results):
            color_table(results)
            print()
            printed = True
        if any(name.startswith(("Tree ", "Traits ")) for name in results):
            tree_tables(results, path)
            printed = True
        if not printed:
            sys.exit(f"{path}: no benchmark of a known suite")


if __name__ == "__main__":
    main(sys.argv[1:] or ["results.txt"])
