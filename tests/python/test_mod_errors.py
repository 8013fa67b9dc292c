"""Every kind of failure of the mod module raises its wargen.errors
subclass with the C error record: documents with file, line, column and
JSON path; calls with the message alone. A failed call changes nothing."""
import pytest

import wargen
from test_mod_fixtures import EXAMPLE_PATH, EXAMPLE_VALUES, example_doc


def _argument_error(e, cls, path=""):
    """An error about an argument: its class and code, no location but, for
    a modifier's option, the option at fault as the path."""
    assert type(e) is cls and e.code == cls.code
    assert (e.file, e.line, e.column, e.path) == ("", 0, 0, path)
    assert e.message and str(e) == (f"{path}: {e.message}" if path else e.message)


@pytest.fixture
def example():
    return wargen.Models(EXAMPLE_PATH)


# ---- documents ---------------------------------------------------------------------------

def test_missing_file():
    with pytest.raises(wargen.FileError) as info:
        wargen.Models("/nonexistent/models.json")
    assert info.value.code == -3 and "/nonexistent/models.json" in str(info.value)
    assert isinstance(info.value, OSError)


def test_not_json():
    with pytest.raises(wargen.ParseError) as info:
        wargen.Models('{"format": "wargen-models/1",\n "models": [}')
    e = info.value
    assert e.code == -4 and e.file == "<string>" and e.line == 2 and e.column > 0


def test_bad_format():
    doc = example_doc()
    doc["format"] = "wargen-models/2"
    with pytest.raises(wargen.FormatError) as info:
        wargen.Models(doc)
    assert info.value.code == -5 and info.value.file == "<dict>"
    assert info.value.path == "format"


@pytest.mark.parametrize("edit,cls,path_part", [
    (lambda d: d["models"][1]["modifiers"][0].update(bonus=1), wargen.FormatError, "bonus"),
    (lambda d: d["models"][1]["modifiers"][0].update(op="double"), wargen.FormatError, "op"),
    (lambda d: d["models"][1]["modifiers"][4].update(den=0), None, "den"),
    (lambda d: d["models"][1]["modifiers"][2].update(model="nobody"), wargen.NotFoundError,
     "model"),
    (lambda d: d["models"][1]["modifiers"][0].update(stat="Wounds"), wargen.NotFoundError,
     "stat"),
    (lambda d: d["models"][1]["ranges"].update(Att=[20, 0]), None, "ranges"),
    (lambda d: d["models"][1].update(id="general"), None, "id"),
], ids=["unknown-key", "unknown-op", "den-0", "unknown-model", "unknown-stat", "bad-range",
        "repeated-id"])
def test_bad_documents_are_located(edit, cls, path_part):
    doc = example_doc()
    edit(doc)
    with pytest.raises(wargen.WargenError) as info:
        wargen.Models(doc)
    e = info.value
    if cls is not None:
        assert type(e) is cls, e
    assert e.file == "<dict>" and path_part in e.path and e.path.startswith("models[1]")
    assert e.line >= 1 and e.column >= 1


def test_document_error_line_and_column(tmp_path):
    text = EXAMPLE_PATH.read_text().replace('"round": "down"', '"round": "sideways"')
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(wargen.WargenError) as info:
        wargen.Models(path)
    e = info.value
    lines = text.splitlines()
    assert e.file == str(path)
    assert "sideways" in lines[e.line - 1]
    assert e.path.startswith("models[1].modifiers[4]")
    assert str(e).startswith(f"{path}:{e.line}:{e.column}: ")


def test_cycle_in_a_document_is_located():
    doc = example_doc()
    doc["models"][0]["modifiers"].append({"stat": "Dis", "op": "use", "model": "spearman"})
    with pytest.raises(wargen.RuleError) as info:
        wargen.Models(doc)
    e = info.value
    assert e.code == -8 and e.line >= 1 and e.path
    assert "general.Dis" in e.message and "spearman.Dis" in e.message and "->" in e.message


def test_wrong_source_type():
    with pytest.raises(TypeError):
        wargen.Models(42)
    with pytest.raises(TypeError):
        wargen.evaluate([1, 2])


# ---- calls ---------------------------------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda m: m.value("nobody", "Dis"),
    lambda m: m.explain("nobody", "Dis"),
    lambda m: m.set_base("nobody", "Dis", 1),
    lambda m: m.add_modifier("nobody", "Dis", "add", 1),
    lambda m: m.add_characteristic("nobody", "Dis", 1),
    lambda m: m.characteristics("nobody"),
    lambda m: m.modifiers("nobody"),
])
def test_unknown_model(example, call):
    with pytest.raises(wargen.NotFoundError) as info:
        call(example)
    _argument_error(info.value, wargen.NotFoundError)
    assert "nobody" in info.value.message
    assert isinstance(info.value, LookupError)


@pytest.mark.parametrize("call,path", [
    (lambda m: m.value("spearman", "Wounds"), ""),
    (lambda m: m.explain("spearman", "Wounds"), ""),
    (lambda m: m.set_base("spearman", "Wounds", 1), ""),
    (lambda m: m.add_modifier("spearman", "Wounds", "add", 1), "stat"),
    (lambda m: m.add_modifier("spearman", "Dis", "use", model="nobody"), "model"),
    (lambda m: m.add_modifier("spearman", "Dis", "use", model="general", from_="Wounds"), "from"),
    (lambda m: m.add_model("new", {"X": 1}, ranges={"Y": (0, 5)}), "ranges.Y"),
    (lambda m: m.remove_modifier(12345), ""),
    (lambda m: m.change_modifier(12345, "Str", "add", 1), ""),
])
def test_not_found(example, call, path):
    with pytest.raises(wargen.NotFoundError) as info:
        call(example)
    _argument_error(info.value, wargen.NotFoundError, path)


# A modifier's options are read as a document's modifier, each argument a
# member (the rules themselves, M1 and M3, are tested in test_mod_load.c):
# the library names the option at fault as the path.
@pytest.mark.parametrize("call,path,text", [
    (lambda m: m.add_modifier("spearman", "Att", "mul", num=1, den=0), "den", "den"),
    (lambda m: m.add_modifier("spearman", "Str", "double", 2), "op", "double"),
    (lambda m: m.add_modifier("spearman", "Str", "set", 2, min=1), "min", "no bound"),
    (lambda m: m.add_modifier("spearman", "Str", "add"), "", '"value"'),
    (lambda m: m.add_modifier("spearman", "Str", "add", 1, model="general"), "model", "model"),
    (lambda m: m.add_modifier("spearman", "Str", "add", 1, bonus=2), "bonus", "bonus"),
    (lambda m: m.add_modifier("spearman", "Str", "add", "1"), "value", ""),
    (lambda m: m.add_modifier("spearman", "Str", "add", 1.5), "value", ""),
    (lambda m: m.add_modifier("spearman", "Str", "add", True), "value", ""),
    (lambda m: m.add_modifier("spearman", 3, "add", 1), "stat", ""),
    (lambda m: m.add_modifier("spearman", "Str", "add", 2**40), "value", ""),
    # a model too is read as a document's
    (lambda m: m.add_model("general"), "", "general"),
    (lambda m: m.add_model(""), "", ""),
    (lambda m: m.add_model("x" * (wargen.core.MOD_NAME_MAX + 1)), "", ""),
    (lambda m: m.add_model("general", {}), "id", "general"),
    (lambda m: m.add_model("new", {"X": "8"}), "characteristics.X", ""),
    (lambda m: m.add_model("new", {"X": 8}, ranges={"X": 5}), "ranges.X", ""),
    (lambda m: m.add_characteristic("spearman", "Str", 3), "", "Str"),
    (lambda m: m.change_modifier(m.modifiers("spearman")[0]["id"], "Str", "mul", num=1,
                                 den=0), "den", "den"),
])
def test_invalid_argument(example, call, path, text):
    with pytest.raises(wargen.InvalidArgumentError) as info:
        call(example)
    _argument_error(info.value, wargen.InvalidArgumentError, path)
    assert text in info.value.message
    assert isinstance(info.value, ValueError)


# Out of range, by the library's limits (test_mod_build.c) or by the C type.
@pytest.mark.parametrize("call", [
    lambda m: m.set_base("general", "Dis", 11),
    lambda m: m.add_model("new", {"X": 11}),
    lambda m: m.add_characteristic("general", "Ld", 12),
    lambda m: m.add_modifier("spearman", "Str", "add", wargen.core.MOD_VALUE_MAX + 1),
    lambda m: m.set_base("general", "Dis", 2**31),   # no C int
    lambda m: m.remove_modifier(-1),                  # no size_t
])
def test_out_of_range(example, call):
    with pytest.raises(wargen.RangeError) as info:
        call(example)
    assert info.value.code == -6 and info.value.message


def test_cycle_is_a_rule_error(example):
    example.add_modifier("general", "Dis", "use", model="spearman")
    with pytest.raises(wargen.RuleError) as info:
        example.evaluate()
    _argument_error(info.value, wargen.RuleError)
    assert ("general.Dis -> spearman.Dis -> general.Dis" in info.value.message
            or "spearman.Dis -> general.Dis -> spearman.Dis" in info.value.message)


@pytest.mark.parametrize("call", [
    lambda m: m.add_modifier("spearman", "Str", "add", object()),
    lambda m: m.add_modifier(None, "Str", "add", 1),
    lambda m: m.add_model(7),
    lambda m: m.set_base("spearman", "Str", 2.0),
    lambda m: m.remove_modifier("1"),
    lambda m: m.add_model("new", {"X": object()}),
    lambda m: m.add_characteristic("spearman", "New", 8, range=(0, "9")),
])
def test_wrong_types_raise_type_error(example, call):
    with pytest.raises(TypeError):
        call(example)


def test_type_errors_name_the_parameter(example):
    with pytest.raises(wargen.ArgumentTypeError, match="base must be an int, not float"):
        example.set_base("spearman", "Str", 2.0)
    with pytest.raises(wargen.ArgumentTypeError, match="model must be a str, not int"):
        example.value(3, "Str")
    with pytest.raises(wargen.ArgumentTypeError, match="self must be a wargen.Models, not Rng"):
        wargen.Models.value(wargen.Rng(1), "spearman", "Str")


# What the argument typemaps pass on the library refuses: a repeated
# member of a modifier. (A None name is the typemaps': test_arguments.py.)
@pytest.mark.parametrize("call,cls", [
    (lambda m: m.add_modifier("spearman", "Str", "add", 1, value=2), wargen.InvalidArgumentError),
    (lambda m: m.add_modifier("spearman", "Str", "use", model="general", from_="Dis",
                              **{"from": "Dis"}), wargen.InvalidArgumentError),
])
def test_the_library_refuses(example, call, cls):
    with pytest.raises(cls):
        call(example)


def test_failures_change_nothing(example):
    before = example.to_dict(explain=True)
    mods = {m: example.modifiers(m) for m in example}
    failing = [
        lambda: example.add_modifier("spearman", "Att", "mul", num=1, den=0),
        lambda: example.add_modifier("spearman", "Wounds", "add", 1),
        lambda: example.add_model("general"),
        lambda: example.add_model("new", {"X": 1, "Y": 11}),
        lambda: example.set_base("general", "Dis", 11),
        lambda: example.change_modifier(mods["spearman"][0]["id"], "Str", "use", model="nobody"),
        lambda: example.remove_modifier(10**6),
    ]
    for call in failing:
        with pytest.raises(wargen.WargenError):
            call()
    assert example.to_dict(explain=True) == before
    assert {m: example.modifiers(m) for m in example} == mods
    assert example.models == ["general", "spearman"]
    assert example.evaluate() == EXAMPLE_VALUES


def test_errors_are_the_module_classes():
    import wargen.errors
    assert wargen.RuleError is wargen.errors.RuleError
    with pytest.raises(wargen.errors.WargenError):
        wargen.Models().value("x", "y")
