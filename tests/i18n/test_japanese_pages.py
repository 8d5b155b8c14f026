"""Every page in Japanese under /ja/, the language switch, and Japanese messages from the engine."""

import json
import re

import pytest
from django.urls import reverse
from django.utils.translation import override

from scorekeeper.templatetags.meld import points, signed
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "mixed_canastas": 1, "red_threes": 1, "went_out": True, "melded_points": 265}
OTHER = {"red_threes": 1, "melded_points": 120, "hand_points": 45}


def ja(name, *args):
    with override("ja"):
        return reverse(name, args=args)


def switch_target(html: str) -> tuple[str, str]:
    """The language and the `next` page the switch form on a page posts."""
    form = re.search(r'<form class="lang-switch".*?</form>', html, re.S).group(0)
    language = re.search(r'name="language" value="([^"]*)"', form).group(1)
    return language, re.search(r'name="next" value="([^"]*)"', form).group(1).replace("&amp;", "&")


def test_english_is_unprefixed_and_japanese_lives_under_ja(game):
    assert reverse("home") == "/"
    assert reverse("sheet", args=[game.slug]) == f"/g/{game.slug}/"
    assert ja("home") == "/ja/"
    assert ja("sheet", game.slug) == f"/ja/g/{game.slug}/"
    assert ja("export_game", game.slug) == f"/g/{game.slug}/game.json"
    assert ja("set_language") == "/i18n/setlang/"


@pytest.mark.parametrize(
    ("page", "japanese"),
    [
        (lambda game: ja("home"), "カードゲームのスコア表"),
        (lambda game: ja("new_game"), "何人で遊びますか？"),
        (lambda game: ja("sheet", game.slug), "次のイニシャルメルド"),
        (lambda game: ja("new_deal", game.slug), "第2ディール"),
        (lambda game: ja("edit_deal", game.slug, 1), "第1ディールを修正"),
        (lambda game: ja("delete_deal", game.slug, 1), "第1ディールを削除しますか？"),
        (lambda game: ja("game_details", game.slug), "ゲームの詳細"),
        (lambda game: ja("import_game"), "ゲームを読み込む"),
        (lambda game: ja("glossary"), "捨て札の山"),
        (lambda game: "/ja/no-such-page/", "ここには何もありません"),
    ],
)
def test_each_page_renders_in_japanese(client, make_game, page, japanese):
    game = make_game(deals=[[OUT, OTHER]])
    client.get(game.get_absolute_url())  # the home page lists the games this browser opened
    response = client.get(page(game))
    html = response.content.decode()
    assert '<html lang="ja">' in html
    assert japanese in html
    assert "<title>" in html and "Meld</title>" in html
    language, _next = switch_target(html)
    assert language == "en"


def test_english_pages_stay_english(client, game):
    html = client.get(game.get_absolute_url()).content.decode()
    assert '<html lang="en">' in html
    assert "Next initial meld" in html
    assert switch_target(html) == ("ja", f"/ja/g/{game.slug}/")


@pytest.mark.parametrize(
    ("name", "args", "query"),
    [
        ("sheet", ["slug"], ""),
        ("new_deal", ["slug"], ""),
        ("edit_deal", ["slug", 1], ""),
        ("new_game", [], "?seating=2x1"),
    ],
)
def test_the_switch_goes_to_the_same_page_in_the_other_language_and_back(client, make_game, name, args, query):
    game = make_game(deals=[[OUT, OTHER]])
    args = [game.slug if arg == "slug" else arg for arg in args]
    english = reverse(name, args=args) + query
    japanese = ja(name, *args) + query

    language, next_page = switch_target(client.get(english).content.decode())
    response = client.post(reverse("set_language"), {"language": language, "next": next_page})
    assert response.status_code == 302
    assert response["Location"] == japanese
    assert response.cookies["django_language"].value == "ja"

    language, next_page = switch_target(client.get(japanese).content.decode())
    response = client.post(reverse("set_language"), {"language": language, "next": next_page})
    assert response["Location"] == english


def test_the_switch_on_a_missing_page_goes_home_in_the_other_language(client):
    assert switch_target(client.get("/ja/no-such-page/").content.decode()) == ("en", "/")
    assert switch_target(client.get("/no-such-page/").content.decode()) == ("ja", "/ja/")


def test_the_switch_is_a_plain_form_that_htmx_does_not_boost(client):
    html = client.get("/").content.decode()
    form = re.search(r'<form class="lang-switch"[^>]*>', html).group(0)
    assert 'method="post"' in form and 'action="/i18n/setlang/"' in form and 'hx-boost="false"' in form
    assert 'name="csrfmiddlewaretoken"' in re.search(r'<form class="lang-switch".*?</form>', html, re.S).group(0)


def test_the_engines_checks_answer_in_japanese_next_to_the_field(client, game):
    response = client.post(ja("new_deal", game.slug), form_data({"went_out": True}, {}))
    html = response.content.decode()
    assert response.status_code == 200
    assert "上がりにはカナスタが最低1つ必要です。" in html
    assert "まだ何も保存されていません：" in html
    html = client.post(ja("new_deal", game.slug), form_data({}, {"melded_points": 1185})).content.decode()
    assert "全部のカードを合わせても1,180点にしかなりません。" in html
    assert not game.deals.exists()


def test_the_live_preview_answers_in_japanese(client, game):
    response = client.post(
        ja("preview_deal", game.slug), form_data({"concealed": True}, {}), headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert "コンシールドは上がり方の一つです。「上がった」にもチェックを入れてください。" in html
    response = client.post(ja("preview_deal", game.slug), form_data(OUT, OTHER), headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "赤の3" in html and "上がり" in html and "+1,265" in html


def test_messages_after_saving_are_in_japanese(client, game):
    response = client.post(ja("new_deal", game.slug), form_data(OUT, OTHER) | opened(game), follow=True)
    html = response.content.decode()
    assert response.redirect_chain[-1][0] == f"/ja/g/{game.slug}/"
    assert "第1ディールを保存しました。" in html
    assert "1,265" in html


def test_import_errors_are_in_japanese(client):
    html = client.post(ja("import_game"), {"text": "{"}).content.decode()
    assert "何も読み込まれませんでした：" in html
    assert "ファイルが正しいJSONではありません（1行目、2文字目）。" in html

    doc = {
        "format": "meld-game/1",
        "variant": "classic-canasta",
        "sides": [{"name": "A", "players": ["a"]}, {"name": "B", "players": ["b"]}],
        "deals": [{"tallies": [{"went_out": True}, {}]}],
    }
    html = client.post(ja("import_game"), {"text": json.dumps(doc)}).content.decode()
    assert "第1ディール" in html and "上がりにはカナスタが最低2つ必要です。" in html

    html = client.post(ja("import_game"), {}).content.decode()
    assert "ゲームファイルを選ぶか、内容を貼り付けてください。" in html


def test_a_game_started_in_japanese_gets_japanese_side_names(client):
    response = client.post(ja("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    assert response["Location"].startswith("/ja/g/")
    html = client.get(response["Location"]).content.decode()
    assert "自分たち" in html and "相手" in html
    assert "クラシックカナスタ・5,000点先取" in html


def test_scores_are_grouped_in_both_languages(client, make_game):
    game = make_game(starting=[1500, -75])
    for language in ("en", "ja"):
        with override(language):
            assert points(1500) == "1,500"
            assert signed(-1385) == "−1,385"
            assert signed(12345) == "+12,345"
    html = client.get(ja("sheet", game.slug)).content.decode()
    assert "1,500" in html and "−75" in html


def test_dates_on_the_home_page_are_in_japanese(client, game):
    client.get(game.get_absolute_url())
    html = client.get(ja("home")).content.decode()
    assert "ago" not in html and "now" not in html
    assert "今" in html or "前" in html


def test_admin_and_game_files_keep_one_address(client, game):
    assert client.get("/ja/admin/").status_code == 404
    assert client.get(f"/g/{game.slug}/game.json").status_code == 200
    html = client.get(ja("sheet", game.slug)).content.decode()
    assert f'href="/g/{game.slug}/game.json"' in html
