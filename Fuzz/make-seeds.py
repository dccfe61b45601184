#!/usr/bin/env python3
"""Writes the seed corpus and dictionaries under Corpus/ (regressions/ is left alone).

    python3 Fuzz/make-seeds.py

Seeds are encoded in the decoders' literal layouts (Fuzz/README.md, "Corpus"), so each one decodes
to the format and text it names: the masks of the input-mask documentation (Fuzz/Checks/RealMasks.swift,
Tests/Conformance/reference-docs.jsonl), formats from Tests/Conformance/reference-random.jsonl, and
tricky Unicode inputs. Rerun it after changing a decoder's layout.
"""
import hashlib
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Corpus"

# Inputs that have broken mask libraries: typed and pasted values, separators, other scripts'
# digits, combining marks, emoji, flags, CR LF, invalid UTF-8 (bytes), a huge paste.
INPUTS = [
    b"", b"1", b"12", b"1234", b"12/34", b"123456789012", b"+71234567890", b"+7 (123) 456-78-90",
    b"8 (900) 123-45-67", b"4276 1234 5678 9012", b"ab12CD", b"derh.asd@hello.com.uk", b"$1000",
    "١٢٣٤٥٦٧٨٩٠".encode(), "１２３４５".encode(), "e\u0301e\u0301".encode(), "\u0301123".encode(),
    "👍🏽12👨‍👩‍👧34".encode(), "🇷🇺🇷12".encode(), b"12\r\n34", b"\n\r12", b"\x80\xff12\xc3", b"\xf0\x9f\x91",
    "ᄀ한ᄀ1".encode(), "1\ufe0f\u20e3".encode(), "Ⅳ½²".encode(), b"[12]{34}\\", "…".encode(), b"9" * 200,
]

# Formats for the compile target: the documentation's, a sample of the conformance files' (valid
# and invalid ones), and odd ones around escapes, ellipses and Unicode.
ODD_FORMATS = [
    "", "[", "]", "[[00]000]", "{{-}}", "\\[[00]\\]", "\\\\[00]", "[00\\]", "[…]", "[…0]", "[0…][AAA]", "x[…",
    "[0A_-9a…]", "[\u0301]", "{\r}{\n}", "[0]🇷{🇺}", "[ы…]", "{…}", "[0]\\", "\\",
]

DICTIONARY = [
    "[", "]", "{", "}", "\\", "\\\\", "…", "[0]", "[9]", "[A]", "[a]", "[_]", "[-]", "[00]", "[000]", "[0000]",
    "[99]", "[…]", "[0…]", "[A…]", "[_…]", "{-}", "{/}", "{.}", "\\[", "\\]", "\\{", "\\}", "][", "}{", "+7 (",
    ") ", "-", "/", " ", "\u0301", "\ufffd", "\r\n", "👍🏽", "🇷🇺", "١", "５", "ᄀ",
]


def literal(text):
    """A length-prefixed UTF-8 string (at most 255 bytes)."""
    data = text.encode() if isinstance(text, str) else text
    return bytes([len(data[:255])]) + data[:255]


def dictionary_entry(word):
    """A libFuzzer dictionary line: the word's UTF-8 bytes, quoted, with \\xNN escapes."""
    escaped = "".join(chr(b) if 0x20 <= b < 0x7F and b not in b'"\\' else f"\\x{b:02X}" for b in word.encode())
    return f'"{escaped}"'


def real_mask_count():
    """The number of entries of RealMasks.all, counted in its source."""
    return len(real_masks())


def real_masks():
    """The entries of RealMasks.all in order, as (format, has custom notations), read from its source."""
    source = (ROOT / "Fuzz/Checks/RealMasks.swift").read_text()
    body = source[source.index("static let all"):]
    pieces = body.split("MaskSpec(")[1:]
    masks = []
    for piece in pieces:
        start = piece.index('"')
        end = start + 1
        while piece[end] != '"' or piece[end - 1] == "\\":
            end += 1
        masks.append((json.loads(piece[start:end + 1]), "Notation(" in piece))
    return masks


def apply_seed(spec, text, rtl=False, gravity=1):
    """checkApply's layout: spec, direction, one step, literal text, gravity, caret at the end."""
    return spec + bytes([int(rtl), 0, 1]) + literal(text) + bytes([gravity, 3])


def write(target, seeds, dictionary=None, about="mask syntax and tricky text"):
    """Replaces the seed files of Corpus/TARGET (not its regressions) with `seeds`, and its dictionary."""
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "regressions").mkdir(exist_ok=True)
    for old in folder.glob("seed-*"):
        old.unlink()
    for seed in dict.fromkeys(seeds):
        (folder / f"seed-{hashlib.sha1(seed).hexdigest()[:12]}").write_bytes(seed)
    entries = "\n".join(dictionary_entry(word) for word in (dictionary or DICTIONARY))
    (folder / f"{target}.dict").write_text(f"# libFuzzer dictionary: {about}.\n{entries}\n")


def main():
    docs = [json.loads(line) for line in (ROOT / "Tests/Conformance/reference-docs.jsonl").open()]
    random = [json.loads(line) for line in (ROOT / "Tests/Conformance/reference-random.jsonl").open()]
    plain_docs = [d["format"] for d in docs if not d["notations"]]
    sampled = [d["format"] for d in random[::100]] + [d["format"] for d in random if not d["valid"]][:10]
    masks = real_mask_count()

    apply_seeds = []
    for index in range(masks):
        for n, text in enumerate(INPUTS[index % 15::15]):
            apply_seeds.append(apply_seed(bytes([1, index]), text, rtl=(index + n) % 4 == 0, gravity=(index + n) % 4))
    for n, fmt in enumerate(plain_docs):
        apply_seeds.append(apply_seed(bytes([2]) + literal(fmt) + bytes([0]), INPUTS[n % len(INPUTS)], gravity=n % 4))
    apply_seeds.append(apply_seed(bytes([1, 10]), b"\xff" * 3 + b"1" + bytes([6, 200])))  # a huge paste, via tokens

    compile_seeds = [bytes([1]) + literal(fmt) + bytes([0, 1]) + INPUTS[n % len(INPUTS)]
                     for n, fmt in enumerate(plain_docs + sampled + ODD_FORMATS)]

    cache_seeds = []
    for n in range(0, len(plain_docs), 4):
        group = plain_docs[n:n + 4] + ["[00[00]]"]
        ops = b"".join(bytes([0]) + literal(fmt) + bytes([0, (n + k) % 2, 1]) + literal(INPUTS[(n + k) % len(INPUTS)])
                       + bytes([k % 4, 3]) for k, fmt in enumerate(group))
        cache_seeds.append(bytes([len(group) - 1]) + ops + bytes([n % 2]))

    write("apply", apply_seeds)
    write("apply-fast", apply_seeds)
    write("compile", compile_seeds)
    write("cache", cache_seeds)
    write("editing", editing_seeds(), DICTIONARY + EDITING_WORDS, "mask syntax, tricky text and field edits")
    write("formatters", formatter_seeds(), FORMATTER_WORDS, "numbers, phone numbers, separators and tricky text")


# Field edits: phone numbers, dates, other scripts' digits, marked text of input methods.
EDITING_WORDS = ["5551234567", "+7 (900) 123-45-67", "12/34", "\u3042", "\uff4b", "\u304b", "\ud55c", "\u1100"]

FORMATTER_WORDS = [
    "0", "00", "000", "1,234.56", "1.234,56", "1 234,56", "-", "\u2212", ".", ",", "\u00a0", "\u202f", "'", "+", "+7", "+1",
    "+44", "+39", "+7 (900) 123-45-67", "+1 (555) 123-4567", "(", ")", " ", "\u0661", "\uff15", "e\u0301", "\U0001F1F7\U0001F1FA",
]


def field_text(text):
    """FormatterText.text's layout for a literal text: raw chunks of up to 8 bytes (at most 16 chunks)."""
    data = text.encode() if isinstance(text, str) else text
    chunks = [data[i:i + 8] for i in range(0, len(data), 8)][:16]
    return bytes([len(chunks)]) + b"".join(bytes([0, len(c) - 1]) + c for c in chunks)


def editing_seeds():
    """checkEditing's layout: a real or literal spec, affine formats, strategy, flags, then operations:
    focus, setText of an input, a backspace, typing at the end, marked text and its commit, clear."""
    masks = real_masks()
    plain = [n for n, (_, notations) in enumerate(masks) if not notations]
    seeds = []
    for index in range(len(masks)):
        text = INPUTS[index % len(INPUTS)]
        affine = bytes([0]) if index % 3 else bytes([1, 1, (index * 7) % len(plain)])
        flags = bytes([index % 4, (index + 1) % 2, index % 2, int(index % 5 == 0), 1])
        ops = [bytes([6]), bytes([10, 1]) + literal(text), bytes([5]), bytes([0, 1, 1, 1]) + literal("5"),
               bytes([8, 1]) + literal("\uff15") + bytes([0, 0]), bytes([9]), bytes([0, 0, 1, 1]) + literal(text), bytes([7])]
        seeds.append(bytes([1, index]) + affine + flags + bytes([len(ops) - 1]) + b"".join(ops))
    for n, text in enumerate(INPUTS):
        # A literal format with no notations, right to left every other time, one setText.
        fmt = ["[00]{/}[00]", "+1 ([000]) [000]-[0000]", "[000] [000]", "[9…]", "{8} [000] [000]-[00]-[00]"][n % 5]
        seeds.append(bytes([2]) + literal(fmt) + bytes([0, 0, 0, 1, 0, n % 2, 1, 0]) + bytes([10, 1]) + literal(text))
    return seeds


def formatter_seeds():
    """checkFormatters' layout: per formatter a plain configuration and one or two edits of a real input."""
    numbers = ["1234567.891", "-1234567,89", "1.234.567,89", "007", ".5", "1,234.5", "12\u00a0345,6", "\u2212" + "9" * 40, ""]
    phones = ["+7 (900) 123-45-67", "+1 555 123 4567", "79001234567", "+44 20 7946 0958", "+39 06 698", "8 800 555 35 35", "+"]
    seeds = []
    for n, text in enumerate(numbers):
        # NumberField: built-in locale n, 2 fraction digits, negatives allowed; setText then a backspace.
        seeds.append(bytes([0, 1, n % 5, 3, 2, 1, 1, 1, 1]) + field_text(text) + bytes([2]))
    for n, text in enumerate(phones):
        # PhoneNumberField with every country: setText, then a backspace; the detector on the same text.
        seeds.append(bytes([1, 1, 0, 1, 1, 0]) + field_text(text) + bytes([3]))
        seeds.append(bytes([2, 1, 0, 0]) + field_text(text))
    decorated = [("(", 0, 4), (") ", 3, 4), ("-", 6, 7)]
    strings = ["(", ") ", "-"]
    us_phone = bytes([len(decorated)]) + b"".join(
        bytes([1, DECORATION_STRINGS.index(s), 3, p, 3, d]) for s, p, d in decorated) + bytes([1, 0, 3, 10])
    for text in ["123", "1234", "1234567890", "(123) 456-7890", "12a3-4"]:
        seeds.append(bytes([3]) + us_phone + field_text(text))
        seeds.append(bytes([4]) + us_phone + field_text("") + bytes([1, 0]) + field_text(text) + bytes([1]))
    return seeds


# DecoratedFormatInvariants.decorationStrings, in order.
DECORATION_STRINGS = ["(", ") ", "-", " ", "", "/", "+7 ", "1", "a", "((", "e\u0301", "\u0301", "\U0001F1F7", "\r", "\n", "\u2026"]


main()
