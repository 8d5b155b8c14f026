"""Three statements written out, for the write every phone makes all evening: saving a deal.

Saving a deal reads its game, moves the game's version on and inserts the deal. The database runs
each of these in some tens of microseconds; Django's ORM takes several times as long to build one
(the three were nearly half the time of a save: bench/deal_queries.py). Here each is built once per
model from the model's own fields and run with the fields' own conversions, both ways (a JSON field,
a date: `get_db_prep_save` on the way in, the backend's and the field's converters on the way out,
as the ORM does), on SQLite and PostgreSQL alike. Like `bulk_create` and `update`, none sends a
model signal. Everything else keeps the ORM.
"""

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from django.db import connection
from django.db.models import Field, Model
from django.db.models.expressions import Col

Converter = Callable[[Any, Col, Any], Any]


def read_one[M: Model](model: type[M], column: str, value: str | int) -> M | None:
    """The row of `model` whose unique field `column` is `value`, as `model.objects.filter(...).first()`
    reads it; None when there is none."""
    sql, converters = _select(model, column, connection.vendor)
    with connection.cursor() as cursor:
        cursor.execute(sql, [value])
        row = cursor.fetchone()
    if row is None:
        return None
    values = []
    for found, (column_converters, expression) in zip(row, converters, strict=True):
        for convert in column_converters:
            found = convert(found, expression, connection)
        values.append(found)
    return model.from_db(connection.alias, _names(model), values)


def update(model: type[Model], values: Mapping[str, Any], where: Mapping[str, Any]) -> int:
    """`model.objects.filter(**where).update(**values)` (each a field's name and a value): how many
    rows changed."""
    fields = _fields(model)
    setting = ", ".join(f"{_quote(fields[name].column)} = %s" for name in values)
    matching = " AND ".join(f"{_quote(fields[name].column)} = %s" for name in where)
    params = [fields[name].get_db_prep_save(value, connection) for name, value in values.items()]
    params += [fields[name].get_db_prep_value(value, connection) for name, value in where.items()]
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {_quote(model._meta.db_table)} SET {setting} WHERE {matching}", params)
        changed: int = cursor.rowcount
    return changed


def insert[M: Model](row: M) -> M:
    """`row` inserted (`row.save(force_insert=True)` without its signals), its new primary key set."""
    model = type(row)
    sql, fields = _insert(model, connection.vendor)
    params = [field.get_db_prep_save(field.pre_save(row, True), connection) for field in fields]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row.pk = cursor.fetchone()[0] if connection.features.can_return_columns_from_insert else cursor.lastrowid
    row._state.adding, row._state.db = False, connection.alias
    return row


def _quote(name: str | None) -> str:
    assert name is not None, "a field with a column"
    return connection.ops.quote_name(name)


@cache
def _fields(model: type[Model]) -> dict[str, Field[Any, Any]]:
    return {field.name: field for field in model._meta.concrete_fields}


@cache
def _names(model: type[Model]) -> list[str]:
    return [field.attname for field in model._meta.concrete_fields]


@cache
def _select(model: type[Model], column: str, vendor: str) -> tuple[str, list[tuple[list[Converter], Col]]]:
    """The query of one row by `column`, and each of its columns' converters (the backend's, then the
    field's `from_db_value`), for the database `vendor`."""
    table = model._meta.db_table
    columns = [field.get_col(table) for field in model._meta.concrete_fields]
    names = ", ".join(_quote(col.target.column) for col in columns)
    sql = f"SELECT {names} FROM {_quote(table)} WHERE {_quote(_fields(model)[column].column)} = %s"
    converters = [(connection.ops.get_db_converters(col) + col.get_db_converters(connection), col) for col in columns]
    return sql, converters


@cache
def _insert(model: type[Model], vendor: str) -> tuple[str, list[Field[Any, Any]]]:
    """The statement that inserts a row of `model` (every field but its generated primary key), for the
    database `vendor`, and those fields in its order."""
    pk = model._meta.pk
    fields = [field for field in model._meta.concrete_fields if field is not pk]
    names = ", ".join(_quote(field.column) for field in fields)
    sql = f"INSERT INTO {_quote(model._meta.db_table)} ({names}) VALUES ({', '.join(['%s'] * len(fields))})"
    if connection.features.can_return_columns_from_insert:
        sql += f" RETURNING {_quote(pk.column)}"
    return sql, fields
