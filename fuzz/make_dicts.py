# Writes fuzz/<target>.dict for each document format from its schema in
# data/schema: every property name and every string enum or const value, as
# JSON strings, plus JSON's own tokens; the roster target's also has the ids
# of the catalogue it loads rosters for (the reveal target's too: item ids). A $ref
# into another schema file (the trace schema's steps are the modify schema's) is
# followed to the part it names. Run after changing a schema:
#   /usr/bin/python3 fuzz/make_dicts.py
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {'table': 'table', 'catalog': 'catalog', 'roster': 'roster',
           'models': 'models', 'trace': 'trace', 'log': 'log', 'reveal': 'reveal',
           'game': 'game'}
SYNTAX = ['{', '}', '[', ']', ':', ',', 'true', 'false', 'null', '-1', '0.5', '1e309']


def words(node, found, here, followed):
    """Collect the property names and string values a schema names. HERE is
    the file NODE is in; FOLLOWED, the references into other files taken."""
    if isinstance(node, dict):
        for key in node.get('properties', {}):
            found.add(key)
        for value in node.get('enum', []) + [node.get('const')]:
            if isinstance(value, str):
                found.add(value)
        follow(node.get('$ref'), found, here, followed)
        for child in node.values():
            words(child, found, here, followed)
    elif isinstance(node, list):
        for child in node:
            words(child, found, here, followed)


def follow(ref, found, here, followed):
    """Collect the words of the part REF names, if in another file than the
    one walked whole (followed[0]); a local REF there is in that file."""
    if not isinstance(ref, str):
        return
    name, _, pointer = ref.partition('#')
    name = name or here
    if name == followed[0] or (name, pointer) in followed:
        return
    followed.append((name, pointer))
    part = load('data', 'schema', name)
    for key in filter(None, pointer.split('/')):
        part = part[key]
    words(part, found, name, followed)


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
    words(load('data', 'schema', schema), found, schema, [schema])
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
