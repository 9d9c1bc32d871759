"""Write a language's catalogue from the German one and a dictionary of its words.

    python tools/fill_catalogue.py fr     # resources/i18n/bakehouse_de.ts + tools/catalogue_fr.py
                                          #   -> resources/i18n/bakehouse_fr.ts

The German catalogue gives the contexts, the sources and their comments (every string lupdate
extracts, each translated); ``tools/catalogue_<lang>.py`` gives ``<LANG>`` (source ->
translation) and ``<LANG>_IN`` ((context, source) -> translation, where one context words it
otherwise).  Every source must have its words, its placeholders (%1 ...) and, where the source has
one, an accelerator (&): else nothing is written and the missing ones are listed.  French
typography: a no-break space before : ; ! ? and inside « » (a line never starts with a colon).
A later string is added the ordinary way: `make translations` (lupdate keeps every translation
written here), then Qt Linguist or an editor (docs/translating.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
PLACEHOLDER = re.compile(r"%\d+")
ACCELERATOR = re.compile(r"&[^&\s]")
#: the Qt language code a catalogue declares (<TS language="...">)
LOCALES = {"fr": "fr_FR"}


def words_of(lang: str) -> ModuleType:
    path = Path(__file__).resolve().parent / f"catalogue_{lang}.py"
    spec = importlib.util.spec_from_file_location(f"catalogue_{lang}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def typeset(text: str, lang: str) -> str:
    """French: a no-break space (U+00A0) before the high signs and inside the guillemets."""
    if lang != "fr":
        return text
    text = re.sub(r" ([:;!?»])", "\u00a0\\1", text)
    return text.replace("« ", "«\u00a0")


def problems(source: str, translation: str) -> list[str]:
    found = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translation)):
        found.append("placeholders differ")
    if ACCELERATOR.search(source) and len(ACCELERATOR.findall(translation)) != 1:
        found.append("one accelerator (&) wanted")
    if source.count("\n") != translation.count("\n"):
        found.append("line breaks differ")
    return found


def fill(lang: str, template: Path, out: Path) -> list[str]:
    """Write ``out`` from ``template``; returns what is wrong (nothing written then)."""
    module = words_of(lang)
    words: dict[str, str] = getattr(module, lang.upper())
    words_in: dict[tuple[str, str], str] = getattr(module, f"{lang.upper()}_IN", {})
    tree = ET.parse(template)
    root = tree.getroot()
    root.set("language", LOCALES.get(lang, lang))
    wrong = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = words_in.get((name, source), words.get(source))
            if text is None:
                wrong.append(f"{name}: {source!r} has no translation")
                continue
            wrong += [f"{name}: {source!r}: {p}" for p in problems(source, text)]
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.clear()
            translation.text = typeset(text, lang)
    if wrong:
        return wrong
    ET.indent(tree, space="    ")
    # lupdate's layout (<context> at the margin): a later `make translations` changes words, not indents
    body = re.sub(r"(?m)^    ", "", ET.tostring(root, encoding="unicode"))
    out.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang", help="the language code, e.g. fr (tools/catalogue_fr.py)")
    args = parser.parse_args(argv)
    out = I18N / f"bakehouse_{args.lang}.ts"
    wrong = fill(args.lang, I18N / "bakehouse_de.ts", out)
    for line in wrong:
        print(line, file=sys.stderr)
    if not wrong:
        print(f"wrote {out.relative_to(ROOT)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
