#!/usr/bin/env python3
"""Writes Tests/InputMaskFormattersTests/IBANSamples+Generated.swift.

For every country of the SWIFT IBAN registry (schwifty's non-aspirational
formats, as Scripts/generate-iban-registry.py reads them): random valid IBANs
that `schwifty` generates and accepts, and for each one the same IBAN with a
check digit changed, which schwifty rejects. `IBANField`'s tests read the
file, so they check the field against an independent implementation without
needing Python.

Usage (from the repository root):

    pip install schwifty==2026.10.1
    python3 Scripts/generate-iban-samples.py

The output is deterministic for a given schwifty version (a fixed seed).
"""

import os
import random
import sys
from importlib.metadata import version

from schwifty import IBAN, registry

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "InputMaskFormattersTests",
    "IBANSamples+Generated.swift")

PINNED = "2026.10.1"
PER_COUNTRY = 3
SEED = 13616


def schwifty_accepts(text):
    try:
        IBAN(text)
        return True
    except Exception:  # schwifty raises a family of SchwiftyException subclasses
        return False


def changed_check_digit(iban, rng):
    """`iban` with one of its two check digits replaced so that schwifty rejects it."""
    for _ in range(100):
        position = rng.choice([2, 3])
        digit = rng.choice([d for d in "0123456789" if d != iban[position]])
        changed = iban[:position] + digit + iban[position + 1:]
        if not schwifty_accepts(changed):
            return changed
    sys.exit(f"no rejected change of {iban}")


def main():
    installed = version("schwifty")
    if installed != PINNED:
        sys.exit(f"schwifty {installed} is installed; this script is pinned to {PINNED}")
    rng = random.Random(SEED)
    specs = registry._default_registry._get("iban")
    rows = []
    for code in sorted(specs):
        if registry.get_iban_spec(code).aspirational:
            continue
        for _ in range(PER_COUNTRY):
            valid = str(IBAN.random(code, random=rng, use_registry=False))
            if not schwifty_accepts(valid):
                sys.exit(f"schwifty rejects its own {valid}")
            rows.append((code, valid, changed_check_digit(valid, rng)))
    lines = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Written by `python3 Scripts/generate-iban-samples.py` from",
        f"// schwifty {installed}: random IBANs it accepts (seed {SEED}), each with a changed check digit it rejects.",
        "",
        "/// (country, an IBAN schwifty accepts, the same with a check digit changed, which it rejects).",
        "let ibanSamples: [(country: String, valid: String, changedCheckDigit: String)] = [",
    ]
    for code, valid, changed in rows:
        lines.append(f'    ("{code}", "{valid}", "{changed}"),')
    lines += ["]", ""]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    print(f"wrote {len(rows)} samples to {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
