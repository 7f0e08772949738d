'''A fake XDG desktop portal for Shade's tests, as a python-dbusmock template.

It serves org.freedesktop.portal.Settings at /org/freedesktop/portal/desktop under the name
org.freedesktop.portal.Desktop, with the org.freedesktop.appearance namespace: ReadAll (unless
the "read-all" parameter is false: an older portal, with Read only), Read (whose value is a
variant in a variant, as the portal's), and SettingChanged.

Parameters (JSON): "values", an object of initial values by key: numbers for color-scheme,
contrast and reduced-motion, a list of three numbers for accent-color; "read-all", true unless
given. The test changes a value with the mock interface's SetAppearance(key, JSON value), which
emits SettingChanged as a desktop does.
'''

import json

import dbus
from dbusmock import MOCK_IFACE

BUS_NAME = 'org.freedesktop.portal.Desktop'
MAIN_OBJ = '/org/freedesktop/portal/desktop'
MAIN_IFACE = 'org.freedesktop.portal.Settings'
SYSTEM_BUS = False
NAMESPACE = 'org.freedesktop.appearance'


def typed(key, value, variant_level=1):
    '''The D-Bus value of a setting: (ddd) for the accent, u for the others.'''
    if key == 'accent-color':
        return dbus.Struct([dbus.Double(x) for x in value], signature='ddd', variant_level=variant_level)
    return dbus.UInt32(value, variant_level=variant_level)


def load(mock, parameters):
    mock.shade_values = dict(parameters.get('values', {}))
    mock.shade_typed = typed
    # The method bodies are run by dbusmock with `self` (the mock object) and `args`.
    read = ('import dbus\n'
            'values = self.shade_values if args[0] == "org.freedesktop.appearance" else {}\n'
            'if args[1] not in values:\n'
            '    raise dbus.exceptions.DBusException("no such setting", name="org.freedesktop.portal.Error.NotFound")\n'
            'ret = self.shade_typed(args[1], values[args[1]], 2)\n')
    read_all = ('import dbus\n'
                'ret = dbus.Dictionary({}, signature="sa{sv}")\n'
                'if not args[0] or "org.freedesktop.appearance" in args[0]:\n'
                '    settings = dbus.Dictionary({}, signature="sv")\n'
                '    for key, value in self.shade_values.items():\n'
                '        settings[key] = self.shade_typed(key, value)\n'
                '    ret["org.freedesktop.appearance"] = settings\n')
    methods = [('Read', 'ss', 'v', read)]
    if parameters.get('read-all', True):
        methods.append(('ReadAll', 'as', 'a{sa{sv}}', read_all))
    mock.AddMethods(MAIN_IFACE, methods)
    mock.AddProperty(MAIN_IFACE, 'version', dbus.UInt32(2 if parameters.get('read-all', True) else 1))


@dbus.service.method(MOCK_IFACE, in_signature='ss', out_signature='')
def SetAppearance(self, key, value):
    '''Sets one org.freedesktop.appearance setting from its JSON text and emits SettingChanged.'''
    value = json.loads(value)
    self.shade_values[key] = value
    self.EmitSignal(MAIN_IFACE, 'SettingChanged', 'ssv', [NAMESPACE, key, typed(key, value)])
