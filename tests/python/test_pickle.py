"""Pickle and copy of the value objects (issue 11): each travels as its document
(a Generation as its log and table) and comes back equal and independent.
Rng and Table are tested in test_rng.py and test_gen_table.py."""
import copy
import json
import pickle
import subprocess
import sys

import pytest

import wargen
from conftest import SOURCE_ROOT

BOOK = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTERS = SOURCE_ROOT / "data" / "rosters"
MODELS = SOURCE_ROOT / "data" / "models" / "example.json"
TWINS = {"pickle": lambda o: pickle.loads(pickle.dumps(o)), "copy": copy.copy,
         "deepcopy": copy.deepcopy}


@pytest.fixture(params=sorted(TWINS))
def twin(request):
    return TWINS[request.param]


def test_a_catalog_comes_back_equal_and_independent(twin):
    book = wargen.Catalog(BOOK)
    other = twin(book)
    assert other is not book and other.to_json() == book.to_json()
    assert (other.id, other.name, other.units, other.items) == (book.id, book.name,
                                                                book.units, book.items)
    other.add_item(id="new-charm", name="New charm", cost="20/15", list="common")
    assert book.item_count() == other.item_count() - 1


def test_a_catalog_built_in_code_comes_back_with_every_member(twin):
    book = wargen.Catalog.new("b", "Built")
    book.add_unit(id="boss", name="Boss", category="lords", models={"min": 1, "max": 1},
                  cost=100.5, can_be_general=True, unique=True)
    book.add_unit(id="rats", name="Rats", category="special", models={"min": 10, "max": 30},
                  cost=50, per_model=2.5, max=2, moves_to=["core"], war_machine=True)
    book.add_option("rats", id="boss-rat", name="Boss rat", cost=5, champion=True)
    book.add_item(id="blade", name="Blade", cost="30.5/20", list="army", mundane="hand weapon")
    assert twin(book).to_dict() == book.to_dict()


def test_a_roster_comes_back_equal_and_independent(twin):
    roster = wargen.Roster(BOOK, ROSTERS / "valid-standard.json")
    other = twin(roster)
    assert other is not roster and other.to_json() == roster.to_json()
    assert other.units == roster.units and other.points == roster.points
    assert other.catalog.to_json() == roster.catalog.to_json()
    assert (other.catalog is roster.catalog) == (twin is copy.copy)  # shallow shares the book
    other.add_unit("levy-spearmen", 10)
    assert len(roster) == len(other) - 1
    assert other.validate().total > roster.validate().total


@pytest.mark.parametrize("name", ["valid-standard", "invalid-duplicates", "invalid-invalid-move"])
def test_a_report_comes_back_equal(twin, name):
    report = wargen.validate(BOOK, ROSTERS / f"{name}.json")
    other = twin(report)
    assert other is not report and other.to_dict() == report.to_dict()
    assert other.codes == report.codes and other.min_total == report.min_total
    assert other.roster.to_json() == report.roster.to_json()


def test_models_come_back_equal_and_independent(twin):
    models = wargen.Models(MODELS)
    models.add_modifier("general", "Dis", "add", -2, source="wound")
    other = twin(models)
    assert other is not models and other.document() == models.document()
    assert other.evaluate() == models.evaluate()
    # modifier ids are renumbered in document order, model by model (wg_models_save)
    assert ([[dict(d, id=None) for d in other.modifiers(m)] for m in other]
            == [[dict(d, id=None) for d in models.modifiers(m)] for m in models])
    other.set_base("spearman", "Str", 2)
    assert models.value("spearman", "Str") == 5 and other.value("spearman", "Str") == 0


def _traces():
    """Every characteristic's trace of the example, and one with every op and bound (M1-M5)."""
    models = wargen.Models(MODELS)
    models.add_modifier("spearman", "Att", "mul", num=3, den=1, max=8, source="frenzy")
    models.add_characteristic("spearman", "Res", 4)
    models.add_modifier("spearman", "Res", "use", model="spearman", from_="Ld")
    return [models.explain(m, s) for m in models for s in models.characteristics(m)]


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_a_trace_comes_back_equal_at_every_protocol(protocol):
    for trace in _traces():
        other = pickle.loads(pickle.dumps(trace, protocol=protocol))
        assert type(other) is wargen.Trace and other is not trace
        assert (other.model, other.stat, other.value) == (trace.model, trace.stat, trace.value)
        assert str(other) == str(trace) and other.to_list() == trace.to_list()
        assert other.document() == trace.document()
        assert _steps(other) == _steps(trace)


def _steps(trace):
    """Every member of every Step and of its modifier (raw is not in the document: M1-M4
    replayed)."""
    def fields(o, names): return tuple(getattr(o, n) for n in names)
    return [fields(s, ("id", "used", "before", "raw", "after", "bounded", "clamped")) +
            fields(s.modifier, ("stat", "op", "value", "model", "from_", "num", "den", "round",
                                "bound", "limit", "source"))
            for s in (trace.step(i) for i in range(len(trace)))]


def test_a_trace_copies_and_loads_from_its_document(twin, tmp_path):
    trace = wargen.Models(MODELS).explain("spearman", "Ini")  # a bound that held (M3)
    assert twin(trace).to_list() == trace.to_list()
    path = tmp_path / "trace.json"
    path.write_text(trace.document())
    for source in (trace.document(), trace.document().encode(), path, str(path),
                   json.loads(trace.document())):
        assert wargen.Trace.load(source).document() == trace.document()


def test_a_trace_refuses_a_document_the_rules_do_not_give():
    doc = json.loads(wargen.Models(MODELS).explain("spearman", "Str").document())
    doc["steps"][2]["after"] = 4  # 10 - 5 is 5 (M1)
    with pytest.raises(wargen.RuleError, match=r"steps\[2\]\.after: the rules give 5"):
        wargen.Trace.load(doc)
    del doc["model"]  # --explain's steps alone do not name the model (nor stat, nor ids)
    with pytest.raises(wargen.FormatError, match='missing required key "model"'):
        wargen.Trace.load(doc)


@pytest.mark.parametrize("options", [dict(seed=3), dict(seed=11, players=2, cards=True),
                                     dict(seed=5, size="large", reinforce=2)])
def test_a_generation_comes_back_as_the_identical_session(twin, options):
    result = wargen.generate(**options)
    other = twin(result)
    assert other is not result and other == result
    assert (other.seed, other.limit, other.log) == (result.seed, result.limit, result.log)
    assert other.players == result.players


def test_a_generation_on_another_table_keeps_its_table(uniform):
    result = wargen.generate(seed=9, table=uniform, players=2)
    other = pickle.loads(pickle.dumps(result))
    assert other == result and other.replay().to_dict() == result.to_dict()


def test_pickles_unpickle_in_another_process():
    roster = wargen.Roster(BOOK, ROSTERS / "valid-standard.json")
    rng = wargen.Rng(42)
    rng.roll(5)
    objects = (roster.catalog, roster, roster.validate(), wargen.Models(MODELS),
               wargen.generate(seed=7, players=2), rng,
               wargen.Models(MODELS).explain("spearman", "Str"))
    script = ("import pickle, sys; book, roster, report, models, gen, rng, trace = "
              "pickle.load(sys.stdin.buffer); print(book.id, len(roster), report.total, "
              "models.value('spearman', 'Str'), gen.to_json(), rng.state(), trace.document(), "
              "sep='\\n')")
    out = subprocess.run([sys.executable, "-c", script], input=pickle.dumps(objects),
                         capture_output=True, check=True).stdout.decode().splitlines()
    assert out == [roster.catalog.id, str(len(roster)), str(roster.validate().total),
                   str(objects[3].value("spearman", "Str")), objects[4].to_json(), rng.state(),
                   objects[6].document()]


def _records():
    """One record of each type the extension makes (issue 29: C-made named tuples)."""
    b = wargen.Battle()
    i = b.add_battalion("blue", 0, 20, 5, base=(10, 0, 2, 2))
    j = b.add_battalion("red", 1, 20, 5, base=(0, 0, 2, 2))
    b.attach(i, "hero", "Ney")
    damage = b.damage(i, 10)
    retreat = b.retreat(i)
    session = wargen.generate(seed=3, players=2)
    models = wargen.Models(MODELS)
    report = wargen.validate(BOOK, ROSTERS / "valid-standard.json")
    view = wargen.View(wargen.Roster(BOOK, ROSTERS / "hidden" / "twins-labelled.json"))
    return [wargen.morale_check(wargen.Rng(1)), b.battalion(i), b.battalion(j).base,
            b.character(0), damage, retreat, *wargen.armies(wargen.Rng(2), players=2),
            session._h.draw_at(0), models.stat_at("spearman", 0), report._h.unit_at(0),
            view._h.unit_at(0)]


def test_records_come_back_equal(twin):
    for record in _records():
        other = twin(record)
        assert other == record and type(other) is type(record), record
        assert isinstance(record, tuple) and other.to_dict() == record.to_dict()


def test_records_are_named_where_pickle_finds_them():
    import importlib
    for record in _records():
        cls = type(record)
        assert getattr(importlib.import_module(cls.__module__), cls.__qualname__) is cls
        assert cls.__module__.startswith("wargen.") and cls.__doc__
        assert repr(record).startswith(f"{cls.__module__}.{cls.__qualname__}(")
        with pytest.raises(AttributeError):
            record.x = 1


@pytest.mark.parametrize("options", [dict(seed=3), dict(seed=11, players=2, cards=True)])
def test_a_session_comes_back_in_the_same_state(twin, options, uniform):
    for table in (None, uniform):
        session = wargen.Session(table=table, **options)
        player = session.turn
        session.draw(player)
        session.commit(player)
        player = session.turn
        session.draw(player)          # a pending draw, not committed
        other = twin(session)
        assert other is not session and other._h is not session._h
        state = lambda s: (s.log, s.to_dict(), s.pending, s.turn, s.finished, s.army(1),
                           s.army(2), s.draws)
        assert state(other) == state(session)
        for s in (session, other):    # and they go on alike, independently
            s.run()
        assert state(other) == state(session) and other.finished


def test_a_closed_session_does_not_pickle():
    session = wargen.Session(seed=1)
    session.close()
    with pytest.raises(wargen.StateError):
        pickle.dumps(session)
