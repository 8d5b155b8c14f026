"""The glossary page: the game's words in both languages."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rules.glossary import GLOSSARY


@require_safe
def glossary(request: HttpRequest) -> HttpResponse:
    language = get_language()
    other = "en" if language == "ja" else "ja"
    terms = [
        {"key": t.key, "term": t.term(language), "other": t.term(other), "explanation": t.explanation(language)}
        for t in GLOSSARY
    ]
    return render(request, "scorekeeper/glossary.html", {"terms": terms, "other_code": other})
