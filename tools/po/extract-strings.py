#!/usr/bin/env python3
"""Extracts Tunnel's translatable strings from Swift sources into a gettext
template (po/tunnel.pot).

xgettext has no Swift parser, and its C parser trips over Swift (character
data in `'…'`, multi-line `\"\"\"` literals), so this reads the Swift itself:
every `localized("…")` or `localized(\"\"\"…\"\"\")` call whose first argument is
one string literal is a message. Multi-line literals follow Swift's rules:
the closing delimiter's indentation is removed from every line, a line
ending in a backslash continues on the next, and the newlines after the
opening and before the closing delimiter are not part of the text. Comments (`//`, `///`, `/* */`) are skipped, so documentation
examples are not extracted. A comment line starting with `TRANSLATORS:` right
above a call is passed on to translators.

Usage: extract-strings.py [--check] POTFILES OUTPUT.pot
  POTFILES lists Swift files and folders (a folder: every Swift file under it).
  --check  exit 1 (and write nothing) if OUTPUT.pot is not up to date.
"""
import os
import re
import sys

CALL = re.compile(r'\blocalized\(\s*"')


def strip_comments(source):
    """Blanks out comments but keeps string literals and line numbers."""
    out = []
    i, n = 0, len(source)
    in_string = False
    while i < n:
        c = source[i]
        if in_string:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(source[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
        elif source.startswith('"""', i):
            end = find_multiline_end(source, i)
            out.append(source[i:end])
            i = end
        elif source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            comment = source[i:end]
            keep = re.match(r"//\s*TRANSLATORS:", comment)
            out.append(comment if keep else " " * len(comment))
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", source[i:end]))
            i = end
        else:
            if c == '"':
                in_string = True
            out.append(c)
            i += 1
    return "".join(out)


def find_multiline_end(text, start):
    """The index just after the `\"\"\"` that closes the multi-line literal
    opened at `start` (an escaped quote does not close it)."""
    i = start + 3
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text.startswith('"""', i):
            return i + 3
        i += 1
    raise ValueError("unterminated multi-line string literal")


def read_multiline_literal(text, start):
    """Reads the `\"\"\"` literal opened at `start` as Swift does; returns
    (value, end index)."""
    end = find_multiline_end(text, start)
    raw = text[start + 3:end - 3]
    if not raw.startswith("\n"):
        raise ValueError("a multi-line string literal must start on a new line")
    lines = raw[1:].split("\n")
    indent = lines[-1]
    if indent.strip():
        raise ValueError("the closing \"\"\" of a multi-line literal must be on a line of its own")
    body = []
    for line in lines[:-1]:
        if line.strip() and not line.startswith(indent):
            raise ValueError("a line of a multi-line literal is indented less than its closing \"\"\"")
        body.append(line[len(indent):] if line.strip() else "")
    return unescape("\n".join(body), multiline=True), end


def read_literal(text, start):
    """Reads the Swift string literal whose opening quote is at `start`;
    returns (value, end index). Interpolation is refused: a message must
    be a constant with `{name}` placeholders."""
    if text.startswith('"""', start):
        return read_multiline_literal(text, start)
    i = start + 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return unescape(text[start + 1:i], multiline=False), i + 1
        if c == "\n":
            raise ValueError("unterminated string literal")
        i += 1
    raise ValueError("unterminated string literal")


def unescape(body, multiline):
    """The value of a literal's body: Swift's escapes resolved, and in a
    multi-line literal a backslash at the end of a line joins it to the next."""
    value = []
    i = 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0"}
    while i < len(body):
        c = body[i]
        if c == "\\":
            nxt = body[i + 1] if i + 1 < len(body) else ""
            if multiline and nxt == "\n":  # a line continuation
                i += 2
                continue
            if nxt == "(":
                raise ValueError("string interpolation inside localized(); use {name} placeholders")
            if nxt == "u":
                close = body.index("}", i)
                value.append(chr(int(body[i + 3:close], 16)))
                i = close + 1
                continue
            if nxt not in escapes:
                raise ValueError(f"unknown escape \\{nxt}")
            value.append(escapes[nxt])
            i += 2
            continue
        value.append(c)
        i += 1
    return "".join(value)


def po_quote(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped:
        return '"' + escaped + '"'
    parts = escaped.split("\n")
    lines = ['""'] + ['"' + p + '\\n"' for p in parts[:-1]]
    if parts[-1]:
        lines.append('"' + parts[-1] + '"')
    return "\n".join(lines)


def extract(files, root):
    messages = {}  # msgid -> (references, comments); insertion order kept
    for path in files:
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            source = strip_comments(handle.read())
        lines = source.split("\n")
        for match in CALL.finditer(source):
            quote = match.end() - 1
            line = source.count("\n", 0, quote) + 1
            try:
                msgid, _ = read_literal(source, quote)
            except ValueError as error:
                sys.exit(f"{path}:{line}: {error}")
            if not msgid:
                sys.exit(f"{path}:{line}: empty message")
            refs, notes = messages.setdefault(msgid, ([], []))
            # File names only, as xgettext --add-location=file writes them:
            # moving code within a file leaves the catalogues alone.
            if path not in refs:
                refs.append(path)
            above = lines[line - 2].strip() if line >= 2 else ""
            note = re.match(r"//\s*TRANSLATORS:\s*(.*)", above)
            if note and note.group(1) not in notes:
                notes.append(note.group(1))
    return messages


def render(messages):
    out = [
        "# Tunnel's translatable messages.",
        "# This file is generated by tools/po/extract-strings.py; do not edit it.",
        "#",
        "#, fuzzy",
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: tunnel\\n"',
        '"Report-Msgid-Bugs-To: \\n"',
        '"Language: \\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        "",
    ]
    for msgid, (refs, notes) in messages.items():
        out += [f"#. {note}" for note in notes]
        out.append("#: " + " ".join(refs))
        if "{" in msgid:
            out.append("#, python-brace-format")
        out.append("msgid " + po_quote(msgid))
        out.append('msgstr ""')
        out.append("")
    return "\n".join(out)


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 2:
        sys.exit(__doc__)
    potfiles, output = args
    root = os.path.dirname(os.path.dirname(os.path.abspath(potfiles)))
    with open(potfiles, encoding="utf-8") as handle:
        entries = [l.strip() for l in handle if l.strip() and not l.startswith("#")]
    files = []
    for entry in entries:
        # A folder stands for every Swift file under it, so a new file's
        # messages are never left out of the template.
        folder = os.path.join(root, entry)
        if os.path.isdir(folder):
            for base, _, names in sorted(os.walk(folder)):
                files += sorted(os.path.relpath(os.path.join(base, n), root) for n in names if n.endswith(".swift"))
        else:
            files.append(entry)
    text = render(extract(files, root))
    if check:
        current = open(output, encoding="utf-8").read() if os.path.exists(output) else ""
        if current != text:
            sys.exit(f"{output} is out of date: run tools/po/update-po.sh")
        return
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
