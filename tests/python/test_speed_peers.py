"""The speed benchmark's pure-Python peers (bench/python/speed.py) agree with
the binding, so its ratios compare the same work (issue 11). No timing here."""
import importlib.util

import pytest

from conftest import SOURCE_ROOT

_spec = importlib.util.spec_from_file_location("speed", SOURCE_ROOT / "bench" / "python" /
                                               "speed.py")
speed = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(speed)

SEEDS = [0, 5, 2**63, 2**64 - 1]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("modifier", [-7, -2, 0, 1, 6])
def test_morale_peer_draws_and_judges_as_the_binding(seed, modifier):  # B2-B4
    speed.agree_morale(seed, modifier, checks=20)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("size", ["small", "medium", "large"])
@pytest.mark.parametrize("players", [1, 2])
def test_armies_peer_generates_as_the_binding(seed, size, players):  # G1-G10
    speed.agree_armies(seed, speed.load_table(speed.DEFAULT_TABLE), size, players)


def test_armies_peer_rolls_off_as_the_binding():  # G9: ties roll again, 1 in 6
    table = speed.load_table(speed.DEFAULT_TABLE)
    for seed in range(30):
        speed.agree_armies(seed, table, "small", 2)


@pytest.mark.parametrize("model, stat", [("spearman", "Str"), ("spearman", "Dis"),
                                         ("spearman", "Ini"), ("spearman", "Att"),
                                         ("spearman", "Ld"), ("general", "Dis")])
def test_models_peer_values_as_the_binding(model, stat):  # M1-M4
    binding = speed.BINDING["load_models"](str(speed.MODELS))
    speed.agree_models(speed.load_models(speed.MODELS), binding, model, stat, range(11))


def test_models_peer_follows_a_changed_source():  # M2: used values are final values
    peer = speed.load_models(speed.MODELS)
    binding = speed.BINDING["load_models"](str(speed.MODELS))
    for base in (0, 4, 10):
        speed.agree_models(peer, binding, "general", "Dis", [base])
        speed.agree_models(peer, binding, "spearman", "Dis", [7])


@pytest.mark.parametrize("roster", [speed.ROSTER] + sorted(
    (SOURCE_ROOT / "data" / "rosters").glob("*.json")), ids=lambda p: p.name)
def test_validate_peer_totals_and_judges_as_the_binding(roster):  # R3-R9, R12, R13
    speed.agree_validate(speed.CATALOG, roster)


def test_a_disagreement_is_reported():
    with pytest.raises(speed.Disagreement, match="seed 1"):
        speed.expect("armies seed 1", [{"total": 15}], [{"total": 16}])
