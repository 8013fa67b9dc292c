/* The zip reader of the BattleScribe importer (internal/zip.h). The input
 * is untrusted: every offset and length is checked against the bytes there
 * are before it is used (as offset <= size && length <= size - offset, which
 * cannot overflow), and inflation writes into a buffer of the declared size
 * plus one byte, so no archive makes it allocate or write more than max + 1. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define ZLIB_CONST /* next_in points to const bytes */
#include <zlib.h>

#include "wargen/bsdata.h"
#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/zip.h"

/* Record signatures and fixed sizes (APPNOTE.TXT 4.3). */
#define LOCAL_SIG 0x04034b50u
#define CENTRAL_SIG 0x02014b50u
#define END_SIG 0x06054b50u
#define ZIP64_LOCATOR_SIG 0x07064b50u
#define LOCAL_SIZE 30u
#define CENTRAL_SIZE 46u
#define END_SIZE 22u
#define ZIP64_LOCATOR_SIZE 20u
/* The end record's comment is at most 65,535 bytes: it starts this far
 * from the end at the most. */
#define END_SEARCH (END_SIZE + 0xffffu)
#define FLAG_ENCRYPTED 0x0001u
#define METHOD_STORED 0u
#define METHOD_DEFLATE 8u

typedef struct zip_reader {
    const unsigned char *data;
    size_t size;
    const char *name; /* the archive's, for errors */
    wg_error *err;
} zip_reader;

/* What the central directory says of one member. */
typedef struct zip_member {
    size_t record; /* offset of its central directory record */
    const unsigned char *name;
    size_t name_len;
    unsigned flags, method, disk;
    uint32_t crc, packed, unpacked, local;
} zip_member;

static unsigned get16(const unsigned char *p)
{
    return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Whether length bytes from offset lie within the first limit bytes. */
static bool inside(size_t limit, size_t offset, size_t length)
{
    return offset <= limit && length <= limit - offset;
}

/* Fail with the archive as file, position as byte offset and member's
 * name (if any) as path. */
static wg_status WGI_COLD WGI_PRINTF(5, 6)
zip_fail(const zip_reader *z, wg_status code, size_t position, const zip_member *member,
         const char *fmt, ...)
{
    char path[WG_ERROR_PATH_SIZE] = "";
    if (member != NULL) {
        size_t len = member->name_len < sizeof path ? member->name_len : sizeof path - 1;
        memcpy(path, member->name, len);
        path[len] = '\0';
    }
    char message[WG_ERROR_MESSAGE_SIZE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    wgi_where where = {z->name, 0, 0, position, path};
    return wgi_fail_at(z->err, code, &where, "%s", message);
}

/* How many bytes of a name a message shows (it is cut at 512 anyway). */
static int shown(size_t len)
{
    return len > 200 ? 200 : (int)len;
}

static bool ends_with(const unsigned char *name, size_t len, const char *suffix)
{
    size_t n = strlen(suffix);
    if (n > len)
        return false;
    for (size_t i = 0; i < n; i++) {
        unsigned a = name[len - n + i], b = (unsigned char)suffix[i];
        if ((a >= 'A' && a <= 'Z' ? a + 32 : a) != (b >= 'A' && b <= 'Z' ? b + 32 : b))
            return false;
    }
    return true;
}

/* The end of central directory record: the last signature whose comment
 * reaches exactly to the end of the data (a signature inside a comment does
 * not), within the last END_SEARCH bytes. */
static wg_status find_end(size_t *out, const zip_reader *z)
{
    if (z->size >= END_SIZE) {
        size_t lowest = z->size > END_SEARCH ? z->size - END_SEARCH : 0;
        for (size_t at = z->size - END_SIZE + 1; at-- > lowest;) {
            const unsigned char *p = z->data + at;
            if (get32(p) == END_SIG && get16(p + 20) == z->size - at - END_SIZE) {
                *out = at;
                return WG_OK;
            }
        }
    }
    return zip_fail(z, WG_EPARSE, z->size, NULL,
                    "no end of central directory record: not a zip archive, or a truncated one");
}

/* The central directory's offset and member count, checked against the
 * end record at end. */
static wg_status read_end(size_t *cd_offset, unsigned *count, const zip_reader *z, size_t end)
{
    const unsigned char *p = z->data + end;
    unsigned disk = get16(p + 4), cd_disk = get16(p + 6);
    unsigned on_disk = get16(p + 8), total = get16(p + 10);
    uint32_t cd_size = get32(p + 12), offset = get32(p + 16);
    if (total == 0xffffu || cd_size == 0xffffffffu || offset == 0xffffffffu ||
        (end >= ZIP64_LOCATOR_SIZE && get32(p - ZIP64_LOCATOR_SIZE) == ZIP64_LOCATOR_SIG))
        return zip_fail(z, WG_EPARSE, end, NULL, "ZIP64 archives are not supported");
    if (disk != 0 || cd_disk != 0 || on_disk != total)
        return zip_fail(z, WG_EPARSE, end, NULL,
                        "archives split over several disks are not supported");
    if (total > WG_BSDATA_ZIP_ENTRIES_MAX)
        return zip_fail(z, WG_EPARSE, end, NULL, "%u members, over the limit of %u", total,
                        (unsigned)WG_BSDATA_ZIP_ENTRIES_MAX);
    /* The directory ends where the end record starts: no gap, no overlap. */
    if (offset > end || cd_size != end - offset)
        return zip_fail(z, WG_EPARSE, end, NULL,
                        "the central directory (offset %lu, %lu bytes) does not end where the "
                        "end record starts (offset %zu)",
                        (unsigned long)offset, (unsigned long)cd_size, end);
    *cd_offset = offset;
    *count = total;
    return WG_OK;
}

/* Walk the count records of the directory [start, end) and pick the one
 * member whose name ends in suffix. */
static wg_status find_member(zip_member *out, const zip_reader *z, size_t start, size_t end,
                             unsigned count, const char *suffix)
{
    size_t at = start;
    bool found = false;
    for (unsigned i = 0; i < count; i++) {
        const unsigned char *p = z->data + at;
        if (!inside(end, at, CENTRAL_SIZE) || get32(p) != CENTRAL_SIG)
            return zip_fail(z, WG_EPARSE, at, NULL,
                            "member %u of %u: no central directory record here", i + 1, count);
        size_t name_len = get16(p + 28);
        size_t rest = name_len + get16(p + 30) + get16(p + 32); /* name, extra, comment */
        if (!inside(end, at + CENTRAL_SIZE, rest))
            return zip_fail(z, WG_EPARSE, at, NULL,
                            "member %u of %u: its record runs past the central directory",
                            i + 1, count);
        zip_member m = {
            .record = at, .name = p + CENTRAL_SIZE, .name_len = name_len,
            .flags = get16(p + 8), .method = get16(p + 10), .disk = get16(p + 34),
            .crc = get32(p + 16), .packed = get32(p + 20), .unpacked = get32(p + 24),
            .local = get32(p + 42),
        };
        if (ends_with(m.name, m.name_len, suffix)) {
            if (found)
                return zip_fail(z, WG_EPARSE, at, &m,
                                "two %s files in the archive: \"%.*s\" and \"%.*s\"", suffix,
                                shown(out->name_len),
                                (const char *)out->name,
                                shown(m.name_len),
                                (const char *)m.name);
            *out = m;
            found = true;
        }
        at += CENTRAL_SIZE + rest;
    }
    if (at != end)
        return zip_fail(z, WG_EPARSE, at, NULL,
                        "the central directory has bytes after its %u members", count);
    if (!found)
        return zip_fail(z, WG_EPARSE, start, NULL, "no %s file in the archive", suffix);
    return WG_OK;
}

/* What the member's central record says, against what this reader
 * supports and the limit max. */
static wg_status check_member(const zip_reader *z, const zip_member *m, size_t max)
{
    if (m->packed == 0xffffffffu || m->unpacked == 0xffffffffu || m->local == 0xffffffffu)
        return zip_fail(z, WG_EPARSE, m->record, m, "ZIP64 members are not supported");
    if (m->disk != 0)
        return zip_fail(z, WG_EPARSE, m->record, m,
                        "archives split over several disks are not supported");
    if (m->flags & FLAG_ENCRYPTED)
        return zip_fail(z, WG_EPARSE, m->record, m, "encrypted members are not supported");
    if (m->method != METHOD_STORED && m->method != METHOD_DEFLATE)
        return zip_fail(z, WG_EPARSE, m->record, m,
                        "compression method %u is not supported (only 0, stored, and 8, "
                        "deflate)",
                        m->method);
    if (m->unpacked > max)
        return zip_fail(z, WG_ERANGE, m->record, m,
                        "the member declares %lu bytes, over the limit of %zu",
                        (unsigned long)m->unpacked, max);
    if (m->method == METHOD_STORED && m->packed != m->unpacked)
        return zip_fail(z, WG_EPARSE, m->record, m,
                        "a stored member of %lu bytes declares %lu bytes unpacked",
                        (unsigned long)m->packed, (unsigned long)m->unpacked);
    return WG_OK;
}

/* The member's local header, which must agree with its central record,
 * and where its data starts; member data lies before the directory at
 * cd_offset. */
static wg_status read_local(size_t *data_at, const zip_reader *z, const zip_member *m,
                            size_t cd_offset)
{
    size_t at = m->local;
    /* no pointer into the data before the offset is known to be in it */
    if (!inside(cd_offset, at, LOCAL_SIZE) || get32(z->data + at) != LOCAL_SIG)
        return zip_fail(z, WG_EPARSE, m->record, m, "no local header at offset %zu", at);
    const unsigned char *p = z->data + at;
    size_t name_len = get16(p + 26), extra_len = get16(p + 28);
    if (!inside(cd_offset, at + LOCAL_SIZE, name_len + extra_len))
        return zip_fail(z, WG_EPARSE, at, m, "the local header runs past the members' data");
    if (name_len != m->name_len || memcmp(p + LOCAL_SIZE, m->name, name_len) != 0)
        return zip_fail(z, WG_EPARSE, at, m,
                        "the local header names \"%.*s\", the central directory \"%.*s\"",
                        shown(name_len), (const char *)p + LOCAL_SIZE, shown(m->name_len),
                        (const char *)m->name);
    if (get16(p + 8) != m->method)
        return zip_fail(z, WG_EPARSE, at, m,
                        "the local header's compression method (%u) is not the central "
                        "directory's (%u)",
                        get16(p + 8), m->method);
    size_t start = at + LOCAL_SIZE + name_len + extra_len;
    if (!inside(cd_offset, start, m->packed))
        return zip_fail(z, WG_EPARSE, at, m,
                        "the member's %lu bytes of data run past the members' data",
                        (unsigned long)m->packed);
    *data_at = start;
    return WG_OK;
}

/* zlib's allocations go through the library's allocator. */
static voidpf zip_zalloc(voidpf opaque, uInt items, uInt size)
{
    (void)opaque;
    return wgi_calloc(items, size);
}

static void zip_zfree(voidpf opaque, voidpf address)
{
    (void)opaque;
    wg_free(address);
}

/* Inflate the raw deflate data of m (at data_at) into buf, which holds
 * m->unpacked + 1 bytes: inflating into that last byte means the data
 * inflates to more than declared, and stops there. */
static wg_status inflate_member(const zip_reader *z, const zip_member *m, size_t data_at,
                                unsigned char *buf)
{
    z_stream s;
    memset(&s, 0, sizeof s);
    s.zalloc = zip_zalloc;
    s.zfree = zip_zfree;
    /* With these constant arguments, running out of memory is the one way
     * it can fail. */
    if (inflateInit2(&s, -MAX_WBITS) != Z_OK)
        return wgi_fail_nomem(z->err);
    s.next_in = z->data + data_at;
    s.avail_in = m->packed;
    s.next_out = buf;
    s.avail_out = m->unpacked + 1u; /* at most 0xffffffff: ZIP64 values are refused */
    int r = inflate(&s, Z_FINISH);
    uLong got = s.total_out;
    uInt left = s.avail_in;
    const char *why = s.msg ? s.msg : "no message";
    wg_status st = WG_OK;
    if (s.avail_out == 0)
        st = zip_fail(z, WG_ERANGE, m->local, m,
                      "the member inflates to more than the %lu bytes it declares",
                      (unsigned long)m->unpacked);
    else if (r == Z_MEM_ERROR)
        st = wgi_fail_nomem(z->err);
    else if (r == Z_DATA_ERROR)
        st = zip_fail(z, WG_EPARSE, m->local, m, "bad compressed data (%s)", why);
    else if (r != Z_STREAM_END)
        st = zip_fail(z, WG_EPARSE, m->local, m, "the compressed data ends early");
    else if (left != 0)
        st = zip_fail(z, WG_EPARSE, m->local, m,
                      "%lu bytes follow the end of the compressed data", (unsigned long)left);
    else if (got != m->unpacked)
        st = zip_fail(z, WG_EPARSE, m->local, m,
                      "the member inflates to %lu bytes, not the %lu it declares", got,
                      (unsigned long)m->unpacked);
    inflateEnd(&s);
    return st;
}

wg_status wgi_zip_extract(char **out, size_t *out_size, const char *data, size_t size,
                         const char *suffix, size_t max, const char *name, wg_error *err)
{
    if (out == NULL || out_size == NULL || suffix == NULL || (data == NULL && size > 0))
        return wgi_fail(err, WG_EINVAL, "wgi_zip_extract: a NULL argument");
    zip_reader z = {(const unsigned char *)data, size, name ? name : "<archive>", err};
    size_t end = 0, cd_offset = 0, data_at = 0;
    unsigned count = 0;
    zip_member m = {0};
    wg_status st = find_end(&end, &z);
    if (st == WG_OK)
        st = read_end(&cd_offset, &count, &z, end);
    if (st == WG_OK)
        st = find_member(&m, &z, cd_offset, end, count, suffix);
    if (st == WG_OK)
        st = check_member(&z, &m, max);
    if (st == WG_OK)
        st = read_local(&data_at, &z, &m, cd_offset);
    if (st != WG_OK)
        return st;
    unsigned char *buf = wgi_malloc((size_t)m.unpacked + 1);
    if (buf == NULL)
        return wgi_fail_nomem(err);
    if (m.method == METHOD_STORED)
        memcpy(buf, z.data + data_at, m.unpacked);
    else
        st = inflate_member(&z, &m, data_at, buf);
    if (st == WG_OK && crc32(0L, buf, m.unpacked) != m.crc)
        st = zip_fail(&z, WG_EPARSE, m.local, &m,
                      "CRC-32 mismatch: the data has %08lx, the archive says %08lx",
                      crc32(0L, buf, m.unpacked), (unsigned long)m.crc);
    if (st != WG_OK) {
        wg_free(buf);
        return st;
    }
    buf[m.unpacked] = '\0';
    *out = (char *)buf;
    *out_size = m.unpacked;
    return WG_OK;
}

bool wgi_zip_is_archive(const char *data, size_t size)
{
    return data != NULL && size >= 4 && memcmp(data, "PK\3\4", 4) == 0;
}
