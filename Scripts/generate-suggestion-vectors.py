#!/usr/bin/env python3
"""Writes Tests/ShadeColorTests/Fixtures/SuggestionVectors.generated.swift: failing contrast pairs
and the smallest change of one of their colors, found by brute force with coloraide (PyPI), an
independent implementation of the color science, that makes every pair meet its minimum ratio.

    python3 -m pip install coloraide==8.13.1
    python3 Scripts/generate-suggestion-vectors.py           # writes the file
    python3 Scripts/generate-suggestion-vectors.py --check   # fails when the file differs

The change is the one `shade audit --suggest` makes (issue 33): the color's OkLCh lightness moves,
its hue and alpha stay, and its chroma is reduced only as far as its own gamut (sRGB or Display
P3) needs, with CSS Color 4's gamut mapping (coloraide's `fit(space, method="minde-chroma")`).
The brute force walks the lightness outward from the color's own, both ways, in steps of 0.001,
stops at the first lightness where every pair meets its minimum, and narrows the step between it
and the last one that did not by bisection to 1e-7. The answer is the nearer of the two ways by
ΔE OK (coloraide's `delta_e(method="ok")`), or none when neither way has one.

A pair is seen as Shade's `Appearance.seen(_:over:)` documents it: a translucent background is
composited over the appearance's system background (white in light, black in dark, #1C1C1E in
dark elevated), then a translucent foreground over that; compositing is source-over on the
components of the background's space, the foreground converted there and clipped to it. The
ratio is WCAG 2.1's (coloraide's `contrast(method="wcag21")`).

The pairs are drawn from a fixed seed and kept only when they fail: opaque sRGB pairs, Display
P3 colors, translucent foregrounds, translucent backgrounds, a background to change under its
text, and text over two backgrounds at once (some of which no lightness satisfies).
"""

import multiprocessing
import os
import random
import sys

from coloraide import Color

SEED = 20261128
STEP = 0.001
OUTPUT = os.path.join(
    os.path.dirname(__file__), "..", "Tests", "ShadeColorTests", "Fixtures", "SuggestionVectors.generated.swift"
)
# Appearance index (Shade's `Appearance(index:)`) and its system background.
SYSTEM_BACKGROUNDS = {0: Color("srgb", [1, 1, 1]), 4: Color("srgb", [0, 0, 0]), 5: Color("srgb", [0x1C / 255, 0x1C / 255, 0x1E / 255])}


def composited(foreground, background):
    """Source over, on the components of the background's space (the foreground clipped to it)."""
    space = background.space()
    front = [min(max(c, 0.0), 1.0) for c in foreground.convert(space).coords()]
    back = background.coords()
    a, b = foreground.alpha(), background.alpha()
    alpha = a + b * (1 - a)
    if alpha <= 0:
        return Color(space, [0, 0, 0], 0)
    front_weight, back_weight = a / alpha, b * (1 - a) / alpha
    mixed = [f * front_weight + g * back_weight for f, g in zip(front, back)]
    return Color(space, [min(max(c, 0.0), 1.0) for c in mixed], alpha)


def ratio(foreground, background, appearance):
    seen_background = background if background.alpha() == 1 else composited(background, SYSTEM_BACKGROUNDS[appearance])
    seen_foreground = foreground if foreground.alpha() == 1 else composited(foreground, seen_background)
    return seen_foreground.clone().set("alpha", 1).contrast(seen_background.clone().set("alpha", 1), method="wcag21")


def candidate(color, lightness):
    """The color with OkLCh lightness `lightness`, its hue, chroma and alpha, mapped into its gamut."""
    lch = color.convert("oklch")
    space = color.space()
    moved = Color("oklch", [lightness, lch["chroma"], 0.0 if lch.is_nan("hue") else lch["hue"]], color.alpha())
    return moved.convert(space).fit(space, method="minde-chroma")


def meets_all(case, color):
    for other, minimum in case["others"]:
        if case["role"] == "foreground":
            value = ratio(color, other, case["appearance"])
        else:
            value = ratio(other, color, case["appearance"])
        if value < minimum:
            return False
    return True


def nearest(case):
    """The smallest ΔE OK change by brute force, and the lightness; (None, None) when there is none."""
    color = case["color"]
    start = color.convert("oklch")["lightness"]
    best = None
    for direction in (-1, 1):
        previous = start
        k = 1
        found = None
        while True:
            lightness = min(max(start + direction * k * STEP, 0.0), 1.0)
            if meets_all(case, candidate(color, lightness)):
                found = lightness
                break
            if lightness in (0.0, 1.0):
                break
            previous = lightness
            k += 1
        if found is None:
            continue
        unmet, met = previous, found
        while abs(met - unmet) > 1e-7:
            middle = (met + unmet) / 2
            if meets_all(case, candidate(color, middle)):
                met = middle
            else:
                unmet = middle
        distance = color.delta_e(candidate(color, met), method="ok")
        if best is None or distance < best[0]:
            best = (distance, met)
    return best if best is not None else (None, None)


def random_color(rng, space, alpha=1.0):
    return Color(space, [rng.random() for _ in range(3)], alpha)


def cases():
    rng = random.Random(SEED)

    def single(color, other, role, appearance, minimum):
        return {"color": color, "role": role, "appearance": appearance, "others": [(other, minimum)]}

    kinds = [
        (380, lambda: single(random_color(rng, "srgb"), random_color(rng, "srgb"), "foreground", 0, rng.choice((4.5, 3, 7)))),
        (170, lambda: single(random_color(rng, "display-p3"), random_color(rng, rng.choice(("srgb", "display-p3"))),
                             "foreground", rng.choice((0, 4)), rng.choice((4.5, 3)))),
        (160, lambda: single(random_color(rng, rng.choice(("srgb", "display-p3")), round(rng.uniform(0.75, 0.98), 3)),
                             random_color(rng, "srgb"), "foreground", rng.choice((0, 4, 5)), rng.choice((4.5, 3)))),
        (120, lambda: single(random_color(rng, "srgb"), random_color(rng, "srgb", round(rng.uniform(0.5, 0.95), 3)),
                             "foreground", rng.choice((0, 4, 5)), rng.choice((4.5, 3)))),
        (150, lambda: single(random_color(rng, rng.choice(("srgb", "display-p3"))), random_color(rng, "srgb"),
                             "background", rng.choice((0, 4)), rng.choice((4.5, 3)))),
        (80, lambda: {"color": random_color(rng, "srgb"), "role": "foreground", "appearance": 0,
                      "others": [(random_color(rng, "srgb"), 4.5), (random_color(rng, "srgb"), 3)]}),
    ]
    for count, make in kinds:
        made = 0
        while made < count:
            case = make()
            if meets_all(case, case["color"]):
                continue
            made += 1
            yield case


def vector_color(color):
    """`srgb 0.5 0.25 1.0 0.8`: the space, the three components and alpha, as Python prints them."""
    return " ".join([color.space()] + [repr(value) for value in color.coords()] + [repr(color.alpha())])


_cases = []


def _keep_cases(cases):
    _cases[:] = cases


def _nearest_at(index):
    return nearest(_cases[index])


def swift_source():
    import coloraide

    lines = [
        "// swift-format-ignore-file: one vector per line, as the script writes them.",
        "// Generated by Scripts/generate-suggestion-vectors.py with coloraide %s (PyPI); do not edit." % coloraide.__version__,
        "// Each line: the color to change (space, components, alpha), its role and the appearance",
        "// (Appearance(index:)); after `|`, each other color with its minimum ratio, separated by `;`;",
        "// after the last `|`, the smallest ΔE OK change along the color's hue and the lightness it ends",
        "// at, or `-` when no lightness meets every minimum. A text, not Swift literals, so that the",
        "// compiler does not type-check a thousand nested expressions.",
        "",
        "extension SuggestionVector {",
        '    static let coloraideText = """',
    ]
    # The brute force of each case on every core: the cases are the same in each process (a fixed
    # seed), and each process searches its share.
    all_cases = list(cases())
    with multiprocessing.get_context("fork").Pool(os.cpu_count() or 1, _keep_cases, (all_cases,)) as pool:
        found = pool.map(_nearest_at, range(len(all_cases)), chunksize=8)
    for case, (distance, lightness) in zip(all_cases, found):
        others = " ; ".join("%s %r" % (vector_color(other), minimum) for other, minimum in case["others"])
        lines.append(
            "        %s %s %d | %s | %s"
            % (vector_color(case["color"]), case["role"], case["appearance"], others,
               "-" if distance is None else "%.7f %.7f" % (distance, lightness))
        )
    lines += ['        """', "}", ""]
    return "\n".join(lines)


def main():
    source = swift_source()
    if "--check" in sys.argv[1:]:
        with open(OUTPUT) as file:
            if file.read() != source:
                sys.exit("%s differs from what coloraide computes now" % os.path.relpath(OUTPUT))
        print("the suggestion vectors are what coloraide's brute force finds: %d cases" % (source.count(" | ") // 2))
        return
    with open(OUTPUT, "w") as file:
        file.write(source)


if __name__ == "__main__":
    main()
