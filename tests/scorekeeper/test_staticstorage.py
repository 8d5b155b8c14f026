"""Our stylesheets and scripts go out without their comments and indentation; the code is left as it is."""

import hashlib
import re
from pathlib import Path

from django.contrib.staticfiles import finders

from scorekeeper.staticstorage import without_comments

ROOT = Path(__file__).resolve().parents[2]


def test_it_takes_the_comments_out_of_a_stylesheet():
    css = '/* Why. */\n.a { color: red; }  /* "1–970" */\n\n/* Two\n   lines. */\n.b::before { content: "▸"; }\n'
    assert without_comments("css/x.css", css) == '.a { color: red; }  \n.b::before { content: "▸"; }\n'


def test_it_takes_the_indentation_out_and_leaves_spaces_inside_a_line():
    css = "@media (min-width: 760px) {\n  .a .b { margin: 0 auto; }\n}\n"
    assert without_comments("css/x.css", css) == "@media (min-width: 760px) {\n.a .b { margin: 0 auto; }\n}\n"
    js = 'if (a) {\n    b("x  y");\n\t}\n'
    assert without_comments("js/x.js", js) == 'if (a) {\nb("x  y");\n}\n'


def test_it_takes_whole_comments_out_of_a_script_and_leaves_the_code():
    js = (
        "// Why.\n"
        "const a = 1; // after a statement\n"
        "  // indented\n"
        'const url = "http://example.com/a"; const b = "x // y";\n'
        "if (a) { // opens\n"
        "}\n"
    )
    assert without_comments("js/x.js", js) == (
        'const a = 1;\nconst url = "http://example.com/a"; const b = "x // y";\nif (a) {\n}\n'
    )


def test_collectstatic_serves_ours_without_comments_and_htmx_as_it_comes(collected_static):
    root = collected_static
    for source in [*(ROOT / "static" / "css").glob("*.css"), *(ROOT / "static" / "js").glob("*.js")]:
        served = root / source.parent.name / source.name
        text = served.read_text()
        assert "/*" not in text and not re.search(r"^\s*//", text, re.MULTILINE), served
        assert len(text) < len(source.read_text())
        hashed = next(root.glob(f"{source.parent.name}/{source.stem}.*{source.suffix}"))
        assert hashed.read_text() == text
    htmx = root / "django_htmx" / "htmx-2.min.js"
    assert htmx.read_bytes() == Path(finders.find("django_htmx/htmx-2.min.js")).read_bytes()


def test_a_files_hashed_name_is_the_hash_of_what_is_served(collected_static):
    """Files are cached for good under their hashed names: the name must change with what is served,
    not only with the file as written."""
    root = collected_static
    for served in [*(root / "css").glob("*.*.css"), *(root / "js").glob("*.*.js")]:
        digest = hashlib.md5(served.read_bytes(), usedforsecurity=False).hexdigest()[:12]
        assert served.name.split(".")[-2] == digest, served
