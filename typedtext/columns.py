"""The database columns of what a person types: read back as `Typed` strings (typedtext/shown.py), so a
page shows them as typed, never marked between phrases. To the database and the migrations they are
Django's own CharField and TextField (`deconstruct` says so): nothing in the schema changes."""

from typing import Any

from django.db import models

from .shown import typed


class TypedCharField(models.CharField[Any, str]):
    def from_db_value(self, value: Any, _expression: Any, _connection: Any) -> Any:
        return typed(value)

    def deconstruct(self) -> Any:
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.CharField", args, kwargs


class TypedTextField(models.TextField[Any, str]):
    def from_db_value(self, value: Any, _expression: Any, _connection: Any) -> Any:
        return typed(value)

    def deconstruct(self) -> Any:
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.TextField", args, kwargs
