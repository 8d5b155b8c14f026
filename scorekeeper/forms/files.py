"""Importing a game file: an upload, or the JSON pasted."""

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..services.exchange import MAX_FILE_BYTES, GameFileError, parse_json, too_big


class ImportForm(forms.Form):
    file = forms.FileField(label=gettext_lazy("Game file"), required=False)
    text = forms.CharField(
        label=gettext_lazy("Or paste the JSON"), required=False, widget=forms.Textarea(attrs={"rows": 6})
    )

    def clean(self) -> dict[str, object]:
        cleaned = super().clean() or {}
        if not cleaned.get("file") and not cleaned.get("text", "").strip():
            raise forms.ValidationError(_("Choose a game file or paste one."))
        return cleaned

    def document(self) -> object:
        """The parsed JSON; GameFileError for a file too big to read (see forms/uploads.py) or no game file."""
        upload = self.cleaned_data.get("file")
        if upload and upload.size > MAX_FILE_BYTES:
            raise GameFileError([too_big(upload.size)])
        return parse_json(upload.read() if upload else self.cleaned_data["text"])
