# Writes the seed corpus of fuzz/zip_fuzz.c: small .rosz archives made by
# Python's zipfile, valid ones and damaged or hostile variants of them:
#   /usr/bin/python3 fuzz/zip_seeds.py fuzz/corpus/zip
import io
import os
import struct
import sys
import zipfile

out = sys.argv[1]
ROSTER = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          b'<roster id="r1" name="Seed" battleScribeVersion="2.03" gameSystemId="g1" '
          b'xmlns="http://www.battlescribe.net/schema/rosterSchema">\n'
          b'  <costLimits><costLimit name="pts" typeId="points" value="2000.0"/></costLimits>\n'
          b'</roster>\n')
WHEN = (2016, 1, 1, 0, 0, 0)


def archive(members, comment=b''):
    """A zip of (name, bytes, method) members, as BattleScribe's would be."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w') as z:
        for name, data, method in members:
            z.writestr(zipfile.ZipInfo(name, WHEN), data, compress_type=method)
        z.comment = comment
    return bytearray(buf.getvalue())


def central(data, index=0):
    """Offset of the index-th central directory record."""
    at = -1
    for _ in range(index + 1):
        at = data.index(b'PK\x01\x02', at + 1)
    return at


DEFLATED, STORED = zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED
valid = archive([('army.ros', ROSTER, DEFLATED)])
seeds = {
    'valid-deflated.rosz': valid,
    'valid-stored.rosz': archive([('army.ros', ROSTER, STORED)]),
    'with-readme.rosz': archive([('readme.txt', b'not this one', STORED),
                                 ('Army.ROS', ROSTER, DEFLATED)]),
    'two-ros.rosz': archive([('a.ros', ROSTER, DEFLATED), ('b.ros', ROSTER, STORED)]),
    'no-ros.rosz': archive([('notes.txt', b'no roster here', DEFLATED)]),
    'empty.zip': archive([]),
    # a comment holding an end record's signature: the real one is found
    'comment.rosz': archive([('army.ros', ROSTER, DEFLATED)], b'PK\x05\x06 not the end'),
    'truncated.rosz': valid[:-10],
    # declares 100 bytes, inflates to 64 KiB
    'lying-size.rosz': archive([('army.ros', bytes(65536), DEFLATED)]),
}
lying = seeds['lying-size.rosz']
struct.pack_into('<I', lying, central(lying) + 24, 100)
bad_crc = bytearray(valid)
struct.pack_into('<I', bad_crc, central(bad_crc) + 16, 0x12345678)
seeds['bad-crc.rosz'] = bad_crc
encrypted = bytearray(valid)
struct.pack_into('<H', encrypted, central(encrypted) + 8, 1)
seeds['encrypted.rosz'] = encrypted
zip64 = bytearray(valid)
struct.pack_into('<II', zip64, central(zip64) + 20, 0xffffffff, 0xffffffff)
seeds['zip64.rosz'] = zip64
for name, data in seeds.items():
    with open(os.path.join(out, name), 'wb') as f:
        f.write(data)
