# Writes fuzz/<target>.dict for each document format from its schema in
# data/schema: every property name and every string enum or const value, as
# JSON strings, plus JSON's own tokens; the roster target's also has the ids
# of the catalogue it loads rosters for (the reveal target's too: item ids). Run after
# changing a schema:
#   /usr/bin/python3 fuzz/make_dicts.py
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {'table': 'table', 'catalog': 'catalog', 'roster': 'roster',
           'models': 'models', 'log': 'log', 'reveal': 'reveal', 'game': 'game'}
SYNTAX = ['{', '}', '[', ']', ':', ',', 'true', 'false', 'null', '-1', '0.5', '1e309']


def words(node, found):
    """Collect the property names and string values a schema names."""
    if isinstance(node, dict):
        for key in node.get('properties', {}):
            found.add(key)
        for value in node.get('enum', []) + [node.get('const')]:
            if isinstance(value, str):
                found.add(value)
        for child in node.values():
            words(child, found)
    elif isinstance(node, list):
        for child in node:
            words(child, found)


def ids(node, found):
    """Collect every "id" value of a document."""
    if isinstance(node, dict):
        if isinstance(node.get('id'), str):
            found.add(node['id'])
        node = list(node.values())
    if isinstance(node, list):
        for child in node:
            ids(child, found)


def load(*path):
    with open(os.path.join(ROOT, *path), encoding='utf-8') as f:
        return json.load(f)


def write(target, schema):
    found = set()
    words(load('data', 'schema', schema), found)
    if target in ('roster', 'reveal'):
        ids(load('data', 'catalogs', 'example-kingdom.json'), found)
    path = os.path.join(ROOT, 'fuzz', target + '.dict')
    with open(path, 'w', encoding='utf-8') as out:
        out.write('# %s keys and values from data/schema/%s (fuzz/make_dicts.py)\n'
                  % (target, schema))
        for word in sorted(found):
            out.write(json.dumps(json.dumps(word)) + '\n')
        for token in SYNTAX:
            out.write(json.dumps(token) + '\n')


for target, name in TARGETS.items():
    write(target, 'wargen-%s-1.schema.json' % name)
