"""Two phones on one game (two test clients, each with its own session): every write is tied to the
state of the game its form was opened on; when the game changed meanwhile the form comes back with
what was typed and says what changed; nothing is doubled, lost or written over another deal."""

import html as markup
import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import translation

from scorekeeper.models import Deal, DealChange, Game
from tests.conftest import form_data

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 265}
PLAIN = {"melded_points": 50}
UNKNOWN_FORM = (
    '<p class="conflict-headline"><b>This form did not say which deal it was opened for, so nothing was saved.</b></p>'
)


def url(name, game, *args):
    """The English address (a request to /ja/ leaves Japanese active in the test's thread)."""
    with translation.override("en"):
        return reverse(name, args=[game.slug, *args])


def conflict(html: str) -> list[str]:
    """What the box above a refused form says, a line each (a paragraph, a change, a row of the comparison)."""
    box = html.split('conflict-box" role="alert">', 1)[1].split("</div>", 1)[0]
    parts = re.split(r"<(?:p|li|tr|caption)\b[^>]*>", re.sub(r"</t[hd]>", " ", box))
    lines = (" ".join(re.sub(r"<[^>]+>", "", part).split()) for part in parts)
    return [markup.unescape(line) for line in lines if line]


def refused(phone: Client, path: str, data: dict[str, str]) -> tuple[list[str], list[str]]:
    """The conflict a refused form comes back with, in English and in Japanese (nothing is saved, so
    the same form is refused twice)."""
    english = phone.post(path, data).content.decode()
    japanese = phone.post(f"/ja{path}", data).content.decode()
    return conflict(english), conflict(japanese)


def hidden(html: str) -> dict[str, str]:
    """The hidden fields that tie a page's form to the game's state."""
    found = {}
    for name in ("deal_number", "version", "deal", "deal_version"):
        marker = f'name="{name}" value="'
        if marker in html:
            found[name] = html.split(marker)[1].split('"')[0]
    return found


def open_form(phone: Client, game, number: int | None = None) -> dict[str, str]:
    """Open the form of the next deal (or the correction of deal `number`) and keep its hidden fields."""
    path = url("new_deal", game) if number is None else url("edit_deal", game, number)
    return hidden(phone.get(path).content.decode())


def melded(game) -> list[int]:
    return [deal.entries[0]["melded_points"] for deal in game.deals.order_by("number")]


def game_with(make_game, *points):
    return make_game(deals=[[{"melded_points": p}, {}] for p in points])


@pytest.fixture
def phones():
    return Client(), Client()


def test_two_phones_saving_the_same_new_deal_save_it_once(game, phones):
    a, b = phones
    form_a, form_b = open_form(a, game), open_form(b, game)
    assert a.post(url("new_deal", game), form_data(OUT, PLAIN) | form_a).status_code == 302
    response = b.post(url("new_deal", game), form_data(PLAIN, {"melded_points": 120}) | form_b)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Someone just entered deal 1." in html
    assert "was entered by" not in html  # the headline says it once
    assert 'name="s1-melded_points" value="120"' in html  # B's entries stay in the form
    assert '<th scope="col">Deal 1 as saved</th><th scope="col">Yours</th>' in html
    assert '<th scope="row">We: Melded cards</th><td>265</td><td>50</td>' in html
    assert "if yours is another deal, save it as deal 2" in html
    assert melded(game) == [265]
    # B compares, decides it is the next deal, and saves the same form again with the button that says so.
    again = b.post(url("new_deal", game), form_data(PLAIN, {"melded_points": 120}) | hidden(html))
    assert again.status_code == 302
    assert melded(game) == [265, 50]


def race_fields(html: str) -> dict[str, str]:
    """The hidden fields naming the deal another phone saved first, which the primary action corrects."""
    return {
        name: html.split(f'name="{name}" value="', 1)[1].split('"', 1)[0]
        for name in ("correct_number", "correct_deal", "correct_deal_version")
    }


def test_after_a_lost_race_the_primary_action_corrects_that_deal_and_never_saves_it_twice(game, phones):
    """The review's finding 12: after a lost race with other entries, the big button saved the same deal a
    second time. The first submit button (the primary one, and the Enter key's) now corrects deal 1 with B's
    entries; saving them as deal 2 is a second button that says it is another deal."""
    a, b = phones
    form_a, form_b = open_form(a, game), open_form(b, game)
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | form_a)
    html = b.post(url("new_deal", game), form_data(OUT, {"melded_points": 60}) | form_b).content.decode()
    buttons = re.findall(r"<button type=\"submit\"[^>]*>[^<]*</button>", html.split('class="actionbar"', 1)[1])
    assert buttons == [
        '<button type="submit" name="correct" value="1" class="button primary big">Correct deal 1</button>',
        '<button type="submit" class="button another-deal">No, it is another deal: save it as deal 2</button>',
    ]
    typed = form_data(OUT, {"melded_points": 60}) | hidden(html) | race_fields(html)
    corrected = b.post(url("new_deal", game), typed | {"correct": "1"}, follow=True)
    assert corrected.redirect_chain == [(game.get_absolute_url(), 302)]
    assert melded(game) == [265] and game.deals.get().entries[1]["melded_points"] == 60  # deal 1, corrected
    assert DealChange.objects.filter(game=game).count() == 1
    # Pressed again (a second tap, or the answer lost): the same correction, so nothing more is saved.
    b.post(url("new_deal", game), typed | {"correct": "1"})
    assert game.deals.count() == 1 and DealChange.objects.filter(game=game).count() == 1


def test_a_correction_after_a_lost_race_is_refused_when_the_deal_was_corrected_meanwhile(game, phones):
    a, b = phones
    form_a, form_b = open_form(a, game), open_form(b, game)
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | form_a)
    html = b.post(url("new_deal", game), form_data(OUT, {"melded_points": 60}) | form_b).content.decode()
    a.post(url("edit_deal", game, 1), form_data(OUT, {"melded_points": 80}) | open_form(a, game, 1))
    typed = form_data(OUT, {"melded_points": 60}) | hidden(html) | race_fields(html) | {"correct": "1"}
    page = b.post(url("new_deal", game), typed).content.decode()
    assert "Deal 1 was corrected by another phone" in page
    assert game.deals.count() == 1 and game.deals.get().entries[1]["melded_points"] == 80


def draft_key(html: str) -> str:
    """The key under which deal.js keeps what is typed in the page's form."""
    return html.split('data-draft="', 1)[1].split('"', 1)[0]


def test_beside_a_deal_another_phone_entered_the_entries_stay_a_draft_of_that_deal(game, phones):
    """Issue 24: the form offers the next number (2), but what B typed stays the draft of deal 1, which the
    sheet shows saved and drops: it never comes back as deal 2."""
    a, b = phones
    form_a, form_b = open_form(a, game), open_form(b, game)
    assert draft_key(b.get(url("new_deal", game)).content.decode()) == f"meld-draft:{game.slug}:new:1"
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | form_a)
    html = b.post(url("new_deal", game), form_data(PLAIN, {"melded_points": 120}) | form_b).content.decode()
    assert hidden(html)["deal_number"] == "2"
    assert draft_key(html) == f"meld-draft:{game.slug}:new:1"
    sheet = b.get(game.get_absolute_url()).content.decode()
    assert 'data-draft-played="1"' in sheet


def test_after_a_delete_meanwhile_the_entries_are_the_draft_of_the_number_they_now_get(make_game, phones):
    """No deal took their number: what B typed is still the next deal, offered as it is now numbered."""
    game = game_with(make_game, 105, 110)
    a, b = phones
    form_b = open_form(b, game)
    a.post(url("delete_deal", game, 1), hidden_delete(a, game, 1))
    html = b.post(url("new_deal", game), form_data({"melded_points": 300}, {}) | form_b).content.decode()
    assert draft_key(html) == f"meld-draft:{game.slug}:new:2"


def test_a_deal_entered_meanwhile_is_compared_and_the_other_changes_are_told(game, phones):
    """B opens deal 1; A enters deals 1 and 2, then corrects deal 1: B's deal is set beside deal 1 as it is
    now, and the rest of what A did is told in the order it was done."""
    a, b = phones
    form_b = open_form(b, game)
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | open_form(a, game))
    a.post(url("new_deal", game), form_data(PLAIN, OUT) | open_form(a, game))
    a.post(url("edit_deal", game, 1), form_data(OUT, {"melded_points": 80}) | open_form(a, game, 1))
    english, japanese = refused(b, url("new_deal", game), form_data(PLAIN, {"melded_points": 120}) | form_b)
    assert english == [
        "Someone just entered deal 1.",
        "Deal 2 was entered by another phone (just now).",
        "Deal 1 was corrected by another phone (just now).",
        "Nothing was saved: your entries are kept below, beside deal 1 as it was saved.",
        "If it is the same deal, correct deal 1 with your entries, or go back to the score sheet to keep it as saved; "
        "if yours is another deal, save it as deal 3.",
        "The stored deal beside your entries",
        "Deal 1 as saved Yours",
        "We: score +865 +50",
        "They: score +80 +120",
        "We: Natural canastas 1 0",
        "We: Went out yes no",
        "We: Melded cards 265 50",
        "They: Melded cards 80 120",
        "Back to the score sheet",
    ]
    assert japanese[:7] == [
        "誰かが第1ディールを入力したところです。",
        "第2ディールが入力されました（別のスマホ・たった今）。",
        "第1ディールが修正されました（別のスマホ・たった今）。",
        "何も保存していません。入力した内容は下に残っており、保存された第1ディールと並べて見比べられます。",
        "同じディールなら、入力した内容で第1ディールを修正するか、スコア表に戻って保存済みのままにしてください。"
        "別のディールなら第3ディールとして保存してください。",
        "保存済みの内容とあなたの入力",
        "保存された第1ディール あなたの入力",
    ]
    assert melded(game) == [265, 50]


def test_a_second_tap_of_a_signed_in_player_says_only_saved(game, client):
    client.force_login(User.objects.create_user("aiko", password="a password long enough"))
    form = open_form(client, game)
    client.post(url("new_deal", game), form_data(OUT, PLAIN) | form)
    response = client.post(url("new_deal", game), form_data(OUT, PLAIN) | form, follow=True)
    assert response.redirect_chain == [(game.get_absolute_url(), 302)]
    assert "Deal 1 saved." in response.content.decode()
    assert "already been saved" not in response.content.decode()
    assert game.deals.count() == 1


def test_the_same_entries_from_two_phones_are_saved_once(game, phones):
    a, b = phones
    form_a, form_b = open_form(a, game), open_form(b, game)
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | form_a)
    response = b.post(url("new_deal", game), form_data(OUT, PLAIN) | form_b, follow=True)
    assert response.redirect_chain == [(game.get_absolute_url(), 302)]
    assert "Deal 1 had already been saved with the same entries by another phone." in response.content.decode()
    assert game.deals.count() == 1


def test_a_new_deal_after_a_delete_meanwhile_keeps_its_entries_and_says_what_changed(make_game, phones):
    """Issue 10: B opens the form for deal 5, A deletes a deal, B saves."""
    game = game_with(make_game, 105, 110, 115, 120)
    a, b = phones
    form_b = open_form(b, game)
    assert form_b["deal_number"] == "5"
    a.post(url("delete_deal", game, 2), hidden_delete(a, game, 2))
    response = b.post(url("new_deal", game), form_data({"melded_points": 300}, {}) | form_b)
    html = response.content.decode()
    assert response.status_code == 200
    assert refused(b, url("new_deal", game), form_data({"melded_points": 300}, {}) | form_b) == (
        [
            "The game changed while you were entering this deal.",
            "Deal 2 was deleted by another phone (just now).",
            "Nothing was saved: your entries are kept below.",
            "This is now deal 4: check them and save again.",
            "Back to the score sheet",
        ],
        [
            "入力している間に、ゲームが変わりました。",
            "第2ディールが削除されました（別のスマホ・たった今）。",
            "何も保存していません。入力した内容は下に残っています。",
            "このディールは第4ディールになりました。入力を確かめて、もう一度保存してください。",
            "スコア表に戻る",
        ],
    )
    assert 'name="s0-melded_points" value="300"' in html
    assert "<h1>Deal 4</h1>" in html
    assert melded(game) == [105, 115, 120]
    b.post(url("new_deal", game), form_data({"melded_points": 300}, {}) | hidden(html))
    assert melded(game) == [105, 115, 120, 300]


def test_a_new_deal_after_a_delete_and_its_undo_meanwhile_tells_both(make_game, phones):
    game = game_with(make_game, 105, 110)
    a, b = phones
    form_b = open_form(b, game)
    a.post(url("delete_deal", game, 1), hidden_delete(a, game, 1))
    a.post(url("undo_delete", game))
    english, japanese = refused(b, url("new_deal", game), form_data({"melded_points": 300}, {}) | form_b)
    assert english[1:3] == [
        "Deal 1 was deleted by another phone (just now).",
        "Deal 1 was put back by another phone (just now).",
    ]
    assert japanese[1:3] == [
        "第1ディールが削除されました（別のスマホ・たった今）。",
        "第1ディールが元に戻されました（別のスマホ・たった今）。",
    ]
    assert melded(game) == [105, 110]


def hidden_delete(phone: Client, game, number: int) -> dict[str, str]:
    """Open the confirmation of the delete of deal `number` and keep its hidden fields."""
    return delete_fields(phone.get(url("delete_deal", game, number)).content.decode())


def delete_fields(html: str) -> dict[str, str]:
    return {name: html.split(f'name="{name}" value="')[1].split('"')[0] for name in ("deal", "deal_version")}


def test_a_correction_of_a_deal_deleted_meanwhile_overwrites_no_other_deal(make_game, phones):
    """Issue 10: deals 105 / 110 / 115; A opens the correction of deal 2; B deletes deal 2; A saves."""
    game = game_with(make_game, 105, 110, 115)
    a, b = phones
    form_a = open_form(a, game, 2)
    b.post(url("delete_deal", game, 2), hidden_delete(b, game, 2))
    response = a.post(url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | form_a)
    html = response.content.decode()
    assert response.status_code == 200
    assert refused(a, url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | form_a) == (
        [
            "Deal 2 was deleted by another phone (just now) while you were correcting it.",
            "Nothing was saved: your entries are kept below. If the deal is put back (Undo on the phone that "
            "deleted it), you can save them again.",
            "Back to the score sheet",
        ],
        [
            "修正している間に、第2ディールが削除されました（別のスマホ・たった今）。",
            "何も保存していません。入力した内容は下に残っています。削除したスマホの「元に戻す」で戻されれば、"
            "もう一度保存できます。",
            "スコア表に戻る",
        ],
    )
    assert 'name="s0-melded_points" value="150"' in html
    assert hidden(html) == form_a  # still tied to that deal
    assert "Delete deal 2" not in html  # deal 2 is another deal now
    assert melded(game) == [105, 115]
    b.post(url("undo_delete", game))  # B's undo brings 110 back, and 115 is untouched
    assert melded(game) == [105, 110, 115]
    a.post(url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | form_a)
    assert melded(game) == [105, 150, 115]


def test_a_correction_of_a_deleted_deal_names_the_delete_of_that_deal(make_game, phones):
    """A opens the correction of deal 2; B deletes it, then deal 1: A is told of the delete of its deal."""
    game = game_with(make_game, 105, 110, 115)
    a, b = phones
    form_a = open_form(a, game, 2)
    b.post(url("delete_deal", game, 2), hidden_delete(b, game, 2))
    b.post(url("delete_deal", game, 1), hidden_delete(b, game, 1))
    english, _japanese = refused(a, url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | form_a)
    assert english[0] == "Deal 2 was deleted by another phone (just now) while you were correcting it."


def test_a_deal_removed_in_the_admin_is_not_said_to_be_deleted_by_whoever_corrected_it(make_game, phones, admin_client):
    game = game_with(make_game, 105, 110)
    a, b = phones
    form_a = open_form(a, game, 2)
    b.post(url("edit_deal", game, 2), form_data({"melded_points": 120}, {}) | open_form(b, game, 2))
    deal = game.deals.get(number=2)
    assert (
        admin_client.post(reverse("admin:scorekeeper_deal_delete", args=[deal.pk]), {"post": "yes"}).status_code == 302
    )
    english, japanese = refused(a, url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | form_a)
    assert (english[0], japanese[0]) == (
        "Deal 2 was deleted while you were correcting it.",
        "修正している間に、第2ディールが削除されました。",
    )


def test_a_correction_naming_a_deal_of_another_game_learns_nothing_of_that_game(make_game, phones):
    game, other = game_with(make_game, 105), game_with(make_game, 205, 210)
    a, b = phones
    form_a = open_form(a, game, 1) | {"deal": str(other.deals.get(number=2).pk)}
    b.post(url("delete_deal", other, 2), hidden_delete(b, other, 2))
    english, _japanese = refused(a, url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | form_a)
    assert english[0] == "Deal 1 was deleted while you were correcting it."
    assert (melded(game), melded(other)) == ([105], [205])


def test_a_correction_after_an_earlier_deal_was_deleted_corrects_its_own_deal(make_game, phones):
    game = game_with(make_game, 105, 110, 115)
    a, b = phones
    form_a = open_form(a, game, 3)
    b.post(url("delete_deal", game, 1), hidden_delete(b, game, 1))
    response = a.post(url("edit_deal", game, 3), form_data({"melded_points": 150}, {}) | form_a, follow=True)
    assert melded(game) == [110, 150]
    assert (
        '<p class="flash-success">Deal 2 saved. It was deal 3 when you opened it: a deal before it was deleted or put '
        "back meanwhile.</p>" in response.content.decode()
    )


def test_correcting_a_deal_corrected_meanwhile_is_refused_with_both_values(make_game, phones):
    game = game_with(make_game, 105)
    a, b = phones
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 130}, {}) | open_form(a, game, 1))  # before B opens
    form_a, form_b = open_form(a, game, 1), open_form(b, game, 1)
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | form_a)
    typed = form_data({"melded_points": 200}, {"hand_points": 10}) | form_b
    assert refused(b, url("edit_deal", game, 1), typed) == (
        [
            "Deal 1 was corrected by another phone (just now) while you were correcting it.",
            "Nothing was saved. Its values now and yours are side by side below: save again to keep yours, "
            "or go back to the score sheet to keep its values.",
            "The stored deal beside your entries",
            "Saved now Yours",
            "We: score +150 +200",
            "They: score 0 −10",
            "We: Melded cards 150 200",
            "They: Cards in hand 0 10",
            "Back to the score sheet",
        ],
        [
            "修正している間に、第1ディールが修正されました（別のスマホ・たった今）。",
            "何も保存していません。今の値とあなたの値を下に並べました。あなたの値にするならもう一度保存し、"
            "今の値のままにするならスコア表に戻ってください。",
            "保存済みの内容とあなたの入力",
            "保存済みの値 あなたの入力",
            "We：得点 +150 +200",
            "They：得点 0 −10",
            "We：メルドしたカード 150 200",
            "They：手札 0 10",
            "スコア表に戻る",
        ],
    )
    response = b.post(url("edit_deal", game, 1), typed)
    html = response.content.decode()
    assert response.status_code == 200
    assert '<th scope="col">Saved now</th><th scope="col">Yours</th>' in html
    assert '<th scope="row">We: Melded cards</th><td>150</td><td>200</td>' in html
    assert '<th scope="row">They: Cards in hand</th><td>0</td><td>10</td>' in html
    assert 'name="s0-melded_points" value="200"' in html
    assert melded(game) == [150]  # never last-write-wins
    b.post(url("edit_deal", game, 1), form_data({"melded_points": 200}, {"hand_points": 10}) | hidden(html))
    assert melded(game) == [200]  # B saved again, having seen A's values


def test_a_correction_refused_after_several_corrections_tells_each_and_nothing_else(make_game, phones):
    """Corrected twice, then deleted and put back, while B had its correction open: the headline names the
    last correction, the lines under it both corrections (a delete and an undo change no values)."""
    game = game_with(make_game, 105)
    a, b = phones
    form_b = open_form(b, game, 1)
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 130}, {}) | open_form(a, game, 1))
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | open_form(a, game, 1))
    a.post(url("delete_deal", game, 1), hidden_delete(a, game, 1))
    a.post(url("undo_delete", game))
    english, japanese = refused(b, url("edit_deal", game, 1), form_data({"melded_points": 200}, {}) | form_b)
    assert english[:4] == [
        "Deal 1 was corrected by another phone (just now) while you were correcting it.",
        "Deal 1 was corrected by another phone (just now).",
        "Deal 1 was corrected by another phone (just now).",
        "Nothing was saved. Its values now and yours are side by side below: save again to keep yours, "
        "or go back to the score sheet to keep its values.",
    ]
    assert japanese[1:3] == ["第1ディールが修正されました（別のスマホ・たった今）。"] * 2
    assert melded(game) == [150]


def test_a_correction_made_where_no_history_was_kept_is_still_told(make_game, phones):
    """A correction by a Meld that kept no history: B's correction and A's delete are refused all the same."""
    game = game_with(make_game, 105, 110)
    a, b = phones
    form_b, confirm = open_form(b, game, 1), hidden_delete(a, game, 1)
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | open_form(a, game, 1))
    DealChange.objects.all().delete()
    english, japanese = refused(b, url("edit_deal", game, 1), form_data({"melded_points": 200}, {}) | form_b)
    assert (english[0], japanese[0]) == (
        "Deal 1 was corrected while you were correcting it.",
        "修正している間に、第1ディールが修正されました。",
    )
    pages = [a.post(f"{language}{url('delete_deal', game, 1)}", confirm).content.decode() for language in ("", "/ja")]
    assert [page.split('conflict-box" role="alert">')[1].split("</p>")[0] for page in pages] == [
        "Deal 1 was corrected meanwhile: here it is now. Delete it still?",
        "その間に第1ディールが修正されました。今の内容はこちらです。それでも削除しますか？",
    ]
    assert melded(game) == [150, 110]


TYPO = form_data({"melded_points": "1O5"}, {})  # a mistake: the form comes back with its message, unsaved


def test_a_new_deal_with_a_mistake_stays_tied_to_the_game_it_was_opened_on(game, phones):
    a, b = phones
    form_b = open_form(b, game)
    a.post(url("new_deal", game), form_data(OUT, PLAIN) | open_form(a, game))
    html = b.post(url("new_deal", game), TYPO | form_b).content.decode()
    assert "Save deal" in html and "Save the correction" not in html
    assert hidden(html) == form_b  # not the game as it is now: deal 1 was entered meanwhile
    fixed = b.post(url("new_deal", game), form_data(OUT, {"melded_points": 120}) | hidden(html)).content.decode()
    assert conflict(fixed)[0] == "Someone just entered deal 1."
    assert game.deals.count() == 1


def test_a_correction_with_a_mistake_comes_back_as_the_correction(make_game, client):
    game = game_with(make_game, 105)
    form = open_form(client, game, 1)
    html = client.post(url("edit_deal", game, 1), TYPO | form).content.decode()
    assert "<h1>Correct deal 1</h1>" in html and "Save the correction" in html
    assert "Delete deal 1" in html and "History of deal 1" in html
    assert hidden(html) == form
    assert melded(game) == [105]


def test_a_correction_of_a_deleted_deal_with_a_mistake_stays_the_correction_of_that_deal(make_game, phones):
    game = game_with(make_game, 105, 110, 115)
    a, b = phones
    form_a = open_form(a, game, 2)
    b.post(url("delete_deal", game, 2), hidden_delete(b, game, 2))
    html = a.post(url("edit_deal", game, 2), TYPO | form_a).content.decode()
    assert "<h1>Correct deal 2</h1>" in html and "Save the correction" in html
    assert "Delete deal" not in html  # deal 2 is another deal now
    assert hidden(html) == form_a
    b.post(url("undo_delete", game))
    a.post(url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | hidden(html))
    assert melded(game) == [105, 150, 115]


def test_the_history_under_a_deal_says_who_changed_what_and_when(make_game, phones):
    game = game_with(make_game, 105)
    a, b = phones
    a.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | open_form(a, game, 1))
    out = {"melded_points": 150, "natural_canastas": 1, "went_out": True}
    b.post(url("edit_deal", game, 1), form_data(out, {}) | open_form(b, game, 1))

    def history(phone):
        html = phone.get(url("edit_deal", game, 1)).content.decode()
        return html.split('<section class="card history"')[1]

    seen_by_a = history(a)
    assert "History of deal 1" in seen_by_a
    assert "<b>Entered</b> · someone" in seen_by_a  # entered by a script, before any phone
    assert seen_by_a.index("<b>Corrected</b> · this phone") < seen_by_a.index("<b>Corrected</b> · another phone")
    assert "We, Melded cards: 105 → 150" in seen_by_a
    assert "We, Natural canastas: 0 → 1" in seen_by_a
    assert "We, Went out: no → yes" in seen_by_a
    seen_by_b = history(b)
    assert seen_by_b.index("<b>Corrected</b> · another phone") < seen_by_b.index("<b>Corrected</b> · this phone")


def test_the_sheet_marks_a_corrected_deal(make_game, client):
    game = game_with(make_game, 105, 110, 115)
    client.post(url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | open_form(client, game, 2))
    rows = client.get(game.get_absolute_url()).content.decode().split("<tbody>")[1].split("</tr>")
    assert "corrected-mark" not in rows[0]
    assert "corrected-mark" in rows[1] and "(corrected)" in rows[1]
    client.post(url("edit_deal", game, 1), form_data({"melded_points": 120}, {}) | open_form(client, game, 1))
    client.post(url("edit_deal", game, 1), form_data({"melded_points": 125}, {}) | open_form(client, game, 1))
    rows = client.get(game.get_absolute_url()).content.decode().split("<tbody>")[1].split("</tr>")
    assert ["corrected-mark" in row for row in rows[:3]] == [True, True, False]  # deal 1 is at its third version


@pytest.mark.parametrize(
    "fields",
    [
        {"deal_number": "abc", "version": "0"},
        {"deal_number": "", "version": "0"},
        {"deal_number": "1_000", "version": "0"},
        {"deal_number": "１", "version": "0"},
        {"deal_number": " 1", "version": "0"},
        {"deal_number": "0", "version": "0"},
        {"deal_number": "1"},
        {"deal_number": "1", "version": "-1"},
        {"deal_number": "9" * 40, "version": "0"},
        {},
    ],
)
def test_a_garbage_deal_number_is_refused_and_the_entries_kept(game, client, fields):
    response = client.post(url("new_deal", game), form_data(OUT, PLAIN) | fields)
    html = response.content.decode()
    assert response.status_code == 200
    assert UNKNOWN_FORM in html
    assert "<p>Your entries are kept below: check them and save again.</p>" in html
    assert 'name="s0-melded_points" value="265"' in html
    assert not game.deals.exists()
    client.post(url("new_deal", game), form_data(OUT, PLAIN) | hidden(html))  # the page it sent back saves
    assert game.deals.count() == 1


def test_a_garbage_correction_is_refused(make_game, client):
    game = game_with(make_game, 105)
    fields = open_form(client, game, 1) | {"deal_version": "x"}
    response = client.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | fields)
    assert UNKNOWN_FORM in response.content.decode()
    assert melded(game) == [105]


def test_a_delete_of_a_deal_corrected_meanwhile_shows_it_again_first(make_game, phones):
    game = game_with(make_game, 105, 110)
    a, b = phones
    confirm = hidden_delete(a, game, 2)
    b.post(url("edit_deal", game, 2), form_data({"melded_points": 150}, {}) | open_form(b, game, 2))
    response = a.post(url("delete_deal", game, 2), confirm)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Deal 2 was corrected by another phone" in html and "Delete it still?" in html
    assert melded(game) == [105, 150]
    a.post(url("delete_deal", game, 2), delete_fields(html))  # shown again, fresh: confirmed again
    assert melded(game) == [105]


def test_a_delete_without_its_deal_deletes_nothing_and_asks_again(make_game, client):
    game = game_with(make_game, 105)
    response = client.post(url("delete_deal", game, 1), {"deal": "1x"})
    assert "so nothing was deleted" in response.content.decode()
    assert game.deals.count() == 1


def test_undo_is_offered_only_while_it_can_work(make_game, client):
    game = game_with(make_game, 105, 110)
    client.post(url("delete_deal", game, 1), hidden_delete(client, game, 1))
    assert "Deal 1 was deleted." in client.get(game.get_absolute_url()).content.decode()
    client.post(url("new_deal", game), form_data(PLAIN, {}) | open_form(client, game))
    html = client.get(game.get_absolute_url()).content.decode()
    assert "was deleted" not in html and "Undo" not in html
    response = client.post(url("undo_delete", game), follow=True)
    assert "There is nothing to undo." in response.content.decode()
    assert melded(game) == [110, 50]


def test_undo_disappears_when_another_phone_changes_the_game(make_game, phones):
    game = game_with(make_game, 105, 110)
    a, b = phones
    a.post(url("delete_deal", game, 1), hidden_delete(a, game, 1))
    b.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | open_form(b, game, 1))
    assert "Undo" not in a.get(game.get_absolute_url()).content.decode()
    assert DealChange.objects.filter(kind="restored").count() == 0


def test_the_preview_of_a_correction_follows_its_deal_after_a_renumbering(make_game, client):
    game = make_game(starting=[0, 0], deals=[[OUT, {}], [PLAIN, {}]])
    fields = open_form(client, game, 2)
    game.deals.get(number=1).delete()
    game.deals.filter(number=2).update(number=1)
    html = client.post(url("preview_deal", game), form_data(PLAIN, {}) | fields).content.decode()
    assert "We <b>+50</b>" in html


def test_the_hidden_fields_are_plain_digits_however_big_the_numbers(make_game, client):
    """Scores are grouped ("1,500"), but a deal's id or a game's version of 1,000 or more must not be."""
    game = game_with(make_game, 105)
    deal = game.deals.get()
    Deal.objects.filter(pk=deal.pk).update(id=123456, version=1000)
    Game.objects.filter(pk=game.pk).update(version=54321)
    fields = open_form(client, game, 1)
    assert fields == {"deal_number": "1", "version": "54321", "deal": "123456", "deal_version": "1000"}
    assert client.post(url("edit_deal", game, 1), form_data({"melded_points": 150}, {}) | fields).status_code == 302
    assert delete_fields(client.get(url("delete_deal", game, 1)).content.decode()) == {
        "deal": "123456",
        "deal_version": "1001",
    }
    assert open_form(client, game)["version"] == "54322"
