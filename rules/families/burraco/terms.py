"""Burraco's words for the glossary, in English and Japanese (the Italian words kept, in katakana)."""

from rules.core.family import Term

TERMS: tuple[Term, ...] = tuple(
    Term(*row)
    for row in (
        (
            "burraco",
            "Burraco",
            "ブラッコ",
            "In Burraco, a meld of seven or more cards; clean without a wild card, dirty with one.",
            "ブラッコというゲームで、7枚以上のメルド。ワイルドカードがなければクリーン、あればダーティ。",
        ),
        (
            "pinella",
            "Pinella",
            "ピネッラ",
            "In Burraco, a 2: a wild card, or an ordinary 2 in its place in a sequence of its suit.",
            "ブラッコで2のこと。ワイルドカードとして使うほか、同じスートのシークエンスでは本来の位置の2にもなる。",
        ),
        (
            "pozzetto",
            "Pozzetto",
            "ポッツェット",
            "In Burraco, a second hand set aside for each side, taken by the first of its players to use up a hand.",
            "ブラッコで、チームごとに取りのけておく2つ目の手札。手札を使い切った最初のプレイヤーが取る。",
        ),
    )
)
