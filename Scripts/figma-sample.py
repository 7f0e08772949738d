#!/usr/bin/env python3
"""Writes a Figma REST response of N variables, and the same tokens as one DTCG file, for timing
the Figma reader against the token reader (`shade show`).

    Scripts/figma-sample.py N out-folder

writes `out-folder/figma-N.json` (a `GET /v1/files/:file_key/variables/local` response: one
collection with one mode, N COLOR variables all in the group `palette`, every fifth one an alias
of the variable before it) and `out-folder/figma-N.tokens.json` (the same tokens, as Shade reads
the response). It is the shape of Benchmarks/Tools/CatalogSample's `figmaVariables(count:)`.
"""
import json
import os
import sys


def color(index):
    return [round(((index * step) % 256) / 255, 3) for step in (37, 91, 53)]


def main():
    count = int(sys.argv[1])
    folder = sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    variables = {}
    tokens = {}
    for index in range(count):
        name = f"c{index}"
        if index % 5 == 4:
            value = {"type": "VARIABLE_ALIAS", "id": f"VariableID:1:{index - 1}"}
            token = {"$type": "color", "$value": "{palette.c%d}" % (index - 1)}
        else:
            r, g, b = color(index)
            value = {"r": r, "g": g, "b": b, "a": 1}
            token = {"$type": "color", "$value": {"colorSpace": "srgb", "components": [r, g, b], "alpha": 1}}
        variables[f"VariableID:1:{index}"] = {
            "id": f"VariableID:1:{index}", "name": f"palette/{name}", "variableCollectionId": "VariableCollectionId:1:0",
            "resolvedType": "COLOR", "valuesByMode": {"1:0": value},
        }
        tokens[name] = token
    response = {
        "status": 200, "error": False,
        "meta": {
            "variableCollections": {
                "VariableCollectionId:1:0": {
                    "id": "VariableCollectionId:1:0", "name": "Palette", "modes": [{"modeId": "1:0", "name": "Light"}],
                    "defaultModeId": "1:0",
                }
            },
            "variables": variables,
        },
    }
    with open(os.path.join(folder, f"figma-{count}.json"), "w") as file:
        json.dump(response, file, separators=(",", ":"))
    with open(os.path.join(folder, f"figma-{count}.tokens.json"), "w") as file:
        json.dump({"palette": tokens}, file, separators=(",", ":"))


if __name__ == "__main__":
    main()
