/* A build without the BattleScribe importer (Meson feature bsdata off): the
 * functions of wargen/bsdata.h exist, say so, and touch nothing. */
#include "test_common.h"

static void test_not_supported(void **state)
{
    (void)state;
    assert_false(wg_bsdata_supported());
    wg_bsdata_book *b = (wg_bsdata_book *)&b;
    wg_bsdata_book *const book_before = b;
    wg_problems *warnings = (wg_problems *)&warnings;
    wg_problems *const warnings_before = warnings;
    char *json = (char *)&json;
    char *const json_before = json;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_files(&b, &warnings, NULL, "book.cat", &e), WG_ENOTSUP);
    assert_non_null(strstr(e.message, "built without the BattleScribe importer"));
    assert_int_equal(wg_bsdata_book_load_strings(&b, &warnings, "", 0, "", 0, &e), WG_ENOTSUP);
    assert_int_equal(wg_bsdata_book_import_roster_file(&json, &warnings, NULL, "a.ros", &e),
                     WG_ENOTSUP);
    assert_int_equal(wg_bsdata_book_import_roster_string(&json, &warnings, NULL, "", 0, NULL, &e),
                     WG_ENOTSUP);
    wg_roster *r = (wg_roster *)&r;
    wg_roster *const roster_before = r;
    assert_int_equal(wg_bsdata_book_load_roster_file(&r, &warnings, NULL, "a.ros", &e),
                     WG_ENOTSUP);
    assert_int_equal(wg_bsdata_book_load_roster_string(&r, &warnings, NULL, "", 0, NULL, &e),
                     WG_ENOTSUP);
    assert_int_equal(e.code, WG_ENOTSUP);
    assert_ptr_equal(r, roster_before);
    assert_ptr_equal(b, book_before);
    assert_ptr_equal(warnings, warnings_before);
    assert_ptr_equal(json, json_before);
    assert_null(wg_bsdata_book_catalog(NULL));
    wg_bsdata_book_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_not_supported)};
    return cmocka_run_group_tests_name("bsdata_stub", tests, harness_setup, harness_teardown);
}
