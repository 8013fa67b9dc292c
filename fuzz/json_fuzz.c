/* Fuzz target for the json module: any bytes either load or fail with a
 * well-formed error record; a loaded document walks without crashing.
 *
 * libFuzzer: CC=clang meson setup build-fuzz -Dfuzz=true -Db_sanitize=address
 *            build-fuzz/fuzz/json-fuzz fuzz/corpus/json
 * Every build also replays the corpus through fuzz/replay.c (a test). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal/json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void walk(const wgi_jval *v, int depth)
{
    wg_error err;
    char path[WG_ERROR_PATH_SIZE];
    wgi_json_path(path, sizeof path, v);
    /* locating any value must succeed and stay inside the text */
    if (wgi_json_offset(v, false) > v->doc->size)
        abort();
    if (json_is_object(v->node)) {
        const char *key;
        json_t *value;
        json_object_foreach(v->node, key, value) {
            wgi_jval member;
            wgi_json_member(&member, v, key, true, &err);
            walk(&member, depth + 1);
        }
    } else if (json_is_array(v->node)) {
        for (size_t i = 0; i < json_array_size(v->node); i++) {
            wgi_jval element;
            wgi_json_element(&element, v, i);
            walk(&element, depth + 1);
        }
    } else {
        int64_t n;
        wgi_json_int(&n, v, -5, 5, &err); /* out-of-range values exercise the error path */
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wgi_jdoc doc;
    wg_error err;
    wg_status st = wgi_json_load_string(&doc, (const char *)data, size, "fuzz.json", &err);
    if (st != WG_OK) {
        if (err.code != st || err.message[0] == '\0' || strcmp(err.file, "fuzz.json") != 0)
            abort();
        return 0;
    }
    wgi_jval root;
    wgi_json_root(&root, &doc);
    walk(&root, 0);
    wgi_json_close(&doc);
    return 0;
}
