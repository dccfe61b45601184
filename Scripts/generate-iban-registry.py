#!/usr/bin/env python3
"""Writes Sources/InputMaskFormatters/IBANRegistry+Generated.swift.

One entry per country of the SWIFT IBAN registry as the `schwifty` package
from PyPI carries it: the ISO 3166 alpha-2 code, the IBAN's length and the
kind of each BBAN position (`n` a digit, `a` an upper-case letter, `c` a
letter or a digit), spelt out one Character per position from the registry's
BBAN format (`8!n10!n` becomes eighteen `n`). Countries that schwifty marks
"aspirational" (formats announced by a national body but not in the SWIFT
registry) are left out.

Usage (from the repository root):

    pip install schwifty==2026.10.1
    python3 Scripts/generate-iban-registry.py

The output is deterministic for a given schwifty version (sorted by country).
"""

import os
import re
import sys
from importlib.metadata import version

from schwifty import registry

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "InputMaskFormatters",
    "IBANRegistry+Generated.swift")

PINNED = "2026.10.1"
SPEC_ITEM = re.compile(r"(\d+)!([nac])")


def registry_countries():
    """(code, IBAN length, BBAN positions) of every non-aspirational registry country."""
    specs = registry._default_registry._get("iban")
    rows = []
    for code in sorted(specs):
        spec = registry.get_iban_spec(code)
        if spec.aspirational:
            continue
        bban_spec = spec.bban_spec
        items = SPEC_ITEM.findall(bban_spec)
        if "".join(f"{n}!{k}" for n, k in items) != bban_spec:
            sys.exit(f"{code}: unexpected BBAN format {bban_spec!r}")
        positions = "".join(kind * int(count) for count, kind in items)
        if len(positions) != spec.bban_length or spec.iban_length != len(positions) + 4:
            sys.exit(f"{code}: lengths disagree with {bban_spec!r}")
        if not re.fullmatch(r"[A-Z]{2}", code):
            sys.exit(f"{code}: not an alpha-2 code")
        rows.append((code, spec.iban_length, positions))
    return rows


def main():
    installed = version("schwifty")
    if installed != PINNED:
        sys.exit(f"schwifty {installed} is installed; this script is pinned to {PINNED}")
    rows = registry_countries()
    lines = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Written by `python3 Scripts/generate-iban-registry.py` from",
        f"// schwifty {installed} (its copy of the SWIFT IBAN registry).",
        f"// {len(rows)} countries; schwifty's aspirational formats (not in the registry) are left out.",
        "",
        "extension IBANCountry {",
        "    /// Every country of the IBAN registry, sorted by alpha-2 code. `bban` holds one",
        "    /// Character per BBAN position: `n` a digit, `a` an upper-case letter, `c` either.",
        "    static let registry: [IBANCountry] = [",
    ]
    for code, length, positions in rows:
        lines.append(f'        IBANCountry(code: "{code}", length: {length}, bban: "{positions}"),')
    lines += ["    ]", "}", ""]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    print(f"wrote {len(rows)} countries to {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
