#!/usr/bin/env python3
"""Validates SARIF logs, such as `shade audit --format sarif` writes, against the OASIS SARIF
2.1.0 JSON schema, offline, and checks what the schema cannot say:

- `version` is "2.1.0" and `$schema` names the 2.1.0 schema;
- each result's `ruleIndex` points at the rule of the driver whose `id` is its `ruleId`;
- each artifact URI is a URI reference with `/` between components and nothing a URI must
  percent-encode (no space, no backslash), and a relative one has a `uriBaseId`;
- regions have 1-based lines and columns, and a column only with a line;
- related locations have ids unique within their result.

Usage: Scripts/validate-sarif.py [--schema SCHEMA] LOG... (`-` reads standard input). The schema
is by default Tests/ShadeToolTests/Fixtures/sarif/sarif-schema-2.1.0.json (draft-04; the
validator is the one jsonschema picks for the schema's `$schema`).

Exits 0 when every log is valid, 1 with located messages when one is not, 2 on a usage error,
and 3 when Python's jsonschema is not installed (`apt-get install python3-jsonschema`).
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SCHEMA = os.path.join(ROOT, "Tests", "ShadeToolTests", "Fixtures", "sarif", "sarif-schema-2.1.0.json")
URI_REFERENCE = re.compile(r"^[A-Za-z0-9\-._~/%!$&'()*+,;=:@]*$")


def extra_problems(log):
    """What the schema does not check, as (JSON path, message) pairs."""
    problems = []
    if log.get("version") != "2.1.0":
        problems.append(("version", f"expected \"2.1.0\", found {log.get('version')!r}"))
    if "sarif-2.1.0" not in str(log.get("$schema", "")):
        problems.append(("$schema", f"expected the 2.1.0 schema, found {log.get('$schema')!r}"))
    for r, run in enumerate(log.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        ids = [rule.get("id") for rule in rules]
        if len(set(ids)) != len(ids):
            problems.append((f"runs[{r}].tool.driver.rules", "rule ids are not unique"))
        for i, result in enumerate(run.get("results", [])):
            where = f"runs[{r}].results[{i}]"
            index, rule_id = result.get("ruleIndex"), result.get("ruleId")
            if index is not None and (index >= len(rules) or rules[index].get("id") != rule_id):
                problems.append((where, f"ruleIndex {index} is not the rule {rule_id!r}"))
            locations = result.get("locations", []) + result.get("relatedLocations", [])
            related_ids = [place.get("id") for place in result.get("relatedLocations", [])]
            if len(set(related_ids)) != len(related_ids):
                problems.append((where, "related location ids are not unique"))
            for place in locations:
                physical = place.get("physicalLocation")
                if not physical:
                    continue
                artifact = physical.get("artifactLocation", {})
                uri = artifact.get("uri", "")
                if not URI_REFERENCE.match(uri):
                    problems.append((where, f"artifact URI {uri!r} has characters a URI must percent-encode"))
                if not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri) and "uriBaseId" not in artifact:
                    problems.append((where, f"relative artifact URI {uri!r} has no uriBaseId"))
                region = physical.get("region")
                if region is not None:
                    if region.get("startLine", 1) < 1 or region.get("startColumn", 1) < 1:
                        problems.append((where, f"region {region} is not 1-based"))
                    if "startColumn" in region and "startLine" not in region:
                        problems.append((where, "region has a column but no line"))
    return problems


def main(arguments):
    schema_path = DEFAULT_SCHEMA
    if arguments[:1] == ["--schema"] and len(arguments) >= 2:
        schema_path, arguments = arguments[1], arguments[2:]
    if not arguments:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: validate-sarif.py [--schema SCHEMA] LOG...", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif.py: Python's jsonschema is not installed (apt-get install python3-jsonschema)",
              file=sys.stderr)
        return 3
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for name in arguments:
        try:
            if name == "-":
                log = json.load(sys.stdin)
            else:
                with open(name, encoding="utf-8") as file:
                    log = json.load(file)
        except (OSError, ValueError) as error:
            print(f"{name}: error: not readable as JSON: {error}", file=sys.stderr)
            failed = True
            continue
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
        for error in errors:
            path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path) or "(root)"
            print(f"{name}: error: {path}: {error.message}", file=sys.stderr)
        for path, message in extra_problems(log):
            print(f"{name}: error: {path}: {message}", file=sys.stderr)
        if errors or extra_problems(log):
            failed = True
        else:
            results = sum(len(run.get("results", [])) for run in log.get("runs", []))
            print(f"{name}: valid SARIF 2.1.0 ({validator_class.__name__}), {results} results")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
