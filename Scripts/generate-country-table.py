#!/usr/bin/env python3
"""Writes Sources/InputMask/Country/CountryTable+Generated.swift.

The table lists every region that libphonenumber's metadata supports (the
`phonenumbers` package from PyPI carries that metadata), with:

* its English name and its name in its main official language (both CLDR,
  through `babel`; no native name when CLDR has none), ISO 3166 alpha-2 code (the region
  code), alpha-3 code (`pycountry`; none for AC, TA and XK, which ISO 3166-1
  does not assign), flag emoji (regional indicators from the alpha-2 code),
  dial code;
* one primary mask for international input, derived from the region's example
  number (mobile, else fixed line, else any type) formatted INTERNATIONAL:
  every national digit becomes `[0]`, spacing and punctuation are kept
  (`+44 7400 123456` gives `+44 [0000] [000000]`);
* affine masks: the other example numbers' shapes, then one mask per
  international number format of the region (or of the main country of its
  dial code when the region has none), where a group `\\d{a,b}` becomes `a`
  mandatory and `b - a` optional digits;
* for dial codes that several regions share (+1, +7, +44, ...), a prefix table
  of national digits -> candidate regions, computed from the regions' number
  type patterns and leading digits with the `regex` package's partial matching.

Non-geographic entities (region "001", e.g. +800) are not regions in
`SUPPORTED_REGIONS` and are skipped.

Usage (from the repository root):

    pip install phonenumbers pycountry babel regex
    python3 Scripts/generate-country-table.py

The output is deterministic for given package versions (sorted by region).
"""

import os
import sys

import babel
import babel.languages
import phonenumbers as pn
import pycountry
import regex
from babel import Locale
from phonenumbers import PhoneNumberFormat, PhoneNumberType

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "InputMask", "Country",
    "CountryTable+Generated.swift")

# Deepest national prefix the shared-dial-code table looks at.
MAX_PREFIX_DEPTH = 6

EXAMPLE_TYPES = [
    PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE, PhoneNumberType.TOLL_FREE,
    PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
    PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN,
    PhoneNumberType.VOICEMAIL,
]

DESC_FIELDS = [
    "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
    "voip", "pager", "uan", "voicemail",
]

GROUP = regex.compile(r"\(\\d(?:\{(\d+)(?:,(\d+))?\})?\)")


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def mask_literal(character):
    """A character as free text in the mask language."""
    if character in "[]{}\\":
        return "\\" + character
    return character


def example_numbers(region):
    seen = []
    for number_type in EXAMPLE_TYPES:
        number = pn.example_number_for_type(region, number_type)
        if number is None:
            continue
        if any(pn.format_number(number, PhoneNumberFormat.E164) == pn.format_number(n, PhoneNumberFormat.E164)
               for n in seen):
            continue
        seen.append(number)
    return seen


def mask_from_example(number):
    """`+44 7400 123456` -> `+44 [0000] [000000]`."""
    text = pn.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    prefix = "+%d" % number.country_code
    assert text.startswith(prefix), text
    out = [mask_literal(c) for c in prefix]
    in_group = False
    for character in text[len(prefix):]:
        if character.isdigit():
            if not in_group:
                out.append("[")
                in_group = True
            out.append("0")
        else:
            if in_group:
                out.append("]")
                in_group = False
            out.append(mask_literal(character))
    if in_group:
        out.append("]")
    return "".join(out)


def parse_pattern(pattern):
    """`(\\d{2})(\\d{3,13})` -> [(2, 2), (3, 13)], or None when it is not a plain group list."""
    groups = []
    position = 0
    while position < len(pattern):
        match = GROUP.match(pattern, position)
        if match is None:
            return None
        low = int(match.group(1)) if match.group(1) else 1
        high = int(match.group(2)) if match.group(2) else low
        groups.append((low, high))
        position = match.end()
    return groups or None


def masks_from_formats(region, dial_code):
    metadata = pn.PhoneMetadata.metadata_for_region(region)
    formats = list(metadata.intl_number_format) or list(metadata.number_format)
    if not formats:
        main = pn.region_code_for_country_code(dial_code)
        main_metadata = pn.PhoneMetadata.metadata_for_region(main)
        formats = list(main_metadata.intl_number_format) or list(main_metadata.number_format)
    lengths = set(metadata.general_desc.possible_length or ())
    shortest, longest = (min(lengths), max(lengths)) if lengths else (1, 17)
    masks = []
    for number_format in formats:
        if number_format.format == "NA":
            continue
        groups = parse_pattern(number_format.pattern)
        if groups is None:
            continue
        low = sum(g[0] for g in groups)
        high = sum(g[1] for g in groups)
        if low > longest or high < shortest:
            continue
        # Trim optional digits the region can never use.
        excess = max(0, high - longest)
        trimmed = []
        for minimum, maximum in reversed(groups):
            cut = min(excess, maximum - minimum)
            excess -= cut
            trimmed.append((minimum, maximum - cut))
        groups = list(reversed(trimmed))
        out = [mask_literal(c) for c in "+%d " % dial_code]
        template = number_format.format
        index = 0
        while index < len(template):
            character = template[index]
            if character == "\\" and index + 1 < len(template) and template[index + 1].isdigit():
                minimum, maximum = groups[int(template[index + 1]) - 1]
                out.append("[" + "0" * minimum + "9" * (maximum - minimum) + "]")
                index += 2
                continue
            out.append(mask_literal(character))
            index += 1
        masks.append("".join(out))
    return masks


def region_patterns(region):
    metadata = pn.PhoneMetadata.metadata_for_region(region)
    patterns = []
    for field in DESC_FIELDS:
        desc = getattr(metadata, field, None)
        if desc is not None and desc.national_number_pattern:
            patterns.append(desc.national_number_pattern)
    combined = regex.compile("(?:" + "|".join(patterns) + ")") if patterns else None
    leading = regex.compile("(?:" + metadata.leading_digits + ")") if metadata.leading_digits else None
    return combined, leading


def could_start(prefix, combined, leading):
    if leading is not None and leading.match(prefix, partial=True) is not None:
        return True
    return combined is not None and combined.fullmatch(prefix, partial=True) is not None


def prefix_table(regions):
    """Entries (prefix, candidates) where the candidate set changes, shallowest first."""
    compiled = {r: region_patterns(r) for r in regions}
    sets = {"": list(regions)}
    frontier = [""]
    expanded = []
    while frontier:
        next_frontier = []
        for prefix in frontier:
            candidates = sets[prefix]
            if len(candidates) <= 1 or len(prefix) >= MAX_PREFIX_DEPTH:
                continue
            expanded.append(prefix)
            for digit in "0123456789":
                child = prefix + digit
                kept = [r for r in candidates if could_start(child, *compiled[r])]
                if kept:  # A prefix no region's numbers start with keeps its parent's candidates.
                    sets[child] = kept
                    next_frontier.append(child)
        frontier = next_frontier
    # Bottom up: a node whose children all have the same candidates has those candidates.
    for prefix in sorted(expanded, key=len, reverse=True):
        children = [sets[prefix + d] for d in "0123456789" if prefix + d in sets]
        if children and all(c == children[0] for c in children):
            sets[prefix] = children[0]
    entries = []
    for prefix in sorted(sets, key=lambda p: (len(p), p)):
        if prefix and sets[prefix] != sets[prefix[:-1]]:
            entries.append((prefix, sets[prefix]))
    return entries


def native_name(region):
    """The region's name in its first official language that CLDR names it in, or None."""
    for language in babel.languages.get_official_languages(region, de_facto=True):
        try:
            name = Locale.parse(language).territories.get(region)
        except (ValueError, babel.UnknownLocaleError):
            continue
        if name:
            return name
    return None


def main():
    english = Locale("en")
    rows = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        dial_code = pn.country_code_for_region(region)
        name = english.territories.get(region)
        if not name:
            sys.exit("no English name for %s" % region)
        iso = pycountry.countries.get(alpha_2=region)
        alpha3 = iso.alpha_3 if iso is not None else None
        flag = "".join(chr(0x1F1E6 + ord(c) - ord("A")) for c in region)
        examples = example_numbers(region)
        masks = []
        for number in examples:
            mask = mask_from_example(number)
            if mask not in masks:
                masks.append(mask)
        for mask in masks_from_formats(region, dial_code):
            if mask not in masks:
                masks.append(mask)
        example = pn.format_number(examples[0], PhoneNumberFormat.E164) if examples else None
        formatted = pn.format_number(examples[0], PhoneNumberFormat.INTERNATIONAL) if examples else None
        rows.append((region, name, native_name(region), alpha3, flag, dial_code, masks, example, formatted))

    shared = {}
    for code, regions in sorted(pn.COUNTRY_CODE_TO_REGION_CODE.items()):
        geographic = [r for r in regions if r in pn.SUPPORTED_REGIONS]
        if len(geographic) > 1:
            shared[code] = (geographic, prefix_table(geographic))

    lines = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Written by `python3 Scripts/generate-country-table.py` from",
        "// phonenumbers %s (libphonenumber metadata), pycountry %s, babel %s (CLDR %s), regex %s." % (
            pn.__version__, pycountry_version(), babel.__version__, cldr_version(), regex.__version__),
        "// %d regions; non-geographic entities (region 001) are skipped." % len(rows),
        "",
        "extension Country {",
        "    /// Every region of libphonenumber's metadata, sorted by ISO 3166 alpha-2 code.",
        "    static let generatedTable: [Country] = [",
    ]
    for region, name, native, alpha3, flag, dial_code, masks, example, formatted in rows:
        lines.append("        Country(")
        lines.append("            name: %s, nameNative: %s, alpha2: %s, alpha3: %s, flag: %s, dialCode: %s," % (
            swift_string(name), swift_string(native) if native else "nil", swift_string(region),
            swift_string(alpha3) if alpha3 else "nil", swift_string(flag), swift_string(str(dial_code))))
        lines.append("            primaryFormat: %s," % swift_string(masks[0]))
        if len(masks) > 1:
            lines.append("            affineFormats: [")
            for mask in masks[1:]:
                lines.append("                %s," % swift_string(mask))
            lines.append("            ],")
        else:
            lines.append("            affineFormats: [],")
        lines.append("            exampleNumber: %s, exampleFormatted: %s" % (
            swift_string(example) if example else "nil", swift_string(formatted) if formatted else "nil"))
        lines.append("        ),")
    lines.append("    ]")
    lines.append("")
    lines.append("    /// Dial codes shared by several regions: the regions in libphonenumber's order (main")
    lines.append("    /// country first) and `prefix=AA,BB` entries, space separated, giving the candidate")
    lines.append("    /// regions for national numbers that start with `prefix` (the longest listed prefix")
    lines.append("    /// of the typed digits applies; none listed: every region of the code). Prefixes that")
    lines.append("    /// start no region's numbers are not listed, so they keep their parent's candidates.")
    lines.append("    static let generatedSharedDialCodes: [String: (regions: String, prefixes: String)] = [")
    for code, (regions, entries) in sorted(shared.items()):
        encoded = " ".join("%s=%s" % (prefix, ",".join(candidates)) for prefix, candidates in entries)
        lines.append("        %s: (%s, %s)," % (swift_string(str(code)), swift_string(",".join(regions)),
                                              swift_string(encoded)))
    lines.append("    ]")
    lines.append("}")
    lines.append("")
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print("wrote %s: %d regions, %d shared dial codes" % (os.path.relpath(OUTPUT), len(rows), len(shared)))


def pycountry_version():
    try:
        from importlib.metadata import version
        return version("pycountry")
    except Exception:  # pragma: no cover
        return "unknown"


def cldr_version():
    try:
        from babel.core import get_global
        return str(get_global("cldr")["version"])
    except Exception:
        return "unknown"


if __name__ == "__main__":
    main()
