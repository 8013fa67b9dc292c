# Writes the seed corpus of fuzz/battle_fuzz.c, in its encoding (see step()):
#   /usr/bin/python3 fuzz/battle_seeds.py fuzz/corpus/battle
import struct, sys, os
out = sys.argv[1]
def i(v): return bytes([0, v + 64])
def d(v):
    q = v * 4
    if q == int(q) and -128 <= q < 128: return bytes([0, int(q) + 128])
    return bytes([250]) + struct.pack('<d', v)
def text(s): return bytes([len(s)]) + s.encode()
def base(x, y, w, dp, f): return d(x) + d(y) + d(w) + d(dp) + d(f)
def battalion(name, army, warriors, speed, ranks, flags, b):
    return bytes([0]) + text(name) + i(army) + i(warriors) + i(speed) + i(ranks) + bytes([flags]) + b
def call(op, at=0, value=0, other=0, second=0, tail=b''):
    return bytes([op, at]) + i(value) + i(other) + bytes([second]) + tail
def judge(at, opp, dice, extra=0): return bytes([7, at]) + i(opp) + b''.join(i(x) for x in dice) + i(extra)
seed = struct.pack('<Q', 42)
two = (battalion('Spears', 0, 20, 6, 2, 1, base(0, 0, 4, 2, 90)) +
       battalion('Orcs', 1, 20, 5, 2, 0, base(0, 10, 4, 2, 270)))
terrain = bytes([1, 4]) + d(-3) + d(-6) + d(3) + d(-6) + d(3) + d(-4) + d(-3) + d(-4)
seeds = {
  'retreat': two + terrain + call(3, 0, 12) + judge(0, 6, [1, 1, 6]) + call(8, 0) + call(8, 1),
  'characters': two + call(2, 0, 0, tail=text('General')) + call(2, 1, 2, tail=text('Bearer'))
      + call(2, 1, 1, tail=text('Hero')) + call(5, 0) + call(5, 2) + call(6, 1) + call(6, 0),
  'rally': two + call(2, 1, 0, tail=text('Boss')) + call(2, 0, 0, tail=text('King')) + call(9, 0, 0, 4)
      + judge(1, 6, [1, 1, 1]) + bytes([19]) + call(10, 1, tail=base(0, 14, 4, 2, 270)),
  'boats-orders': two + call(17, 0, 0, 1) + bytes([13, 1]) + i(4) + i(0)
      + call(11, 0, tail=text('shooting-attack')) + call(14, 0, 30, 8) + call(15, 0, second=1)
      + call(3, 1, 9) + call(18, 1) + call(16, 0) + call(4, 1, 3) + call(12, 0, 1)
      + call(11, 1, tail=text('recovery')) + bytes([19]),
  'extreme': battalion('Far', 0, 10, 10, 1, 2, bytes([192, 3]) + d(0) + d(1) + d(1) + d(0))
      + battalion('Near', 1, 10, 10, 1, 0, bytes([192, 0, 192, 7, 192, 6]) + d(1) + d(0))
      + battalion('Huge', 1, 10, 10, 1, 0, base(5, 5, 1, 1, 0)[:0] + d(5) + d(5) + bytes([250]) + struct.pack('<d', 1e300) + d(1) + d(0))
      + call(8, 0),
}
for name, data in seeds.items():
    open(os.path.join(out, name), 'wb').write(seed + data)
