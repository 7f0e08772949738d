#!/usr/bin/env python3
"""Generate Shade's system color table and its test expectations from system-colors.json.

Usage (from anywhere):
    Scripts/generate-system-colors.py [--check] [PATH-TO-system-colors.json]

Without a path it reads Data/system-colors.json, the repository's copy of the shared
../shared/data/system-colors.json (CI checks that the two are the same where shared/ is present).
It writes:
    Sources/ShadeColor/SystemColors.generated.swift
        DynamicColor.label, .systemRed, ... with every variant, and Color.Fallback (light values).
    Tests/ShadeColorTests/Fixtures/SystemColorExpectations.generated.swift
        For each color, the eight values the data gives, which the tests resolve the table against.

--check writes nothing: it exits with status 1 if either file differs from what would be
written (CI runs this), 0 if both are up to date. The output depends only on the JSON file's
content (not on its path or the working directory), so running the script twice gives identical
files. Exit status 2 means the data file is missing or malformed. Python 3 standard library only.
"""

import argparse
import json
import re
import sys
import textwrap
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = Path("Data") / "system-colors.json"
SOURCE_OUTPUT = Path("Sources/ShadeColor/SystemColors.generated.swift")
TEST_OUTPUT = Path("Tests/ShadeColorTests/Fixtures/SystemColorExpectations.generated.swift")

# The eight combinations of style x contrast x level, with the keys the data uses.
COMBINATIONS = [
    "light", "dark",
    "lightHighContrast", "darkHighContrast",
    "lightElevated", "darkElevated",
    "lightElevatedHighContrast", "darkElevatedHighContrast",
]
BASE_KEYS = ["light", "dark", "lightHighContrast", "darkHighContrast"]

# The DynamicColor initializer's parameters, in order, and the data key each one takes.
# `light` becomes `any`; the light elevated keys are not parameters because the elevated level
# only changes dark colors, and the generator checks that the data agrees.
PARAMETERS = [
    ("any", "light"),
    ("lightHighContrast", "lightHighContrast"),
    ("dark", "dark"),
    ("darkHighContrast", "darkHighContrast"),
    ("darkElevated", "darkElevated"),
    ("darkElevatedHighContrast", "darkElevatedHighContrast"),
]

# One line on the role of each color, in the words of Apple's UIKit documentation.
ROLES = {
    "label": "The color for text labels that contain primary content.",
    "secondaryLabel": "The color for text labels that contain secondary content.",
    "tertiaryLabel": "The color for text labels that contain tertiary content.",
    "quaternaryLabel": "The color for text labels that contain quaternary content.",
    "placeholderText": "The color for placeholder text in controls or text views.",
    "systemFill": "An overlay fill color for thin and small shapes.",
    "secondarySystemFill": "An overlay fill color for medium-size shapes.",
    "tertiarySystemFill": "An overlay fill color for large shapes.",
    "quaternarySystemFill": "An overlay fill color for large areas that contain complex content.",
    "systemBackground": "The color for the main background of your interface.",
    "secondarySystemBackground": "The color for content layered on top of the main background.",
    "tertiarySystemBackground": "The color for content layered on top of secondary backgrounds.",
    "systemGroupedBackground": "The color for the main background of your grouped interface.",
    "secondarySystemGroupedBackground": "The color for content layered on top of the main background "
    "of your grouped interface.",
    "tertiarySystemGroupedBackground": "The color for content layered on top of secondary backgrounds "
    "of your grouped interface.",
    "separator": "The color for thin borders or divider lines that allows some underlying content to "
    "be visible.",
    "opaqueSeparator": "The color for borders or divider lines that hides any underlying content.",
    "link": "The specified color for links.",
}

HEX = re.compile(r"^#[0-9A-Fa-f]{8}$")


class DataError(Exception):
    pass


def swift_literal(hex_value, where):
    """`#RRGGBBAA` as a grouped Swift integer literal for Color(rgba:)."""
    if not isinstance(hex_value, str) or not HEX.match(hex_value):
        raise DataError(f"{where}: expected a color written #RRGGBBAA, found {hex_value!r}")
    digits = hex_value[1:].upper()
    return f"0x{digits[:4]}_{digits[4:]}"


def load(path):
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except OSError as error:
        raise DataError(f"{path}: cannot read the data file ({error.strerror})") from None
    except json.JSONDecodeError as error:
        raise DataError(f"{path}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    if not isinstance(data.get("colors"), dict) or not data["colors"]:
        raise DataError(f"{path}: expected an object under \"colors\"")
    return data


def combinations_of(name, entry):
    """The value for each of the eight combinations, validated and with elevated filled in."""
    where = f"colors.{name}"
    for key in BASE_KEYS:
        if key not in entry:
            raise DataError(f"{where}: missing the {key!r} value")
    values = {key: entry[key] for key in COMBINATIONS if key in entry}
    elevated = [key for key in COMBINATIONS if "Elevated" in key]
    present = [key for key in elevated if key in entry]
    if present and len(present) != len(elevated):
        missing = sorted(set(elevated) - set(present))
        raise DataError(f"{where}: has some elevated values but not {', '.join(missing)}")
    if not present:
        # Accent colors and grays list four values; the data's `_elevated` note says the elevated
        # ones equal the base ones.
        for key in elevated:
            values[key] = entry[key.replace("Elevated", "")]
    for key in COMBINATIONS:
        swift_literal(values[key], f"{where}.{key}")
    for key in ("lightElevated", "lightElevatedHighContrast"):
        base = key.replace("Elevated", "")
        if values[key].upper() != values[base].upper():
            raise DataError(
                f"{where}.{key}: {values[key]} differs from {base} {values[base]}, but the "
                "elevated level only changes dark colors (traits-spec.md section 5.5)"
            )
    return values, bool(present)


def wrap_comment(text, prefix, continuation):
    return textwrap.wrap(
        text, width=100, initial_indent=prefix, subsequent_indent=continuation,
        break_long_words=False, break_on_hyphens=False,
    )


def describe_source(key, source):
    """Comment lines naming one source: the repository, file and commits, or the page."""
    if "repo" in source:
        commits = ", ".join(commit.split(" ")[0] for commit in source.get("commits", []))
        text = f"{key}: {source['repo']} {source['path']}" + (f" @ {commits}" if commits else "")
    else:
        # Two sources share the HIG page; what each one read tells them apart.
        text = f"{key}: {source.get('url', '')} ({source.get('what', '').rstrip('.')})"
    return wrap_comment(text, "// - ", "//   ")


def header(data, purpose):
    sources = data.get("_meta", {}).get("sources", {})
    lines = [
        f"// {purpose}",
        "//",
        "// Generated by Scripts/generate-system-colors.py from system-colors.json (by default",
        "// Data/system-colors.json, the copy of the shared data) — do not edit.",
        "// Regenerate with `Scripts/generate-system-colors.py`; CI runs it with `--check`.",
        "//",
        "// Values: iOS 15–18 baseline, 8-bit sRGB, as listed in system-colors.json; where every value",
        "// comes from and which source won each conflict is in system-colors-SOURCES.md. Sources:",
    ]
    for key in sorted(sources):
        lines.extend(describe_source(key, sources[key]))
    return "\n".join(lines) + "\n\n"


def value_table(values, has_elevated):
    rows = [
        ("Light", "light", "lightHighContrast"),
        ("Dark", "dark", "darkHighContrast"),
    ]
    if has_elevated:
        rows.append(("Dark elevated", "darkElevated", "darkElevatedHighContrast"))
    lines = ["/// | | Normal | High contrast |", "/// |---|---|---|"]
    for label, normal, high in rows:
        lines.append(f"/// | {label} | `{values[normal].upper()}` | `{values[high].upper()}` |")
    return lines


def role(name):
    if name in ROLES:
        return ROLES[name]
    words = re.sub(r"(?<=[a-z])(?=[A-Z0-9])", " ", name[len("system"):] if name.startswith("system") else name)
    return f"The system {words.lower()} color."


def generate_source(data):
    out = [header(data, "The iOS system colors as dynamic colors, and their light values.")]
    out.append("extension DynamicColor {\n")
    entries = list(data["colors"].items())
    for index, (name, entry) in enumerate(entries):
        values, has_elevated = combinations_of(name, entry)
        sources = ", ".join(entry.get("_sources", []))
        doc = [f"/// {role(name)}", "///"] + value_table(values, has_elevated)
        if not has_elevated:
            doc += ["///", "/// The elevated level does not change it."]
        if sources:
            doc += ["///"] + wrap_comment(f"Sources: {sources}.", "/// ", "/// ")
        doc += ["///", f"/// Matches UIKit's `UIColor.{name}`."]
        out.extend(f"    {line}\n" for line in doc)
        out.append(f"    public static let {name} = DynamicColor(\n")
        arguments = [
            f"        {parameter}: Color(rgba: {swift_literal(values[key], f'colors.{name}.{key}')})"
            for parameter, key in PARAMETERS
            if key in entry
        ]
        out.append(",\n".join(arguments) + "\n")
        out.append("    )\n")
        if index < len(entries) - 1:
            out.append("\n")
    out.append("\n")
    out.append(
        "    /// Every system color by its UIKit name (`systemBlue`, `label`), in the order of the data.\n"
        "    ///\n"
        "    /// Asset catalogs refer to system colors by these names with a `Color` suffix\n"
        "    /// (`systemBlueColor`); see ``systemColor(named:)``.\n"
        "    public static let systemColors: KeyValuePairs<String, DynamicColor> = [\n"
    )
    for name, _ in entries:
        out.append(f"        \"{name}\": .{name},\n")
    out.append("    ]\n")
    out.append("}\n\n")
    out.append(
        "extension Color {\n"
        "    /// The light value of each system color, for code that has no trait information.\n"
        "    ///\n"
        "    /// These are the constants teams wrote by hand to support iOS 12 and earlier, such as\n"
        "    /// `ColorCompatibility.label`: `Color.Fallback.label` equals\n"
        "    /// `DynamicColor.label.staticFallback`, the color for a trait collection that specifies\n"
        "    /// nothing. Prefer the dynamic color wherever traits are known.\n"
        "    public enum Fallback {\n"
    )
    for index, (name, entry) in enumerate(entries):
        literal = swift_literal(entry["light"], f"colors.{name}.light")
        out.append(f"        /// The light value of ``DynamicColor/{name}``: `{entry['light'].upper()}`.\n")
        out.append(f"        public static let {name} = Color(rgba: {literal})\n")
        if index < len(entries) - 1:
            out.append("\n")
    out.append("    }\n}\n")
    return "".join(out)


def generate_tests(data):
    out = [header(data, "What each system color must resolve to, straight from the data file.")]
    out.append("@testable import Shade\n@testable import ShadeColor\n\n")
    out.append(
        "/// Every color in system-colors.json with its value for each combination of style, contrast\n"
        "/// and level, keyed as in the data. Where the data lists four values (accent colors and\n"
        "/// grays), the elevated combinations take the base values, as the data's `_elevated` notes say.\n"
        "let systemColorExpectations: [SystemColorExpectation] = [\n"
    )
    for name, entry in data["colors"].items():
        values, _ = combinations_of(name, entry)
        out.append("    SystemColorExpectation(\n")
        out.append(f"        name: \"{name}\",\n")
        out.append(f"        color: .{name},\n")
        out.append(f"        fallback: Color.Fallback.{name},\n")
        out.append("        values: [\n")
        for key in COMBINATIONS:
            out.append(f"            \"{key}\": \"{values[key]}\",\n")
        out.append("        ]\n")
        out.append("    ),\n")
    out.append("]\n")
    return "".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="?", help=f"system-colors.json (default: {DEFAULT_DATA} from the repo root)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a generated file is out of date")
    arguments = parser.parse_args()

    # The output names the data file without its path, so it is the same wherever it was read.
    data_path = Path(arguments.data) if arguments.data else REPO_ROOT / DEFAULT_DATA
    try:
        data = load(data_path)
        outputs = {
            SOURCE_OUTPUT: generate_source(data),
            TEST_OUTPUT: generate_tests(data),
        }
    except DataError as error:
        print(f"generate-system-colors: {error}", file=sys.stderr)
        return 2

    stale = []
    for relative, content in outputs.items():
        path = REPO_ROOT / relative
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == content:
            continue
        stale.append(relative)
        if not arguments.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
            print(f"wrote {relative}")

    if arguments.check:
        for relative in stale:
            print(f"{relative} is out of date: run Scripts/generate-system-colors.py", file=sys.stderr)
        return 1 if stale else 0
    if not stale:
        print("system colors are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
