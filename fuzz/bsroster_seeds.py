# Writes the .rosz seeds of fuzz/bsroster_fuzz.c whose .ros has a located
# error (a line and column in the .ros, not the archive), so the fuzzer
# explores archives that fail inside, from the test roster:
#   /usr/bin/python3 fuzz/bsroster_seeds.py fuzz/corpus/bsroster
import io
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROSTER = os.path.join(HERE, '..', 'tests', 'data', 'bsdata', 'valid-standard.ros')
WHEN = (2016, 5, 1, 12, 0, 0)


def rosz(ros):
    """ros zipped (deflated) as BattleScribe's .rosz holds it."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w') as z:
        z.writestr(zipfile.ZipInfo('army.ros', WHEN), ros, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def changed(text, find, replace):
    assert find in text, find
    return text.replace(find, replace, 1)


def main():
    out = sys.argv[1]
    with open(ROSTER, 'rb') as f:
        ros = f.read()
    system = b'gameSystemId="5e57-0000-0000-0001"'
    entry = b'entryId="b00c-0001-0000-0000"'
    seeds = {
        # a roster of another game system (WG_EFORMAT at its root, line 2)
        'other-system.rosz': changed(ros, system, b'gameSystemId="5e57-0000-0000-0099"'),
        # not well-formed half way (WG_EPARSE inside the .ros)
        'cut.rosz': ros[:len(ros) // 2],
        # an entry the book does not have (WG_EFORMAT deep in the .ros)
        'unknown-entry.rosz': changed(ros, entry, b'entryId="b00c-0099-0000-0000"'),
        # the error on a line beyond the archive's size: blank lines
        # deflate to almost nothing
        'late-line.rosz': changed(ros, system, b'\n' * 5000 + b'gameSystemId="other"'),
    }
    for name, data in seeds.items():
        with open(os.path.join(out, name), 'wb') as f:
            f.write(rosz(data))


if __name__ == '__main__':
    main()
