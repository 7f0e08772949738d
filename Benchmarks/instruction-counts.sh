#!/usr/bin/env bash
# Counts the instructions of Shade's hot paths with callgrind: a root change on the benchmarks'
# 10 000-node trait tree, a closure send to 10 000 observers and a variant-table color resolve;
# and the closure send's floor, a plain `[() -> Void]` loop over the same 10 000 closures, so
# that the send's cost is also given as a ratio to the floor, from the same run.
#
# Usage (from anywhere):
#     Benchmarks/instruction-counts.sh [--runs N] [--compare FILE] [--no-build] [WORKLOAD …]
#
# Builds the InstructionCounts driver in release mode, runs each workload (all four by default)
# under `valgrind --tool=callgrind`, counting only the instructions executed inside the driver's
# `measured…` function (`--collect-atstart=no --toggle-collect`), and prints one line per
# workload: its name, the instructions of the measured loop and the instructions per operation
# (per node per change, per observer per send, per closure call, per resolve). When both
# `closure-send` and `closure-floor` ran, a comment line follows with the send's instructions as a
# multiple of the floor's. The output is the format of `--compare`'s file:
# `Results/instruction-counts.txt` is one such output.
#
#   --runs N        run each workload N times (default 1); the counts must be identical, since
#                   callgrind counts deterministically (hashing is made deterministic too); the
#                   lowest is printed, and a spread is reported on standard error
#   --compare FILE  compare each workload's instructions per operation with FILE's, and exit 1
#                   when one is more than 5 % higher (an improvement of more than 5 % is reported,
#                   so that FILE can be updated, but does not fail)
#   --no-build      use the driver already built
#
# Counts depend on the compiler, the C library and valgrind; the saved file names the toolchain it
# was made with, and a comparison with another toolchain says so.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
tolerance_percent=5
runs=1
compare=""
build=1
workloads=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --compare) compare="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        root-change | closure-send | closure-floor | variant-resolve) workloads+=("$1"); shift ;;
        *) echo "usage: $0 [--runs N] [--compare FILE] [--no-build] [root-change|closure-send|closure-floor|variant-resolve …]" >&2
           exit 2 ;;
    esac
done
[ ${#workloads[@]} -gt 0 ] || workloads=(root-change closure-send closure-floor variant-resolve)
if [ -n "$compare" ] && [ ! -f "$compare" ]; then
    echo "$compare: no such file" >&2
    exit 2
fi

if ! command -v valgrind >/dev/null; then
    echo "valgrind is not installed (Debian and Ubuntu: apt-get install valgrind)" >&2
    exit 2
fi

if [ "$build" = 1 ]; then
    swift build -c release --package-path "$here" --product InstructionCounts >&2
fi
driver="$(swift build -c release --package-path "$here" --show-bin-path)/InstructionCounts"
[ -x "$driver" ] || { echo "$driver: not built" >&2; exit 2; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

toolchain="$(swift --version 2>/dev/null | head -n 1)"
echo "# Instructions counted by callgrind ($(valgrind --version)) inside the measured loop; $toolchain"
echo "# workload  total_instructions  per_operation"

failed=0
declare -A per_operation=()
for workload in "${workloads[@]}"; do
    counts=()
    for ((run = 1; run <= runs; run++)); do
        out="$scratch/callgrind.$workload.$run"
        # Swift seeds its hashing per process; a fixed seed keeps every run's work the same.
        operations="$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
            --toggle-collect='*InstructionCounts*measured*' --callgrind-out-file="$out" \
            "$driver" "$workload" 2>"$scratch/valgrind.log" | awk '$1 == "operations" { print $2 }')" || {
            cat "$scratch/valgrind.log" >&2
            exit 1
        }
        total="$(awk '$1 == "totals:" { print $2 }' "$out")"
        if [ -z "$operations" ] || [ -z "$total" ] || [ "$total" = 0 ]; then
            echo "$workload: no count (the driver printed no operations, or nothing was collected)" >&2
            cat "$scratch/valgrind.log" >&2
            exit 1
        fi
        counts+=("$total")
    done
    lowest="$(printf '%s\n' "${counts[@]}" | sort -n | head -n 1)"
    highest="$(printf '%s\n' "${counts[@]}" | sort -n | tail -n 1)"
    if [ "$runs" -gt 1 ]; then
        awk -v w="$workload" -v n="$runs" -v lo="$lowest" -v hi="$highest" 'BEGIN {
            printf "%s: %d runs, %s to %s instructions (spread %.3f %%)\n", w, n, lo, hi, (hi - lo) * 100 / lo
        }' >&2
    fi
    per="$(awk -v t="$lowest" -v n="$operations" 'BEGIN { printf "%.1f", t / n }')"
    printf '%-16s %12s %8s\n' "$workload" "$lowest" "$per"
    per_operation[$workload]="$per"

    if [ -n "$compare" ]; then
        saved="$(awk -v w="$workload" '$1 == w { print $3 }' "$compare")"
        if [ -z "$saved" ]; then
            echo "$workload: not in $compare" >&2
            failed=1
            continue
        fi
        verdict="$(awk -v now="$per" -v was="$saved" -v tol="$tolerance_percent" 'BEGIN {
            change = (now - was) * 100 / was
            status = change > tol ? "WORSE" : (change < -tol ? "better (update the saved file)" : "ok")
            printf "%s %+.2f %%: %s per operation, %s in the saved file\n", status, change, now, was
        }')"
        echo "$workload: $verdict" >&2
        case "$verdict" in WORSE*) failed=1 ;; esac
    fi
done

if [ -n "${per_operation[closure-send]:-}" ] && [ -n "${per_operation[closure-floor]:-}" ]; then
    awk -v send="${per_operation[closure-send]}" -v floor="${per_operation[closure-floor]}" 'BEGIN {
        printf "# closure-send / closure-floor: %.2fx the floor'"'"'s instructions per observer (%s / %s)\n", send / floor, send, floor
    }'
fi

if [ -n "$compare" ]; then
    saved_toolchain="$(sed -n 's/^# Instructions counted .*; //p' "$compare" | head -n 1)"
    if [ "$saved_toolchain" != "$toolchain" ]; then
        echo "note: $compare was made with '$saved_toolchain', this is '$toolchain'" >&2
    fi
    if [ "$failed" = 1 ]; then
        echo "instruction counts: more than $tolerance_percent % above $compare" >&2
        exit 1
    fi
fi
