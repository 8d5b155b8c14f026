"""What Burraco's players call its deals and melds (`rules.core.family.Words`): a deal is a deal
(ディール), and there is no initial meld. Its Japanese pages keep the Italian words in katakana
(ブラッコ, ピネッラ, ポッツェット: gamefarm.jp writes the game ブラッコ) and may give them in Latin
letters beside."""

from rules.core.family import Words

WORDS = Words(
    foreign=("イニシャルメルド", "ミニマムメルド"),  # the canastas' and Hand and Foot's initial melds
    # The Italian words its Japanese pages give beside the katakana, and the names of its sources.
    latin=(
        *("burraco", "pinella", "pinelle", "pozzetto", "jolly", "pulito", "semipulito", "sporco", "chiudere"),
        *("in diretta", "Buraco", "FIBUR", "eburraco.com", "starcasino.it", "biska.com", "ilburraco.com"),
        "gamefarm.jp",
    ),
)
