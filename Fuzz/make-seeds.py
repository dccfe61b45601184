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
    source = (ROOT / "Fuzz/Checks/RealMasks.swift").read_text()
    return source.count("MaskSpec(\"") + source.count("MaskSpec(\n")


def apply_seed(spec, text, rtl=False, gravity=1):
    """checkApply's layout: spec, direction, one step, literal text, gravity, caret at the end."""
    return spec + bytes([int(rtl), 0, 1]) + literal(text) + bytes([gravity, 3])


def write(target, seeds):
    """Replaces the seed files of Corpus/TARGET (not its regressions) with `seeds`."""
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "regressions").mkdir(exist_ok=True)
    for old in folder.glob("seed-*"):
        old.unlink()
    for seed in dict.fromkeys(seeds):
        (folder / f"seed-{hashlib.sha1(seed).hexdigest()[:12]}").write_bytes(seed)
    entries = "\n".join(dictionary_entry(word) for word in DICTIONARY)
    (folder / f"{target}.dict").write_text(f"# libFuzzer dictionary: mask syntax and tricky text.\n{entries}\n")


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
    write("compile", compile_seeds)
    write("cache", cache_seeds)


main()
