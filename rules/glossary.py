"""The words of the game in English and Japanese, as players at a table use them.

The glossary is bilingual data, so both sides are written here as plain text.
The Japanese UI catalogue (locale/ja/LC_MESSAGES/django.po) uses the same
Japanese term wherever the English term is a message of its own; a test holds
the two together. A family may add words of its own (`Family.terms`): the
glossary page lists them after these (`GLOSSARY`).
"""

from rules.catalog import FAMILIES
from rules.core.family import Term

TERMS: tuple[Term, ...] = tuple(
    Term(*row)
    for row in (
        (
            "canasta",
            "Canasta",
            "カナスタ",
            "A meld of seven or more cards of one rank.",
            "同じランクのカード7枚以上のメルド。",
        ),
        (
            "natural_canasta",
            "Natural canasta",
            "ナチュラルカナスタ",
            "A canasta without wild cards.",
            "ワイルドカードを含まないカナスタ。",
        ),
        (
            "mixed_canasta",
            "Mixed canasta",
            "ミックスカナスタ",
            "A canasta with one to three wild cards.",
            "ワイルドカードを1〜3枚含むカナスタ。",
        ),
        (
            "meld",
            "Meld",
            "メルド",
            "Three or more cards of one rank laid face up on the table.",
            "同じランクのカード3枚以上を表向きにして場に出したもの。",
        ),
        (
            "initial_meld",
            "Initial meld",
            "イニシャルメルド",
            "A side's first meld in a deal; it must reach a minimum count that grows with the side's total.",
            "そのディールで最初に出すメルド。チームの合計点に応じた最低点数が必要。",
        ),
        (
            "wild_card",
            "Wild card",
            "ワイルドカード",
            "Jokers and 2s: they stand in for any natural card in a meld.",
            "ジョーカーと2。メルドの中でどのナチュラルカードの代わりにもなる。",
        ),
        ("joker", "Joker", "ジョーカー", "The strongest wild card.", "最も強いワイルドカード。"),
        (
            "red_three",
            "Red three",
            "赤の3",
            "A bonus card: laid out at once and scored as a bonus.",
            "ボーナスカード。すぐに場に出し、ボーナスとして数える。",
        ),
        (
            "black_three",
            "Black three",
            "黒の3",
            "Discarded, it blocks the next player from taking the pile.",
            "捨てると次のプレイヤーは捨て札の山を取れない。",
        ),
        (
            "stock",
            "Stock",
            "山札",
            "The face-down pile the players draw from.",
            "裏向きに積んだ、カードを引くための山。",
        ),
        (
            "discard_pile",
            "Discard pile",
            "捨て札の山",
            "The face-up pile of discards; taking it gives a side many cards at once.",
            "表向きの捨て札の山。取ると多くのカードを一度に手に入れられる。",
        ),
        (
            "frozen_pile",
            "Frozen pile",
            "凍結された捨て札の山",
            "A pile with a wild card in it: only a natural pair matching the top card takes it.",
            "ワイルドカードが入った捨て札の山。一番上と同じランクのナチュラルカード2枚がないと取れない。",
        ),
        (
            "going_out",
            "Going out",
            "上がり",
            "Playing or discarding the last card of one's hand; ends the deal and earns a bonus.",
            "手札の最後のカードを出し切ること。ディールが終わり、ボーナスがつく。",
        ),
        (
            "concealed_hand",
            "Concealed hand",
            "コンシールド上がり",
            "Going out in one turn without having melded before; it earns a larger bonus.",
            "それまでメルドせず、1ターンで全部を出して上がること。ボーナスが大きい。",
        ),
        (
            "deal",
            "Deal",
            "ディール",
            "One round, from the shuffle to going out; one row on the score sheet.",
            "配ってから上がるまでの1回分。スコア表の1行。ハンドアンドフットではラウンドと呼ぶ。",
        ),
        (
            "target",
            "Target",
            "目標点",
            "The total that ends the game; each game's rule page gives it.",
            "ゲームが終わる合計点。各ゲームのルールのページに載っている。",
        ),
        (
            "wild_canasta",
            "Wild canasta",
            "ワイルドカナスタ",
            "A canasta of wild cards only, played in several national canastas.",
            "ワイルドカードだけのカナスタ。各国のカナスタの一部で使う。",
        ),
        (
            "samba",
            "Samba",
            "サンバ",
            "A sequence of seven cards of one suit in a row; also the three-deck game built on it.",
            "同じスートの7枚の連続したカード。それを使う、トランプ3組で遊ぶゲームの名前でもある。",
        ),
        (
            "escalera",
            "Escalera",
            "エスカレラ",
            "Bolivia's name for a samba, a sequence of seven cards of one suit.",
            "ボリビアでのサンバの呼び名。同じスートの7枚の連続したカード。",
        ),
        (
            "bolivia",
            "Bolivia",
            "ボリビア",
            "In Bolivia and Chilean Canasta, a canasta of seven wild cards.",
            "ボリビアとチリ式カナスタで、ワイルドカード7枚のカナスタ。",
        ),
        (
            "acaba",
            "Acaba",
            "アカバ",
            "British Canasta: a side that calls Acaba ends the deal; it scores nothing, the other side a bonus.",
            "イギリス式カナスタで、アカバを宣言したチームがディールを終わらせる。宣言したチームは得点なし、相手は決まったボーナスを得る。",
        ),
        (
            "special_hand",
            "Special hand",
            "特殊な手",
            "Modern American: going out at once with pairs, a straight or a garbage hand scores a fixed bonus.",
            "現代アメリカ式で、ペア・ハンド、ストレート・ハンド、ガーベージ・ハンドなどで一度に上がると、決まった点数が入る。",
        ),
        (
            "book",
            "Book",
            "ブック",
            "Hand and Foot's word for a canasta: seven cards of one rank.",
            "ハンドアンドフットでのカナスタの呼び名。同じランクのカード7枚。",
        ),
        (
            "clean_book",
            "Clean book",
            "クリーンブック",
            "A book without wild cards.",
            "ワイルドカードを含まないブック。一番上に赤いカードを置くので、レッドブックとも呼ぶ。",
        ),
        (
            "dirty_book",
            "Dirty book",
            "ダーティブック",
            "A book with wild cards in it.",
            "ワイルドカードを含むブック。一番上に黒いカードを置くので、ブラックブックとも呼ぶ。",
        ),
        (
            "wild_book",
            "Wild book",
            "ワイルドブック",
            "A book of wild cards only.",
            "ワイルドカードだけのブック。",
        ),
        (
            "foot",
            "Foot",
            "フット",
            "Hand and Foot: the second pile of cards each player is dealt, played once the hand is used up.",
            "ハンドアンドフットで、各プレイヤーに配られる2つ目の束。ハンドを使い切ると手に取る。",
        ),
        (
            "kalooki",
            "Kalooki",
            "カルーキ",
            "Going out in one turn without having melded before; in the switch, it doubles the others' penalty.",
            "それまでメルドせず1ターンで上がること。オプションを選ぶと、ほかの全員の罰点が2倍になる。",
        ),
        (
            "chip",
            "Chip",
            "チップ",
            "Kalooki: a losing player pays the winner of a deal a chip per card left, two per joker.",
            "カルーキで、ほかのプレイヤーが上がった人に払うもの。残ったカード1枚につき1枚、ジョーカーは2枚。",
        ),
        (
            "buy_in",
            "Buy-in",
            "バイイン",
            "British Kalookie: a knocked-out player comes back at the highest total still in.",
            "イギリス式カルーキーで、脱落したプレイヤーが残っている人の最高点で復帰すること。",
        ),
    )
)

# Every word the glossary page shows: the words above, then each family's own, in the catalogue's order.
GLOSSARY: tuple[Term, ...] = TERMS + tuple(term for family in FAMILIES for term in family.terms)
