#!/usr/bin/env python3
"""One line per public declaration of a module, from `swift-api-digester -dump-sdk`'s JSON.

    scripts/api-listing.py DUMP.json > LISTING

Each line is `Kind Path: children`, where Path is the declaration's place (`Spring.init(mass:
stiffness:damping:)`) and children the printed types it is made of (a function's result and
parameters, a variable's type), so a changed signature is a changed line. Imports, the tool's
own attributes and locations are left out; the lines are sorted, so the listing is the same
for the same interface whatever the build (debug or release).
"""
import json
import sys

SKIP = {"Import"}
# Nodes that are type references (a declaration's parts), not declarations.
TYPE_REFERENCES = {"TypeNominal", "TypeFunc", "TypeNameAlias"}


def types(node):
    return [c.get("printedName", "") for c in node.get("children", [])
            if c.get("kind") in TYPE_REFERENCES]


def walk(node, path, out):
    for child in node.get("children", []):
        kind = child.get("kind", "")
        if kind in SKIP or kind in TYPE_REFERENCES:
            continue
        decl = child.get("declKind", kind)
        name = child.get("printedName", child.get("name", ""))
        here = path + [name]
        extra = ", ".join(types(child))
        flags = []
        for key in ("static", "isLet", "isOpen", "throwing", "mutating", "hasSetter"):
            if child.get(key):
                flags.append(key)
        conformances = sorted(c.get("printedName", "") for c in child.get("conformances", []))
        line = f"{decl} {'.'.join(here)}"
        if extra:
            line += f": {extra}"
        if flags:
            line += f" [{' '.join(flags)}]"
        if conformances:
            line += f" conforms {', '.join(conformances)}"
        out.add(line)
        walk(child, here, out)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    root = json.load(open(sys.argv[1], encoding="utf-8"))["ABIRoot"]
    out = set()
    walk(root, [], out)
    sys.stdout.write("".join(line + "\n" for line in sorted(out)))


main()
