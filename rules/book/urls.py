"""The rule book's pages; scorekeeper/urls.py includes them inside i18n_patterns."""

from django.urls import path

from . import views

urlpatterns = [
    path("rules/", views.index, name="rules_index"),
    path("rules/<slug:slug>/", views.rule_page, name="rule_page"),
]
