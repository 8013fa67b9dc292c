/* The zip reader of the BattleScribe importer (lib/internal/zip.h): the
 * one .ros member of a .rosz, from archives written here by a tiny zip
 * writer (zlib's deflate and crc32) and then damaged field by field; every
 * damaged or hostile archive fails with a located error, never a crash, and
 * no archive makes the reader allocate more than the limit allows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ZLIB_CONST
#include <zlib.h>

#include "test_common.h"
#include "internal/zip.h"

/* ---- a tiny zip writer ---------------------------------------------------------- */

/* Offsets of the fields the tests damage, in each record (APPNOTE 4.3). */
enum {
    L_METHOD = 8, L_NAME_LEN = 26, L_EXTRA_LEN = 28, L_SIZE = 30,
    C_FLAGS = 8, C_METHOD = 10, C_CRC = 16, C_PACKED = 20, C_UNPACKED = 24, C_NAME_LEN = 28,
    C_DISK = 34, C_LOCAL = 42, C_SIZE = 46,
    E_DISK = 4, E_CD_DISK = 6, E_ON_DISK = 8, E_TOTAL = 10, E_CD_SIZE = 12, E_CD_OFFSET = 16,
    E_COMMENT_LEN = 20, E_SIZE = 22,
};

#define MAX_MEMBERS 80

typedef struct member {
    const char *name;
    const void *data;       /* NULL: ROSTER */
    size_t size;
    unsigned method;        /* 0 stored, 8 deflate; another: stored bytes labelled so */
    const char *local_name; /* NULL: name */
} member;

typedef struct archive {
    unsigned char *bytes;
    size_t size, cap;
    size_t local[MAX_MEMBERS], central[MAX_MEMBERS], end;
} archive;

static const char ROSTER[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<roster id=\"r1\" name=\"Test\" battleScribeVersion=\"2.03\" gameSystemId=\"g1\">\n"
    "  <costLimits><costLimit name=\"pts\" typeId=\"points\" value=\"2000.0\"/></costLimits>\n"
    "  <forces><force id=\"f1\" name=\"Army\"/><force id=\"f2\" name=\"Army\"/></forces>\n"
    "</roster>\n";

static void put(archive *a, const void *p, size_t n)
{
    if (a->size + n > a->cap) {
        a->cap = (a->size + n) * 2;
        a->bytes = realloc(a->bytes, a->cap);
        assert_non_null(a->bytes);
    }
    memcpy(a->bytes + a->size, p, n);
    a->size += n;
}

static void put16(archive *a, unsigned v)
{
    unsigned char b[2] = {(unsigned char)v, (unsigned char)(v >> 8)};
    put(a, b, 2);
}

static void put32(archive *a, uint32_t v)
{
    put16(a, v & 0xffffu);
    put16(a, v >> 16);
}

static void patch16(archive *a, size_t at, unsigned v)
{
    a->bytes[at] = (unsigned char)v;
    a->bytes[at + 1] = (unsigned char)(v >> 8);
}

static void patch32(archive *a, size_t at, uint32_t v)
{
    patch16(a, at, v & 0xffffu);
    patch16(a, at + 2, v >> 16);
}

static uint32_t get32(const archive *a, size_t at)
{
    const unsigned char *p = a->bytes + at;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Raw deflate (no zlib header), as zip members hold it; from malloc. */
static unsigned char *deflate_raw(const void *in, size_t n, size_t *out_n)
{
    z_stream s;
    memset(&s, 0, sizeof s);
    assert_int_equal(deflateInit2(&s, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    uLong bound = deflateBound(&s, (uLong)n);
    unsigned char *out = malloc(bound);
    assert_non_null(out);
    s.next_in = in;
    s.avail_in = (uInt)n;
    s.next_out = out;
    s.avail_out = (uInt)bound;
    assert_int_equal(deflate(&s, Z_FINISH), Z_STREAM_END);
    *out_n = s.total_out;
    deflateEnd(&s);
    return out;
}

/* An archive of the members, their data deflated or stored as each says,
 * with the given end record comment (NULL: none). Free with drop(). */
static archive build_commented(const member *members, size_t n, const char *comment)
{
    archive a = {0};
    uint32_t crc[MAX_MEMBERS], packed[MAX_MEMBERS];
    assert_true(n <= MAX_MEMBERS);
    for (size_t i = 0; i < n; i++) {
        const member *m = &members[i];
        const void *data = m->data ? m->data : ROSTER;
        size_t size = m->data ? m->size : strlen(ROSTER);
        size_t packed_size = size;
        unsigned char *deflated = NULL;
        if (m->method == 8)
            deflated = deflate_raw(data, size, &packed_size);
        const char *local_name = m->local_name ? m->local_name : m->name;
        crc[i] = (uint32_t)crc32(0L, data, (uInt)size);
        packed[i] = (uint32_t)packed_size;
        a.local[i] = a.size;
        put32(&a, 0x04034b50u);
        put16(&a, 20);         /* version needed */
        put16(&a, 0);          /* flags */
        put16(&a, m->method);
        put16(&a, 0);          /* time */
        put16(&a, 0x4821);     /* date: 2016-01-01 */
        put32(&a, crc[i]);
        put32(&a, packed[i]);
        put32(&a, (uint32_t)size);
        put16(&a, (unsigned)strlen(local_name));
        put16(&a, 0);          /* extra */
        put(&a, local_name, strlen(local_name));
        put(&a, deflated ? deflated : data, packed_size);
        free(deflated);
    }
    size_t cd = a.size;
    for (size_t i = 0; i < n; i++) {
        a.central[i] = a.size;
        put32(&a, 0x02014b50u);
        put16(&a, 20);         /* made by */
        put16(&a, 20);         /* needed */
        put16(&a, 0);          /* flags */
        put16(&a, members[i].method);
        put16(&a, 0);
        put16(&a, 0x4821);
        put32(&a, crc[i]);
        put32(&a, packed[i]);
        put32(&a, members[i].data ? (uint32_t)members[i].size : (uint32_t)strlen(ROSTER));
        put16(&a, (unsigned)strlen(members[i].name));
        put16(&a, 0);          /* extra */
        put16(&a, 0);          /* comment */
        put16(&a, 0);          /* disk */
        put16(&a, 0);          /* internal attributes */
        put32(&a, 0);          /* external attributes */
        put32(&a, (uint32_t)a.local[i]);
        put(&a, members[i].name, strlen(members[i].name));
    }
    a.end = a.size;
    put32(&a, 0x06054b50u);
    put16(&a, 0);
    put16(&a, 0);
    put16(&a, (unsigned)n);
    put16(&a, (unsigned)n);
    put32(&a, (uint32_t)(a.end - cd));
    put32(&a, (uint32_t)cd);
    put16(&a, comment ? (unsigned)strlen(comment) : 0);
    if (comment)
        put(&a, comment, strlen(comment));
    return a;
}

static archive build(const member *members, size_t n)
{
    return build_commented(members, n, NULL);
}

/* The archive BattleScribe writes: one deflated army.ros. */
static archive one_ros(unsigned method)
{
    member m = {"army.ros", NULL, 0, method, NULL};
    return build(&m, 1);
}

static void drop(archive *a)
{
    free(a->bytes);
    a->bytes = NULL;
}

/* ---- checks -------------------------------------------------------------------- */

static wg_status extract(const archive *a, size_t max, char **out, size_t *size, wg_error *err)
{
    return wgi_zip_extract(out, size, (const char *)a->bytes, a->size, ".ros", max, "army.rosz",
                          err);
}

/* The archive gives exactly want (size bytes), NUL-terminated. */
static void expect_member(const archive *a, size_t max, const void *want, size_t size)
{
    char *out = NULL;
    size_t out_size = 0;
    wg_error err;
    wg_status st = extract(a, max, &out, &out_size, &err);
    if (st != WG_OK)
        fail_msg("%s: %s (%s at %zu)", err.file, err.message, err.path, err.position);
    assert_int_equal(out_size, size);
    assert_memory_equal(out, want, size);
    assert_int_equal(out[size], '\0');
    wg_free(out);
    assert_int_equal(harness_live(), 0);
}

/* Extracting fails with code, at byte position of the archive, naming
 * path (the member, or "") and a message holding part; the outputs are
 * untouched and nothing is left allocated. */
static void expect_fail(const archive *a, size_t max, wg_status code, size_t position,
                        const char *path, const char *part)
{
    char untouched = 0;
    char *out = &untouched;
    size_t size = 7;
    wg_error err;
    if (extract(a, max, &out, &size, &err) == WG_OK) {
        wg_free(out); /* so that one failure does not fail the tests after it */
        fail_msg("extracted; wanted %s: ...%s...", wg_status_str(code), part);
    }
    expect_error(&err, code, "army.rosz", 0, 0, path, part);
    if (err.position != position)
        fail_msg("error \"%s\" at byte %zu, not %zu", err.message, err.position, position);
    assert_ptr_equal(out, &untouched);
    assert_int_equal(size, 7);
    assert_int_equal(harness_live(), 0);
}

#define ROSTER_SIZE (sizeof ROSTER - 1)

/* ---- tests --------------------------------------------------------------------- */

static void test_is_archive(void **state)
{
    (void)state;
    archive a = one_ros(8);
    assert_true(wgi_zip_is_archive((const char *)a.bytes, a.size));
    assert_true(wgi_zip_is_archive("PK\3\4", 4));
    assert_false(wgi_zip_is_archive("PK\3", 3));
    assert_false(wgi_zip_is_archive("PK\5\6", 4)); /* an archive without members */
    assert_false(wgi_zip_is_archive("<?xml version=\"1.0\"?>", 21));
    assert_false(wgi_zip_is_archive(NULL, 0));
    drop(&a);
}

static void test_deflated_and_stored(void **state)
{
    (void)state;
    for (unsigned method = 0; method <= 8; method += 8) {
        archive a = one_ros(method);
        expect_member(&a, WG_BSDATA_FILE_MAX, ROSTER, ROSTER_SIZE);
        expect_member(&a, ROSTER_SIZE, ROSTER, ROSTER_SIZE); /* exactly the limit */
        drop(&a);
    }
    /* other members are passed over; the suffix matches in any case */
    static const char readme[] = "made by the test";
    member m[] = {
        {"readme.txt", readme, sizeof readme - 1, 8, NULL},
        {"rosters/Army.ROS", NULL, 0, 8, NULL},
        {"army.ros.bak", readme, sizeof readme - 1, 0, NULL},
        {"s", readme, 1, 0, NULL}, /* a name shorter than the suffix */
    };
    archive a = build(m, 4);
    expect_member(&a, WG_BSDATA_FILE_MAX, ROSTER, ROSTER_SIZE);
    char *out = NULL;
    size_t size = 0;
    assert_int_equal(wgi_zip_extract(&out, &size, (const char *)a.bytes, a.size, ".ROS", 1000,
                                    NULL, NULL),
                     WG_OK);
    assert_string_equal(out, ROSTER);
    wg_free(out);
    drop(&a);
    /* an empty member, stored or deflated */
    for (unsigned method = 0; method <= 8; method += 8) {
        member empty = {"empty.ros", "", 0, method, NULL};
        a = build(&empty, 1);
        expect_member(&a, 0, "", 0);
        drop(&a);
    }
}

/* Larger than the end record's search window (65,557 bytes), and with a
 * comment that holds an end record's signature: the real one is found. */
static void test_large_and_commented(void **state)
{
    (void)state;
    size_t n = 100000;
    char *big = malloc(n);
    assert_non_null(big);
    for (size_t i = 0; i < n; i++)
        big[i] = (char)('a' + (i * 7919 % 26));
    member m = {"big.ros", big, n, 0, NULL};
    archive a = build_commented(&m, 1, "PK\5\6 a fake end record in the comment");
    expect_member(&a, n, big, n);
    drop(&a);
    /* no end record in 100,000 bytes */
    a = (archive){0};
    put(&a, big, n);
    expect_fail(&a, n, WG_EPARSE, n, "", "no end of central directory record");
    drop(&a);
    free(big);
}

/* A .rosz made by Python's zipfile (fuzz/zip_seeds.py) reads too. */
static void test_archive_from_python(void **state)
{
    (void)state;
    char path[1024];
    static const char *const names[] = {"valid-deflated.rosz", "valid-stored.rosz",
                                        "with-readme.rosz", "comment.rosz"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char file[128];
        snprintf(file, sizeof file, "fuzz/corpus/zip/%s", names[i]);
        FILE *f = fopen(source_path(path, sizeof path, file), "rb");
        assert_non_null(f);
        unsigned char bytes[4096];
        size_t size = fread(bytes, 1, sizeof bytes, f);
        fclose(f);
        char *out = NULL;
        size_t out_size = 0;
        wg_error err;
        wg_status st = wgi_zip_extract(&out, &out_size, (const char *)bytes, size, ".ros",
                                      WG_BSDATA_FILE_MAX, names[i], &err);
        if (st != WG_OK)
            fail_msg("%s: %s", names[i], err.message);
        assert_non_null(strstr(out, "<roster id=\"r1\" name=\"Seed\""));
        assert_int_equal(strlen(out), out_size);
        wg_free(out);
    }
}

static void test_crc_mismatch(void **state)
{
    (void)state;
    for (unsigned method = 0; method <= 8; method += 8) {
        archive a = one_ros(method);
        patch32(&a, a.central[0] + C_CRC, get32(&a, a.central[0] + C_CRC) ^ 1u);
        expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                    "CRC-32 mismatch");
        drop(&a);
    }
    /* a name longer than the error's path field is cut to fit */
    char name[400];
    memset(name, 'n', sizeof name);
    strcpy(name + sizeof name - 5, ".ros");
    member m = {name, NULL, 0, 8, NULL};
    archive a = build(&m, 1);
    patch32(&a, a.central[0] + C_CRC, 0);
    char untouched = 0, *out = &untouched;
    size_t size = 0;
    wg_error err;
    assert_int_equal(extract(&a, WG_BSDATA_FILE_MAX, &out, &size, &err), WG_EPARSE);
    assert_int_equal(strlen(err.path), WG_ERROR_PATH_SIZE - 1);
    assert_memory_equal(err.path, name, WG_ERROR_PATH_SIZE - 1);
    drop(&a);
}

/* Every prefix of an archive fails cleanly, and so does every archive with
 * one byte changed, or it still reads (a date, say) the same member. */
static void test_truncated_and_damaged(void **state)
{
    (void)state;
    member m[] = {{"notes.txt", "notes", 5, 8, NULL}, {"army.ros", NULL, 0, 8, NULL}};
    archive a = build(m, 2);
    for (size_t len = 0; len < a.size; len++) {
        archive prefix = a;
        prefix.size = len;
        expect_fail(&prefix, WG_BSDATA_FILE_MAX, WG_EPARSE, len, "",
                    "no end of central directory record");
    }
    archive bad = a;
    bad.bytes = malloc(a.size);
    assert_non_null(bad.bytes);
    for (size_t at = 0; at < a.size; at++) {
        memcpy(bad.bytes, a.bytes, a.size);
        bad.bytes[at] ^= 0xff;
        char *out = NULL;
        size_t size = 0;
        wg_error err;
        wg_status st = extract(&bad, 4096, &out, &size, &err);
        if (st == WG_OK) {
            assert_int_equal(size, ROSTER_SIZE);
            assert_memory_equal(out, ROSTER, size + 1);
            wg_free(out);
        } else {
            assert_true(st == WG_EPARSE || st == WG_ERANGE);
            assert_int_equal(err.code, st);
            assert_string_equal(err.file, "army.rosz");
            assert_true(err.message[0] != '\0' && err.position <= a.size);
            assert_null(out);
        }
        assert_int_equal(harness_live(), 0);
    }
    free(bad.bytes);
    drop(&a);
}

static void test_no_end_record(void **state)
{
    (void)state;
    archive a = {0};
    put(&a, ROSTER, ROSTER_SIZE);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, ROSTER_SIZE, "",
                "not a zip archive, or a truncated one");
    drop(&a);
    char *out = NULL;
    size_t size = 0;
    wg_error err;
    assert_int_equal(wgi_zip_extract(&out, &size, NULL, 0, ".ros", 10, NULL, &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "<archive>", 0, 0, "", "no end of central directory record");
    /* trailing bytes after the end record: it no longer ends the data */
    a = one_ros(8);
    put(&a, "x", 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.size, "",
                "no end of central directory record");
    drop(&a);
}

static void test_member_count(void **state)
{
    (void)state;
    member m[WG_BSDATA_ZIP_ENTRIES_MAX + 1];
    char names[WG_BSDATA_ZIP_ENTRIES_MAX + 1][16];
    for (size_t i = 0; i < WG_BSDATA_ZIP_ENTRIES_MAX + 1; i++) {
        snprintf(names[i], sizeof names[i], "n%zu.txt", i);
        m[i] = (member){names[i], "x", 1, 0, NULL};
    }
    m[WG_BSDATA_ZIP_ENTRIES_MAX / 2].name = "army.ros";
    m[WG_BSDATA_ZIP_ENTRIES_MAX / 2].data = NULL;
    archive a = build(m, WG_BSDATA_ZIP_ENTRIES_MAX);
    expect_member(&a, WG_BSDATA_FILE_MAX, ROSTER, ROSTER_SIZE);
    drop(&a);
    a = build(m, WG_BSDATA_ZIP_ENTRIES_MAX + 1);
    char message[64];
    snprintf(message, sizeof message, "%d members, over the limit of %d",
             WG_BSDATA_ZIP_ENTRIES_MAX + 1, WG_BSDATA_ZIP_ENTRIES_MAX);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "", message);
    drop(&a);
}

static void test_no_ros_member(void **state)
{
    (void)state;
    member m = {"notes.txt", "notes", 5, 8, NULL};
    archive a = build(&m, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "",
                "no .ros file in the archive");
    drop(&a);
    a = build(NULL, 0); /* an archive without members: just the end record */
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, 0, "", "no .ros file in the archive");
    drop(&a);
}

static void test_two_ros_members(void **state)
{
    (void)state;
    member m[] = {{"first.ros", NULL, 0, 8, NULL}, {"notes.txt", "n", 1, 0, NULL},
                  {"second.ROS", NULL, 0, 0, NULL}};
    archive a = build(m, 3);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[2], "second.ROS",
                "two .ros files in the archive: \"first.ros\" and \"second.ROS\"");
    drop(&a);
    /* long names are shown cut */
    char name[300];
    memset(name, 'l', sizeof name);
    strcpy(name + sizeof name - 5, ".ros");
    m[2].name = name;
    a = build(m, 3);
    char untouched = 0, *out = &untouched;
    size_t size = 0;
    wg_error err;
    assert_int_equal(extract(&a, WG_BSDATA_FILE_MAX, &out, &size, &err), WG_EPARSE);
    char want[300];
    snprintf(want, sizeof want, "\"first.ros\" and \"%.200s\"", name); /* cut to 200 */
    assert_non_null(strstr(err.message, want));
    assert_ptr_equal(out, &untouched);
    drop(&a);
}

static void test_declared_size_over_max(void **state)
{
    (void)state;
    char message[100];
    snprintf(message, sizeof message, "the member declares %zu bytes, over the limit of %zu",
             ROSTER_SIZE, ROSTER_SIZE - 1);
    for (unsigned method = 0; method <= 8; method += 8) {
        archive a = one_ros(method);
        expect_fail(&a, ROSTER_SIZE - 1, WG_ERANGE, a.central[0], "army.ros", message);
        drop(&a);
    }
}

/* Sizes that do not match the data: declared smaller than it inflates is
 * a size limit (inflation stops one byte past it); larger, damage. */
static void test_lying_sizes(void **state)
{
    (void)state;
    archive a = one_ros(8);
    patch32(&a, a.central[0] + C_UNPACKED, 100);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_ERANGE, a.local[0], "army.ros",
                "inflates to more than the 100 bytes it declares");
    patch32(&a, a.central[0] + C_UNPACKED, 0);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_ERANGE, a.local[0], "army.ros",
                "inflates to more than the 0 bytes it declares");
    patch32(&a, a.central[0] + C_UNPACKED, ROSTER_SIZE + 1);
    char message[100];
    snprintf(message, sizeof message, "the member inflates to %zu bytes, not the %zu it declares",
             ROSTER_SIZE, ROSTER_SIZE + 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros", message);
    drop(&a);
    /* a stored member's two sizes must agree */
    a = one_ros(0);
    patch32(&a, a.central[0] + C_UNPACKED, 10);
    snprintf(message, sizeof message, "a stored member of %zu bytes declares 10 bytes unpacked",
             ROSTER_SIZE);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "army.ros", message);
    drop(&a);
}

static void test_encrypted(void **state)
{
    (void)state;
    archive a = one_ros(8);
    patch16(&a, a.central[0] + C_FLAGS, 0x0001);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "army.ros",
                "encrypted members are not supported");
    patch16(&a, a.central[0] + C_FLAGS, 0x0008); /* a data descriptor is fine */
    expect_member(&a, WG_BSDATA_FILE_MAX, ROSTER, ROSTER_SIZE);
    drop(&a);
}

static void test_zip64(void **state)
{
    (void)state;
    static const size_t member_fields[] = {C_PACKED, C_UNPACKED, C_LOCAL};
    for (size_t i = 0; i < 3; i++) {
        archive a = one_ros(8);
        patch32(&a, a.central[0] + member_fields[i], 0xffffffffu);
        expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "army.ros",
                    "ZIP64 members are not supported");
        drop(&a);
    }
    archive a = one_ros(8);
    patch16(&a, a.end + E_TOTAL, 0xffff);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "", "ZIP64 archives are not supported");
    drop(&a);
    static const size_t end_fields[] = {E_CD_SIZE, E_CD_OFFSET};
    for (size_t i = 0; i < 2; i++) {
        a = one_ros(8);
        patch32(&a, a.end + end_fields[i], 0xffffffffu);
        expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "",
                    "ZIP64 archives are not supported");
        drop(&a);
    }
    /* a ZIP64 end record locator right before the end record */
    a = one_ros(8);
    patch32(&a, a.end - 20, 0x07064b50u);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "", "ZIP64 archives are not supported");
    drop(&a);
}

static void test_several_disks(void **state)
{
    (void)state;
    static const size_t end_fields[] = {E_DISK, E_CD_DISK, E_ON_DISK};
    for (size_t i = 0; i < 3; i++) {
        archive a = one_ros(8);
        patch16(&a, a.end + end_fields[i], 2); /* of 1 */
        expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "",
                    "archives split over several disks are not supported");
        drop(&a);
    }
    archive a = one_ros(8);
    patch16(&a, a.central[0] + C_DISK, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "army.ros",
                "archives split over several disks are not supported");
    drop(&a);
}

/* Offsets and lengths that point outside what they must lie in. */
static void test_offsets_outside(void **state)
{
    (void)state;
    member m[] = {{"army.ros", NULL, 0, 8, NULL}, {"notes.txt", "notes", 5, 0, NULL}};
    archive a = build(m, 2);
    size_t cd = a.central[0], cd_size = a.end - cd;
    /* the directory does not end at the end record */
    patch32(&a, a.end + E_CD_OFFSET, (uint32_t)a.end + 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "",
                "does not end where the end record starts");
    patch32(&a, a.end + E_CD_OFFSET, (uint32_t)cd);
    patch32(&a, a.end + E_CD_SIZE, (uint32_t)cd_size - 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "",
                "the central directory (offset");
    patch32(&a, a.end + E_CD_SIZE, (uint32_t)cd_size);
    /* more members than records; a record without its signature */
    patch16(&a, a.end + E_TOTAL, 3);
    patch16(&a, a.end + E_ON_DISK, 3);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.end, "",
                "member 3 of 3: no central directory record here");
    patch16(&a, a.end + E_TOTAL, 1);
    patch16(&a, a.end + E_ON_DISK, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[1], "",
                "the central directory has bytes after its 1 members");
    patch16(&a, a.end + E_TOTAL, 2);
    patch16(&a, a.end + E_ON_DISK, 2);
    a.bytes[a.central[1]] = 'Q';
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[1], "",
                "member 2 of 2: no central directory record here");
    a.bytes[a.central[1]] = 'P';
    /* a name running past the directory */
    patch16(&a, a.central[1] + C_NAME_LEN, 0xffff);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[1], "",
                "member 2 of 2: its record runs past the central directory");
    patch16(&a, a.central[1] + C_NAME_LEN, 9);
    expect_member(&a, WG_BSDATA_FILE_MAX, ROSTER, ROSTER_SIZE);
    /* a local header outside the members' data, or not there */
    patch32(&a, cd + C_LOCAL, (uint32_t)cd);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, cd, "army.ros",
                "no local header at offset");
    patch32(&a, cd + C_LOCAL, (uint32_t)a.size + 1000);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, cd, "army.ros",
                "no local header at offset");
    patch32(&a, cd + C_LOCAL, (uint32_t)a.local[1]);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[1], "army.ros",
                "the local header names \"notes.txt\", the central directory \"army.ros\"");
    patch32(&a, cd + C_LOCAL, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, cd, "army.ros",
                "no local header at offset 1");
    patch32(&a, cd + C_LOCAL, 0);
    /* the local header's name or extra field running past the data */
    static const size_t lengths[] = {L_NAME_LEN, L_EXTRA_LEN};
    for (size_t i = 0; i < 2; i++) {
        unsigned before = a.bytes[a.local[0] + lengths[i]];
        patch16(&a, a.local[0] + lengths[i], 0xffff);
        expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                    "the local header runs past the members' data");
        patch16(&a, a.local[0] + lengths[i], before);
    }
    /* compressed data running past the members' data */
    patch32(&a, cd + C_PACKED, (uint32_t)(cd - a.local[0]));
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "bytes of data run past the members' data");
    drop(&a);
}

static void test_local_and_central_disagree(void **state)
{
    (void)state;
    member m = {"army.ros", NULL, 0, 8, "arme.ros"};
    archive a = build(&m, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "the local header names \"arme.ros\", the central directory \"army.ros\"");
    drop(&a);
    m.local_name = "army.ros2";
    a = build(&m, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "the local header names \"army.ros2\"");
    drop(&a);
    a = one_ros(8);
    patch16(&a, a.local[0] + L_METHOD, 0);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "the local header's compression method (0) is not the central directory's (8)");
    drop(&a);
}

static void test_unsupported_method(void **state)
{
    (void)state;
    member m = {"army.ros", NULL, 0, 12, NULL}; /* bzip2 */
    archive a = build(&m, 1);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.central[0], "army.ros",
                "compression method 12 is not supported");
    drop(&a);
}

/* Deflate data that is damaged, cut short, or followed by more bytes. */
static void test_bad_deflate_data(void **state)
{
    (void)state;
    archive a = one_ros(8);
    size_t data = a.local[0] + L_SIZE + 8;
    a.bytes[data] = 0xff; /* block type 3: invalid */
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "bad compressed data (invalid block type)");
    drop(&a);
    member m[] = {{"army.ros", NULL, 0, 8, NULL}, {"notes.txt", "notes", 5, 0, NULL}};
    a = build(m, 2);
    uint32_t packed = get32(&a, a.central[0] + C_PACKED);
    patch32(&a, a.central[0] + C_PACKED, packed - 2);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "the compressed data ends early");
    patch32(&a, a.central[0] + C_PACKED, packed + 3);
    expect_fail(&a, WG_BSDATA_FILE_MAX, WG_EPARSE, a.local[0], "army.ros",
                "3 bytes follow the end of the compressed data");
    drop(&a);
}

static void test_arguments(void **state)
{
    (void)state;
    archive a = one_ros(8);
    const char *d = (const char *)a.bytes;
    char *out = NULL;
    size_t size = 0;
    wg_error err;
    assert_int_equal(wgi_zip_extract(NULL, &size, d, a.size, ".ros", 10, "a", &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wgi_zip_extract: a NULL argument");
    assert_int_equal(wgi_zip_extract(&out, NULL, d, a.size, ".ros", 10, "a", &err), WG_EINVAL);
    assert_int_equal(wgi_zip_extract(&out, &size, d, a.size, NULL, 10, "a", &err), WG_EINVAL);
    assert_int_equal(wgi_zip_extract(&out, &size, NULL, 1, ".ros", 10, "a", &err), WG_EINVAL);
    assert_null(out);
    drop(&a);
}

/* ---- allocation failures ---------------------------------------------------------- */

static wg_status op_extract(void *ctx)
{
    const archive *a = ctx;
    char *out = NULL;
    size_t size = 0;
    wg_error err;
    wg_status st = extract(a, WG_BSDATA_FILE_MAX, &out, &size, &err);
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        assert_null(out);
        return st;
    }
    assert_string_equal(out, ROSTER);
    wg_free(out);
    return st;
}

/* A member whose data is cut short: zlib allocates its window then (it
 * did not finish in one call), and that failure is WG_ENOMEM too. */
static wg_status op_extract_cut_short(void *ctx)
{
    const archive *a = ctx;
    char *out = NULL;
    size_t size = 0;
    wg_error err;
    wg_status st = extract(a, WG_BSDATA_FILE_MAX, &out, &size, &err);
    if (st == WG_ENOMEM)
        return st;
    expect_error(&err, WG_EPARSE, "army.rosz", 0, 0, "army.ros", "ends early");
    return WG_OK;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    archive a = one_ros(8);
    assert_int_equal(harness_fail_each_alloc(op_extract, &a), 2); /* the text, zlib's state */
    drop(&a);
    a = one_ros(0);
    assert_int_equal(harness_fail_each_alloc(op_extract, &a), 1);
    drop(&a);
    a = one_ros(8);
    patch32(&a, a.central[0] + C_PACKED, get32(&a, a.central[0] + C_PACKED) - 2);
    assert_int_equal(harness_fail_each_alloc(op_extract_cut_short, &a), 3); /* and the window */
    drop(&a);
    assert_int_equal(harness_live(), 0);
}

/* ---- zip bombs, with an allocator that measures ------------------------------------ */

static size_t bytes_allocated, largest_allocation;

static void measure(size_t size)
{
    bytes_allocated += size;
    if (size > largest_allocation)
        largest_allocation = size;
}

static void *measuring_malloc(size_t size)
{
    measure(size);
    return malloc(size);
}

static void *measuring_realloc(void *ptr, size_t size)
{
    measure(size);
    return realloc(ptr, size);
}

static int measure_setup(void **state)
{
    (void)state;
    return wg_set_allocator(measuring_malloc, measuring_realloc, free) == WG_OK ? 0 : -1;
}

/* count MiB of zeros, deflated: one MiB deflated with a full flush (which
 * makes it independent of what came before) repeated, then a last block. */
static unsigned char *zero_bomb(size_t count, size_t *out_n)
{
    size_t mib = 1u << 20;
    unsigned char *zeros = calloc(mib, 1);
    unsigned char *chunk = malloc(mib);
    assert_true(zeros && chunk);
    z_stream s;
    memset(&s, 0, sizeof s);
    assert_int_equal(deflateInit2(&s, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    s.next_in = zeros;
    s.avail_in = (uInt)mib;
    s.next_out = chunk;
    s.avail_out = (uInt)mib;
    assert_int_equal(deflate(&s, Z_FULL_FLUSH), Z_OK);
    size_t chunk_n = s.total_out;
    unsigned char tail[16];
    s.next_out = tail;
    s.avail_out = sizeof tail;
    assert_int_equal(deflate(&s, Z_FINISH), Z_STREAM_END);
    size_t tail_n = s.total_out - chunk_n;
    deflateEnd(&s);
    unsigned char *bomb = malloc(chunk_n * count + tail_n);
    assert_non_null(bomb);
    for (size_t i = 0; i < count; i++)
        memcpy(bomb + i * chunk_n, chunk, chunk_n);
    memcpy(bomb + count * chunk_n, tail, tail_n);
    *out_n = chunk_n * count + tail_n;
    free(zeros);
    free(chunk);
    return bomb;
}

/* What zlib allocates besides the output: its state and its window. */
#define ZLIB_OWN (64u * 1024u)

/* 1 MiB of deflate data that inflates to 1 GiB: refused by its declared
 * size, or stopped one byte past it (or past the limit), having allocated
 * no more than that plus zlib's own state. */
static void test_zip_bomb(void **state)
{
    (void)state;
    size_t n;
    unsigned char *bomb = zero_bomb(1024, &n);
    assert_true(n < (2u << 20));
    /* written as stored bytes, then labelled deflate in both headers */
    member m = {"army.ros", bomb, n, 0, NULL};
    archive a = build(&m, 1);
    patch16(&a, a.local[0] + L_METHOD, 8);
    patch16(&a, a.central[0] + C_METHOD, 8);
    static const struct {
        uint32_t declared;
        size_t max;
        wg_status code;
        const char *message;
    } cases[] = {
        {1u << 30, WG_BSDATA_FILE_MAX, WG_ERANGE, "declares 1073741824 bytes, over the limit"},
        {WG_BSDATA_FILE_MAX, WG_BSDATA_FILE_MAX, WG_ERANGE, "inflates to more than the 33554432"},
        {1000, WG_BSDATA_FILE_MAX, WG_ERANGE, "inflates to more than the 1000 bytes"},
        {1000, 1000, WG_ERANGE, "inflates to more than the 1000 bytes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        patch32(&a, a.central[0] + C_UNPACKED, cases[i].declared);
        bytes_allocated = largest_allocation = 0;
        char untouched = 0, *out = &untouched;
        size_t size = 0;
        wg_error err;
        assert_int_equal(extract(&a, cases[i].max, &out, &size, &err), cases[i].code);
        expect_error(&err, cases[i].code, "army.rosz", 0, 0, "army.ros", cases[i].message);
        size_t bound = cases[i].declared <= cases[i].max ? cases[i].declared + 1 : 0;
        assert_true(bytes_allocated >= bound); /* it did start inflating, when in bounds */
        if (bytes_allocated > bound + ZLIB_OWN || largest_allocation > bound + ZLIB_OWN)
            fail_msg("case %zu: %zu bytes allocated, the largest %zu: over %zu + %u", i,
                     bytes_allocated, largest_allocation, bound, ZLIB_OWN);
        assert_ptr_equal(out, &untouched);
    }
    drop(&a);
    free(bomb);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_is_archive),
        cmocka_unit_test(test_deflated_and_stored),
        cmocka_unit_test(test_large_and_commented),
        cmocka_unit_test(test_archive_from_python),
        cmocka_unit_test(test_crc_mismatch),
        cmocka_unit_test(test_truncated_and_damaged),
        cmocka_unit_test(test_no_end_record),
        cmocka_unit_test(test_member_count),
        cmocka_unit_test(test_no_ros_member),
        cmocka_unit_test(test_two_ros_members),
        cmocka_unit_test(test_declared_size_over_max),
        cmocka_unit_test(test_lying_sizes),
        cmocka_unit_test(test_encrypted),
        cmocka_unit_test(test_zip64),
        cmocka_unit_test(test_several_disks),
        cmocka_unit_test(test_offsets_outside),
        cmocka_unit_test(test_local_and_central_disagree),
        cmocka_unit_test(test_unsupported_method),
        cmocka_unit_test(test_bad_deflate_data),
        cmocka_unit_test(test_arguments),
        cmocka_unit_test(test_alloc_failures),
    };
    const struct CMUnitTest bombs[] = {
        cmocka_unit_test(test_zip_bomb),
    };
    int failed = cmocka_run_group_tests_name("zip", tests, harness_setup, harness_teardown);
    return failed + cmocka_run_group_tests_name("zip bombs", bombs, measure_setup,
                                                harness_teardown);
}
