#!/usr/bin/env python3
"""Writes Tests/PhoneData/libphonenumber-examples.tsv and libphonenumber-shared-dial-codes.tsv,
what the phone tests compare with.

One line per distinct example number that libphonenumber has for a region and number type
(`phonenumbers.example_number_for_type`, every region of `SUPPORTED_REGIONS`, every type), with
tab-separated columns:

1. region (ISO 3166 alpha-2), 2. number type, 3. E.164, 4. INTERNATIONAL format,
5. NATIONAL format, 6. the region libphonenumber gives the number (`region_code_for_number`),
7. whether the number's digits decide that region (no other region of its dial code has the number
   valid: `1`, else `0`),
8. AsYouTypeFormatter's text after each key of the E.164 form typed in region ZZ, `|`-separated,
9. its text after each digit of the NATIONAL form typed with the number's region as default,
10. `+`, the dial code, the region's national prefix and the national number (`+7 8 912…` without
    spaces), as contacts and pastes write it; empty when the region has no national prefix,
11. the E.164 form libphonenumber parses column 10 as (empty when it cannot).

libphonenumber-shared-dial-codes.tsv holds, for every region whose dial code other regions share,
the example numbers of those other regions typed nationally there (the national number, and the
region's national prefix before it), each with the E.164 form libphonenumber parses it as with
that region as default: region, typed digits, E.164 (empty when it cannot parse them).

Usage (from the repository root), with the same package version as the generated tables:

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-test-data.py
"""

import os

import phonenumbers as pn
from phonenumbers import PhoneNumberFormat, PhoneNumberType

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "PhoneData",
                      "libphonenumber-examples.tsv")
SHARED_OUTPUT = os.path.join(os.path.dirname(OUTPUT), "libphonenumber-shared-dial-codes.tsv")

TYPES = [
    ("FIXED_LINE", PhoneNumberType.FIXED_LINE), ("MOBILE", PhoneNumberType.MOBILE),
    ("TOLL_FREE", PhoneNumberType.TOLL_FREE), ("PREMIUM_RATE", PhoneNumberType.PREMIUM_RATE),
    ("SHARED_COST", PhoneNumberType.SHARED_COST), ("VOIP", PhoneNumberType.VOIP),
    ("PERSONAL_NUMBER", PhoneNumberType.PERSONAL_NUMBER), ("PAGER", PhoneNumberType.PAGER),
    ("UAN", PhoneNumberType.UAN), ("VOICEMAIL", PhoneNumberType.VOICEMAIL),
]


def as_you_type(region, keys):
    formatter = pn.AsYouTypeFormatter(region)
    return [formatter.input_digit(key) for key in keys]


def with_national_prefix(region, number):
    """`+`, the dial code, the region's national prefix and the national number, and the E.164
    form libphonenumber parses that as; two empty strings without a national prefix."""
    prefix = pn.PhoneMetadata.metadata_for_region(region).national_prefix
    if not prefix:
        return "", ""
    prefixed = "+%d%s%s" % (number.country_code, prefix, pn.national_significant_number(number))
    try:
        parsed = pn.parse(prefixed, None)
    except pn.NumberParseException:
        return prefixed, ""
    return prefixed, pn.format_number(parsed, PhoneNumberFormat.E164)


def shared_dial_code_lines():
    """The lines of SHARED_OUTPUT, sorted."""
    lines = set()
    for regions in pn.COUNTRY_CODE_TO_REGION_CODE.values():
        regions = [region for region in regions if region in pn.SUPPORTED_REGIONS]
        for home in regions:
            prefix = pn.PhoneMetadata.metadata_for_region(home).national_prefix or ""
            for owner in regions:
                if owner == home:
                    continue
                for _, number_type in TYPES:
                    number = pn.example_number_for_type(owner, number_type)
                    if number is None:
                        continue
                    national = pn.national_significant_number(number)
                    for typed in sorted({national, prefix + national}):
                        try:
                            e164 = pn.format_number(pn.parse(typed, home), PhoneNumberFormat.E164)
                        except pn.NumberParseException:
                            e164 = ""
                        lines.add("\t".join([home, typed, e164]))
    return sorted(lines)


def main():
    lines = ["# phonenumbers %s; written by Scripts/generate-phone-test-data.py" % pn.__version__]
    seen = set()
    for region in sorted(pn.SUPPORTED_REGIONS):
        for name, number_type in TYPES:
            number = pn.example_number_for_type(region, number_type)
            if number is None or not pn.is_valid_number(number):
                continue
            e164 = pn.format_number(number, PhoneNumberFormat.E164)
            if (region, e164) in seen:
                continue
            seen.add((region, e164))
            national = pn.format_number(number, PhoneNumberFormat.NATIONAL)
            owner = pn.region_code_for_number(number)
            regions = pn.region_codes_for_country_code(number.country_code)
            others = [r for r in regions if r != owner and pn.is_valid_number_for_region(number, r)]
            decided = "0" if others else "1"
            typed = as_you_type("ZZ", e164)
            national_keys = [c for c in national if c.isdigit()]
            typed_national = as_you_type(region, national_keys)
            assert all("|" not in t and "\t" not in t for t in typed + typed_national)
            prefixed, prefixed_e164 = with_national_prefix(region, number)
            lines.append("\t".join([
                region, name, e164, pn.format_number(number, PhoneNumberFormat.INTERNATIONAL), national, owner,
                decided, "|".join(typed), "|".join(typed_national), prefixed, prefixed_e164]))
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print("wrote %s: %d numbers" % (os.path.relpath(OUTPUT), len(lines) - 1))
    shared = shared_dial_code_lines()
    with open(SHARED_OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("# phonenumbers %s; written by Scripts/generate-phone-test-data.py\n" % pn.__version__)
        handle.write("\n".join(shared) + "\n")
    print("wrote %s: %d numbers" % (os.path.relpath(SHARED_OUTPUT), len(shared)))


if __name__ == "__main__":
    main()
