"""What every draw must be, checked round by round: shared by the draw's tests and the command's."""

from collections.abc import Sequence

from leagues.draw.shapes import Format, Round


def assert_seats_everyone_once(drawn: Round, present: Sequence[int], form: Format) -> None:
    """Every player present is at one table or sitting out, once; as many tables as they fill;
    every table and side full; only the players left over sit out."""
    assert sorted(drawn.players) == sorted(present)
    assert len(drawn.tables) == len(present) // form.table_size
    assert len(drawn.sitting_out) == len(present) % form.table_size
    for table in drawn.tables:
        assert [len(side) for side in table.sides] == [form.side_size] * form.sides


def assert_sitting_out_is_shared(rounds: Sequence[Round], present: Sequence[Sequence[int]]) -> None:
    """Round by round, whoever sits out has had no more rounds without a game (sat out, or not
    there yet) than anyone who plays: nobody sits out twice before everyone present has once."""
    for number, (drawn, here) in enumerate(zip(rounds, present, strict=True)):
        without = {player: number - sum(player in past.seated for past in rounds[:number]) for player in here}
        if drawn.sitting_out and drawn.seated:
            most = max(without[player] for player in drawn.sitting_out)
            assert most <= min(without[player] for player in drawn.seated), f"round {number + 1}"


def pairs(players: Sequence[int]) -> list[tuple[int, int]]:
    ordered = sorted(players)
    return [(a, b) for index, a in enumerate(ordered) for b in ordered[index + 1 :]]
