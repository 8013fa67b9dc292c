#!/usr/bin/python3
"""Writes the BattleScribe roster fixtures (*.ros, valid-standard.rosz) of
tests/data/bsdata: the rosters of the hand-written *.json beside them, as
BattleScribe 2.03 would save them for book.cat (selections by entry id, links
as "link::target", models as model selections, the points limit as a cost
limit). Run it from anywhere; it rewrites the files next to it."""
import os
import zipfile
from xml.sax.saxutils import quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
PTS = "c057-0000-0000-0001"
CATEGORY = {"lords": ("ca70-0000-0000-0001", "Lords"), "heroes": ("ca70-0000-0000-0002", "Heroes"),
            "core": ("ca70-0000-0000-0003", "Core"), "special": ("ca70-0000-0000-0004", "Special"),
            "rare": ("ca70-0000-0000-0005", "Rare")}
# Book entries: (entry id as a selection names it, name, category).
UNITS = {
    "grand-warden": ("b00c-0001-0000-0000", "Grand Warden", "lords"),
    "warden": ("b00c-0002-0000-0000", "Warden", "heroes"),
    "hedge-witch": ("b00c-0003-0000-0000", "Hedge Witch", "heroes"),
    "sir-aldric-the-bold": ("b00c-0004-0000-0000", "Sir Aldric the Bold", "heroes"),
    "spearmen": ("b00c-0005-0000-0000", "Spearmen", "core"),
    "archers": ("b00c-0006-0000-0000", "Archers", "core"),
    "knights": ("b00c-0007-0000-0000", "Knights", "special"),
    "bolt-thrower": ("b00c-0008-0000-0000", "Bolt Thrower", "special"),
    "mortar": ("b00c-0009-0000-0000", "Mortar", "rare"),
    "storm-giant": ("b00c-000a-0000-0000", "Storm Giant", "rare"),
    # the chariot through its root links: listed in Special, and in Core
    "war-chariot": ("b00c-000b-0004-0001::b00c-000b-0000-0000", "War Chariot", "special"),
    "war-chariot/core": ("b00c-000b-0004-0002::b00c-000b-0000-0000", "War Chariot", "core"),
}
MODELS = {"spearmen": ("b00c-0005-0006-0000", "Spearman"), "archers": ("b00c-0006-0006-0000", "Archer"),
          "knights": ("b00c-0007-0006-0000", "Knight")}
# Options: (entry id, name, on the model?)
OPTIONS = {
    ("grand-warden", "great-weapon"): ("b00c-0001-0003-0001", "Great Weapon", False),
    ("grand-warden", "warhorse"): ("b00c-0001-0003-0002", "Warhorse", False),
    ("warden", "shield"): ("b00c-0002-0003-0001", "Shield", False),
    ("hedge-witch", "level-2-wizard"): ("b00c-0003-0003-0001", "Level 2 Wizard", False),
    ("spearmen", "shields"): ("b00c-0005-0003-0001", "Shields", True),
    ("spearmen", "standard-bearer"): ("b00c-0005-0003-0002", "Standard Bearer", False),
    ("spearmen", "musician"): ("b00c-0005-0003-0003", "Musician", False),
    ("spearmen", "champion"): ("b00c-0005-0003-0004", "Champion", False),
    ("archers", "light-armour"): ("b00c-0006-0003-0001", "Light Armour", True),
    ("archers", "sergeant"): ("b00c-0006-0003-0002", "Sergeant", False),
    ("knights", "champion"): ("b00c-0007-0003-0001", "Champion", False),
    ("war-chariot", "scythed-wheels"): ("b00c-000b-0003-0001", "Scythed Wheels", False),
}
GENERAL = {"grand-warden": "b00c-0001-0004-0001", "warden": "b00c-0002-0004-0001",
           "sir-aldric-the-bold": "b00c-0004-0004-0001"}
# Items: the link to the list the carrier picks from, and the entry in it.
ITEMS = {
    ("grand-warden", "sword-of-might"): ("b00c-0001-0004-0002", "c0e1-0000-0000-0001", "c0e1-0000-0001-0001", "Sword of Might"),
    ("grand-warden", "crown-of-command"): ("b00c-0001-0004-0003", "b00c-00f0-0000-0001", "b00c-00f0-0001-0002", "Crown of Command"),
    ("warden", "banner-of-the-realm"): ("b00c-0002-0004-0003", "b00c-00f0-0000-0002", "b00c-00f0-0002-0001", "Banner of the Realm"),
    ("spearmen", "talisman-of-warding"): ("b00c-0005-0004-0001", "c0e1-0000-0000-0002", "c0e1-0000-0002-0002", "Talisman of Warding"),
}

counter = [0]


def sel_id():
    counter[0] += 1
    return f"5e1e-{counter[0]:04x}-0000-0000"


def selection(name, entry, kind, number=1, children="", group=None, category=None, indent="        "):
    group_attr = f" entryGroupId={quoteattr(group)}" if group else ""
    inner = ""
    if children:
        inner += f"{indent}  <selections>\n{children}{indent}  </selections>\n"
    if category:
        cid, cname = CATEGORY[category]
        inner += (f'{indent}  <categories>\n{indent}    <category id="{sel_id()}" name="{cname}" '
                  f'entryId="{cid}" primary="true"/>\n{indent}  </categories>\n')
    return (f'{indent}<selection id="{sel_id()}" name={quoteattr(name)} entryId={quoteattr(entry)}'
            f'{group_attr} number="{number}" type="{kind}">\n{inner}{indent}</selection>\n')


def unit_selection(u):
    key = u["entry"]
    moved = u.get("category")
    entry, name, category = UNITS[key + "/" + moved if moved else key]
    deep = "            "
    on_model, children = [], ""
    if u.get("general"):
        children += selection("General", GENERAL[key] + "::9e11-0000-0000-0001", "upgrade", indent=deep)
    for option in u.get("options", []):
        oid, oname, per_model = OPTIONS[(key, option)]
        if per_model:
            on_model.append(selection(oname, oid, "upgrade", u["models"], indent=deep + "    "))
            continue
        items = ""
        if option == "champion":  # the champion carries the unit's items
            for item in u.get("items", []):
                link, group, ientry, iname = ITEMS[(key, item)]
                items += selection(iname, f"{link}::{ientry}", "upgrade", group=f"{link}::{group}",
                                   indent=deep + "    ")
        children += selection(oname, oid, "upgrade", children=items, indent=deep)
    if key in MODELS:
        mid, mname = MODELS[key]
        children += selection(mname, mid, "model", u["models"], children="".join(on_model), indent=deep)
    if "champion" not in u.get("options", []):
        for item in u.get("items", []):
            link, group, ientry, iname = ITEMS[(key, item)]
            children += selection(iname, f"{link}::{ientry}", "upgrade", group=f"{link}::{group}", indent=deep)
    return selection(name, entry, "unit", children=children, category=category)


def roster(name, points, units):
    body = "".join(unit_selection(u) for u in units)
    return f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="{sel_id()}" name={quoteattr(name)} battleScribeVersion="2.03" gameSystemId="5e57-0000-0000-0001" gameSystemName="Invented Fantasy Battles" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costLimits>
    <costLimit name="pts" typeId="{PTS}" value="{points}.0"/>
  </costLimits>
  <forces>
    <force id="{sel_id()}" name="Army" entryId="f0ce-0000-0000-0001" catalogueId="b00c-0000-0000-0001" catalogueRevision="7" catalogueName="Invented Realm">
      <selections>
{body}      </selections>
    </force>
  </forces>
</roster>
'''


def main():
    import json
    for stem in ("valid-standard", "valid-warband-moved", "invalid-standard"):
        with open(os.path.join(HERE, stem + ".json")) as f:
            doc = json.load(f)
        text = roster(stem, doc["points"], doc["units"])
        with open(os.path.join(HERE, stem + ".ros"), "w") as f:
            f.write(text)
    info = zipfile.ZipInfo("valid-standard.ros", date_time=(2016, 5, 1, 12, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    with open(os.path.join(HERE, "valid-standard.ros")) as f:
        text = f.read()
    with zipfile.ZipFile(os.path.join(HERE, "valid-standard.rosz"), "w") as z:
        z.writestr(info, text)


if __name__ == "__main__":
    main()
