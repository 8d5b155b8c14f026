"""The import form (scorekeeper/forms/files.py): a game file uploaded or pasted, one of the two at least."""

from scorekeeper.forms.files import ImportForm


def test_nothing_sent_asks_for_a_file():
    form = ImportForm({"text": "  "}, {})
    assert not form.is_valid()
    assert form.non_field_errors() == ["Choose a game file or paste one."]


def test_a_paste_the_form_cannot_take_is_refused_with_its_message_and_counts_as_none():
    form = ImportForm({"text": '{"notes": "\x00"}'}, {})
    assert not form.is_valid()
    assert form.errors == {
        "text": ["Null characters are not allowed."],
        "__all__": ["Choose a game file or paste one."],
    }


def test_a_paste_alone_is_enough():
    form = ImportForm({"text": "{}"}, {})
    assert form.is_valid() and form.document() == {}
