#!/usr/bin/env python3
"""Writes Sources/InputMask/Country/CountryTable+Generated.swift and
Sources/InputMaskFormatters/Phone/PhoneFormatTable+Generated.swift.

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

The second file holds what a phone field formats and parses with, compiled so
that no regular expression runs in the field (see `phone_format_table` below):

* per dial code (libphonenumber formats every number of a dial code with the
  metadata of the code's main region): the national number lengths and the
  international and national number formats, each as the digit prefixes its
  last leading-digits pattern accepts, per national number length of the
  region the sizes of its groups, a template (`$1 $2-$3`) and, national, the
  national prefix formatting rule (`8 ($1)`);
* per region: its dial code, national prefix, the digit strings read as a
  national prefix and those its international call prefix pattern matches,
  its national number lengths, and the digit prefixes its numbers can start
  with, each with the lengths of the numbers that start with it.

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
FORMAT_OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "InputMaskFormatters", "Phone",
    "PhoneFormatTable+Generated.swift")

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


def national_prefix_key(code, prefix):
    """`code_length_prefix`, a Swift integer literal that sorts by dial code, prefix length, prefix."""
    if len(prefix) > MAX_PREFIX_DEPTH or MAX_PREFIX_DEPTH > 9:
        sys.exit("national prefix %s of +%s is too long for its key" % (prefix, code))
    return "%d_%d_%0*d" % (code, len(prefix), MAX_PREFIX_DEPTH, int(prefix))


def shared_dial_code_lines(shared):
    """The shared dial codes' regions, and their national prefix table as integers that the
    library reads in place (binary search), so that nothing is parsed at first use."""
    lines = [
        "    /// Dial codes shared by several regions, ascending.",
        "    static let generatedSharedDialCodes: [Int] = [%s]" % ", ".join(str(code) for code in sorted(shared)),
        "",
        "    /// The regions of a shared dial code in libphonenumber's order (main country first), comma",
        "    /// separated; `nil` for a code that is not shared.",
        "    static func generatedSharedRegions(dialCode: Int) -> StaticString? {",
        "        switch dialCode {",
    ]
    for code, (regions, _) in sorted(shared.items()):
        lines.append("        case %d: return %s" % (code, swift_string(",".join(regions))))
    lines.append("        default: return nil")
    lines.append("        }")
    lines.append("    }")
    keys = []
    for code, (regions, entries) in shared.items():
        if len(regions) > 32:
            sys.exit("+%s has more regions than a UInt32 has bits" % code)
        for prefix, candidates in entries:
            bits = sum(1 << regions.index(r) for r in candidates)
            keys.append(((code, len(prefix), int(prefix)), national_prefix_key(code, prefix), bits))
    keys.sort()
    longest = max(len(prefix) for _, (_, entries) in shared.items() for prefix, _ in entries)
    lines += [
        "",
        "    /// The most digits of any prefix in ``generatedNationalPrefixKeys``.",
        "    static let generatedLongestNationalPrefix = %d" % longest,
        "",
        "    /// The national prefix table of the shared dial codes, ascending: `code_length_prefix`",
        "    /// (`1_3_000204` is `204` after `+1`, `7_1_000000` is `0` after `+7`), each with the",
        "    /// candidate regions of the national numbers that start with that prefix in",
        "    /// ``generatedNationalPrefixRegions`` at the same position. The longest listed prefix of",
        "    /// the typed digits applies; none listed: every region of the code. Prefixes that start no",
        "    /// region's numbers are not listed, so they keep their parent's candidates.",
        "    static let generatedNationalPrefixKeys: [Int] = [",
    ]
    for start in range(0, len(keys), 8):
        lines.append("        " + " ".join(key + "," for _, key, _ in keys[start:start + 8]))
    lines += [
        "    ]",
        "",
        "    /// For each key of ``generatedNationalPrefixKeys``, its candidate regions: bit `i` stands",
        "    /// for the code's `i`-th region in ``generatedSharedRegions(dialCode:)``.",
        "    static let generatedNationalPrefixRegions: [UInt32] = [",
    ]
    for start in range(0, len(keys), 8):
        lines.append("        " + " ".join("0x%X," % bits for _, _, bits in keys[start:start + 8]))
    lines.append("    ]")
    return lines


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
        "    static let generatedTable: [Country] = (0..<generatedRowCount).map(generatedCountry(at:))",
        "",
        "    /// The rows of ``generatedTable``.",
        "    static let generatedRowCount = %d" % len(rows),
        "",
        "    /// The ISO 3166 alpha-2 code of each row of ``generatedTable``, two ASCII letters each, in",
        "    /// the same order: what a search by digits reads instead of every row.",
        "    static let generatedAlpha2Codes: StaticString = %s" % swift_string("".join(row[0] for row in rows)),
        "",
        "    /// Row `row` of ``generatedTable``, made on its own, so that a search that matches a few",
        "    /// rows makes and touches only those.",
        "    static func generatedCountry(at row: Int) -> Country {",
        "        switch row {",
    ]
    for index, (region, name, native, alpha3, flag, dial_code, masks, example, formatted) in enumerate(rows):
        lines.append("        case %d:" % index)
        lines.append("            return Country(")
        lines.append("                name: %s, nameNative: %s, alpha2: %s, alpha3: %s, flag: %s, dialCode: %s," % (
            swift_string(name), swift_string(native) if native else "nil", swift_string(region),
            swift_string(alpha3) if alpha3 else "nil", swift_string(flag), swift_string(str(dial_code))))
        lines.append("                primaryFormat: %s," % swift_string(masks[0]))
        if len(masks) > 1:
            lines.append("                affineFormats: [")
            for mask in masks[1:]:
                lines.append("                    %s," % swift_string(mask))
            lines.append("                ],")
        else:
            lines.append("                affineFormats: [],")
        lines.append("                exampleNumber: %s, exampleFormatted: %s" % (
            swift_string(example) if example else "nil", swift_string(formatted) if formatted else "nil"))
        lines.append("            )")
    lines.append("        default:")
    lines.append("            preconditionFailure(\"row \\(row) of a generated table of \\(generatedRowCount) rows\")")
    lines.append("        }")
    lines.append("    }")
    lines.append("")
    lines.append("    /// The dial code of each row of ``generatedTable``, as a number, in the same order: what a")
    lines.append("    /// search by digits reads instead of every row.")
    lines.append("    static let generatedDialCodes: [UInt16] = [")
    for start in range(0, len(rows), 16):
        lines.append("        " + " ".join("%d," % row[5] for row in rows[start:start + 16]))
    lines.append("    ]")
    lines.append("")
    lines.extend(shared_dial_code_lines(shared))
    lines.append("}")
    lines.append("")
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print("wrote %s: %d regions, %d shared dial codes" % (os.path.relpath(OUTPUT), len(rows), len(shared)))
    write_phone_format_table()


#### Phone format table ####

# Deepest prefix of a leading-digits or international call prefix pattern that is enumerated; the
# metadata's patterns decide within this many digits (the generator fails otherwise).
MAX_PATTERN_DEPTH = 9
# Depth of the "numbers can start with" prefixes of a region.
START_DEPTH = 3


def accepted_prefixes(pattern, anchored_full):
    """The shortest digit strings that `pattern` accepts, as a prefix set.

    With `anchored_full` false (leading digits, looked at from the start like libphonenumber's
    `lookingAt`), a string is accepted once the pattern matches a prefix of it; with it true
    (an international call prefix, a whole string), once the pattern matches all of it; the
    returned strings are then the exact matches.
    """
    compiled = regex.compile(pattern)
    accepted = []
    frontier = [""]
    for depth in range(MAX_PATTERN_DEPTH + 1):
        next_frontier = []
        for prefix in frontier:
            if prefix and (compiled.fullmatch(prefix) if anchored_full else compiled.match(prefix)):
                accepted.append(prefix)
                if not anchored_full:
                    continue
            if depth == MAX_PATTERN_DEPTH:
                if not anchored_full:
                    sys.exit("pattern %r decides beyond %d digits" % (pattern, MAX_PATTERN_DEPTH))
                continue
            for digit in "0123456789":
                child = prefix + digit
                if compiled.fullmatch(child, partial=True) if anchored_full else compiled.match(child, partial=True):
                    next_frontier.append(child)
        frontier = next_frontier
    return accepted


def start_prefixes(metadata):
    """`prefix=lengths` entries: the prefixes of up to START_DEPTH digits that the region's
    numbers can start with, each with the lengths of the numbers of the types that can start so
    (`22=8`); a node whose ten children are listed with the same lengths stands for them."""
    types = []
    general = possible_lengths(metadata)
    for field in DESC_FIELDS:
        desc = getattr(metadata, field, None)
        if desc is not None and desc.national_number_pattern:
            lengths = sorted(set(l for l in (desc.possible_length or ()) if l > 0)) or general
            types.append((regex.compile("(?:" + desc.national_number_pattern + ")"), lengths))

    def lengths_of(prefix):
        found = set()
        for compiled, lengths in types:
            if compiled.fullmatch(prefix, partial=True):
                found.update(lengths)
        return sorted(found)

    def expand(prefix):
        if len(prefix) == START_DEPTH:
            return [(prefix, lengths_of(prefix))]
        children = [prefix + d for d in "0123456789" if lengths_of(prefix + d)]
        expanded = [expand(child) for child in children]
        if (len(children) == 10 and all(len(e) == 1 and e[0][0] == c for e, c in zip(expanded, children))
                and all(e[0][1] == expanded[0][0][1] for e in expanded)):
            return [(prefix, expanded[0][0][1])]
        return [item for e in expanded for item in e]

    return ["%s=%s" % (prefix, ".".join(map(str, lengths))) for prefix, lengths in expand("")]


def group_sizes(pattern, lengths):
    """For each national number length of the region that `pattern` matches whole, the sizes
    of its groups (a format for lengths the region never uses gets none and is left out)."""
    compiled = regex.compile(pattern)
    sizes = {}
    for length in lengths:
        match = compiled.fullmatch("0" * length)
        if match is not None:
            sizes[length] = [match.end(i) - match.start(i) for i in range(1, compiled.groups + 1)]
    return sizes


def template(text):
    """libphonenumber's `\\1 \\2` written `$1 $2`; `$` and `|` never occur in its formats."""
    assert "$" not in text and "|" not in text and ";" not in text, text
    return regex.sub(r"\\(\d)", r"$\1", text)


def encode_format(number_format, lengths, national):
    """`prefixes;sizes;template` (national: `;rule`, the national prefix formatting rule), or
    None for a format of lengths the region never uses."""
    leading = list(number_format.leading_digits_pattern)
    prefixes = accepted_prefixes(leading[-1], False) if leading else []
    sizes = group_sizes(number_format.pattern, lengths)
    if not sizes:
        return None
    encoded_sizes = ",".join("%d=%s" % (length, ".".join(map(str, groups))) for length, groups in sorted(sizes.items()))
    fields = [",".join(prefixes), encoded_sizes, template(number_format.format)]
    if national:
        fields.append(template(number_format.national_prefix_formatting_rule or ""))
    return ";".join(fields)


def encode_formats(formats, lengths, national):
    return "/".join(e for e in (encode_format(f, lengths, national) for f in formats) if e is not None)


def national_prefixes_for_parsing(metadata):
    """The digit strings read as a national prefix: what `national_prefix_for_parsing` matches
    when it only recognises a prefix (no capture group, no transform rule), else the prefix."""
    pattern = metadata.national_prefix_for_parsing
    if pattern and metadata.national_prefix_transform_rule is None and regex.compile(pattern).groups == 0:
        return accepted_prefixes(pattern, True)
    return [metadata.national_prefix] if metadata.national_prefix else []


def possible_lengths(metadata):
    return sorted(set(length for length in metadata.general_desc.possible_length if length > 0))


def phone_format_table():
    """(dial code rows, region rows) of the phone format table."""
    dial_rows = []
    for code, regions in sorted(pn.COUNTRY_CODE_TO_REGION_CODE.items()):
        main = regions[0]
        if main not in pn.SUPPORTED_REGIONS:
            continue
        metadata = pn.PhoneMetadata.metadata_for_region(main)
        # Every region's lengths: the main region's formats format the other regions' numbers too
        # (Canada's 7-digit +1 310 numbers).
        lengths = sorted(set(length for region in regions if region in pn.SUPPORTED_REGIONS
                             for length in possible_lengths(pn.PhoneMetadata.metadata_for_region(region))))
        national = encode_formats(metadata.number_format, lengths, True)
        international = encode_formats(metadata.intl_number_format or metadata.number_format, lengths, False)
        dial_rows.append((str(code), "|".join([",".join(map(str, lengths)), international, national])))
    region_rows = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        metadata = pn.PhoneMetadata.metadata_for_region(region)
        idd = accepted_prefixes(metadata.international_prefix, True) if metadata.international_prefix else []
        starts = start_prefixes(metadata)
        fields = [str(metadata.country_code), metadata.national_prefix or "",
                  ",".join(national_prefixes_for_parsing(metadata)), ",".join(idd),
                  ",".join(map(str, possible_lengths(metadata))), ",".join(starts)]
        region_rows.append((region, "|".join(fields)))
    return dial_rows, region_rows


def write_phone_format_table():
    dial_rows, region_rows = phone_format_table()
    lines = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Written by `python3 Scripts/generate-country-table.py` from",
        "// phonenumbers %s (libphonenumber metadata), regex %s." % (pn.__version__, regex.__version__),
        "",
        "extension PhoneFormatTable {",
        "    /// By dial code, the main region's formats: `lengths|international|national`, where",
        "    /// `lengths` are the national number lengths and each list holds formats separated by",
        "    /// `/`, each `prefixes;sizes;template` (national: `;rule`): the digit prefixes its leading",
        "    /// digits start with (none: any), per national number length `length=group.sizes`, the",
        "    /// template, and the national prefix formatting rule (`8 ($1)`; empty: none).",
        "    static let generatedDialCodes: [String: String] = [",
    ]
    for code, row in dial_rows:
        lines.append("        %s: %s," % (swift_string(code), swift_string(row)))
    lines += [
        "    ]",
        "",
        "    /// By region: `dialCode|nationalPrefix|parsedPrefixes|internationalPrefixes|lengths|starts`,",
        "    /// where `parsedPrefixes` are the digit strings read as a national prefix,",
        "    /// `internationalPrefixes` those its international call prefix matches, and",
        "    /// `starts` the prefixes its national numbers can start with, each `prefix=lengths` with",
        "    /// the lengths of the numbers that start so (a prefix of fewer digits than the deepest",
        "    /// stands for every continuation).",
        "    static let generatedRegions: [String: String] = [",
    ]
    for region, row in region_rows:
        lines.append("        %s: %s," % (swift_string(region), swift_string(row)))
    lines += ["    ]", "}", ""]
    os.makedirs(os.path.dirname(FORMAT_OUTPUT), exist_ok=True)
    with open(FORMAT_OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print("wrote %s: %d dial codes, %d regions" % (os.path.relpath(FORMAT_OUTPUT), len(dial_rows), len(region_rows)))


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
