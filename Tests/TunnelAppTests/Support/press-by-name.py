#!/usr/bin/python3
"""Finds controls of one process by their accessible names through AT-SPI,
as a screen reader does, and presses them in turn.

usage: press-by-name.py PID NAME [NAME...]
       press-by-name.py --list PID

Each NAME is looked for among the process's showing buttons, toggles, radio
buttons and menu items (polling up to ten seconds: a menu's items appear once
it opens) and pressed with its first action ("click"). Prints one line per
press, "pressed ROLE NAME"; --list prints every showing control's role and
name. Exits 1 naming the first control not found.
"""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

PRESSABLE = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.RADIO_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.MENU_ITEM, Atspi.Role.RADIO_MENU_ITEM, Atspi.Role.CHECK_MENU_ITEM,
}


def application(pid):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def controls(node, depth=0):
    if node is None or depth > 40:
        return
    try:
        states = node.get_state_set()
        if not states.contains(Atspi.StateType.SHOWING) and depth > 1:
            return
        if node.get_role() in PRESSABLE:
            yield node
        for index in range(node.get_child_count()):
            yield from controls(node.get_child_at_index(index), depth + 1)
    except gi.repository.GLib.Error:
        return


def find(pid, name, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app = application(pid)
        for control in controls(app):
            if control.get_name() == name:
                return control
        time.sleep(0.2)
    return None


def main(arguments):
    if arguments[:1] == ["--list"]:
        pid = int(arguments[1])
        deadline = time.monotonic() + 10
        while application(pid) is None and time.monotonic() < deadline:
            time.sleep(0.2)
        for control in controls(application(pid)):
            print(control.get_role_name(), control.get_name(), sep="\t")
        return 0
    pid, names = int(arguments[0]), arguments[1:]
    for name in names:
        control = find(pid, name)
        if control is None:
            print(f"no showing control named {name!r} in process {pid}", file=sys.stderr)
            return 1
        if Atspi.Action.get_n_actions(control) == 0:
            print(f"{name!r} ({control.get_role_name()}) has no action", file=sys.stderr)
            return 1
        Atspi.Action.do_action(control, 0)
        print("pressed", control.get_role_name(), name, sep="\t")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
