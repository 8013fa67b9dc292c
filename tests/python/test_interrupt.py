"""A long call stops on Ctrl-C (issue 12, "Bindings"): morale_simulate, the
one call that may run for hours (up to MORALE_SIMULATE_MAX checks, B2-B4),
looks for an interrupt between chunks of checks, in Python
(KeyboardInterrupt) and in Lua (lua5.4's and luajit's "interrupted!")."""
import os
import signal
import subprocess
import threading

import pytest

import wargen
from test_roster_lua import _INTERPRETERS, lua_exe

# Hours of checks: a call that did not stop would outlast the test's timeout.
ENDLESS = 2**40


def test_python_stops_a_long_simulation_on_ctrl_c():
    rng, fresh = wargen.Rng(1), wargen.Rng(1)
    # a real SIGINT from another process: the call holds the GIL, so no
    # thread of ours could send it
    ctrl_c = subprocess.Popen(["sh", "-c", f"sleep 0.5; kill -INT {os.getpid()}"])
    try:
        with pytest.raises(KeyboardInterrupt):
            wargen.morale_simulate(rng, 0, ENDLESS)
    finally:
        ctrl_c.wait()
    # the generator is left where the call stopped, past the checks it rolled
    assert rng.state() != fresh.state()


_SCRIPT = """
local wargen = require "wargen"
local rng = wargen.Rng(1)
io.stderr:write("simulating\\n")
io.stderr:flush()
print(wargen.morale_simulate(rng, 0, 2^40))
"""


@pytest.mark.parametrize("interpreter,module_dir", _INTERPRETERS,
                         ids=[i for i, _ in _INTERPRETERS])
def test_lua_stops_a_long_simulation_on_ctrl_c(interpreter, module_dir, tmp_path):
    exe = lua_exe(interpreter, module_dir)
    script = tmp_path / "endless.lua"
    script.write_text(_SCRIPT)
    env = dict(os.environ, LUA_CPATH=str(module_dir / "?.so"))
    lua = subprocess.Popen([exe, str(script)], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert lua.stderr.readline() == "simulating\n"
        threading.Event().wait(0.5)  # well inside the C call by now
        lua.send_signal(signal.SIGINT)
        out, err = lua.communicate(timeout=120)
    finally:
        lua.kill()
    assert lua.returncode != 0 and out == ""
    assert "interrupted!" in err, err
