/* bsdata module: the BattleScribe importer (wargen/bsdata.h). BattleScribeBook
 * is the SWIG class in both languages (a game system and one army book); its
 * catalogue crosses as a Catalog of its own, made once when the book is read
 * (wg_catalog_to_json, then wg_catalog_load_string), so that a script may keep
 * it, and the rosters made with it, after the book has gone. A roster crosses
 * as the wargen-roster/1 text the library writes; warnings as the problem
 * lists of wargen.i. A build without the importer has the same functions,
 * which fail with WG_ENOTSUP (NotSupportedError, wargen.ENOTSUP).
 * Included last: the %apply below name parameters. */

%rename(bsdata_supported) wg_bsdata_supported;
/** bsdata_supported(): whether this build has the BattleScribe importer. */
bool wg_bsdata_supported(void);

/* (const char *data, size_t size): file contents, which may hold any byte (a
 * .rosz is a zip archive): bytes, bytearray or str (as UTF-8) in Python, a
 * string in Lua; the library says what is wrong with them. */
#ifdef SWIGPYTHON
%typemap(in) (const char *data, size_t size) {
    Py_ssize_t n;
    if (PyUnicode_Check($input)) {
        $1 = (char *)PyUnicode_AsUTF8AndSize($input, &n);
        if ($1 == NULL)
            SWIG_fail;
    } else if (PyBytes_Check($input)) {
        if (PyBytes_AsStringAndSize($input, &$1, &n) < 0)
            SWIG_fail;
    } else if (PyByteArray_Check($input)) {
        $1 = PyByteArray_AsString($input);
        n = PyByteArray_Size($input);
    } else {
        wgb_py_type_error($input, "$1_name", "bytes or a str");
        SWIG_fail;
    }
    $2 = (size_t)n;
}
#endif
%include "bsdata.swg"  /* Lua's half: bindings/lua/bsdata.swg */
%apply (const char *data, size_t size) { (const char *system_xml, size_t system_size),
                                         (const char *book_xml, size_t book_size) };
%apply wg_problems **problems_out { wg_problems **warnings_out };
%apply const char *optional { const char *system_path, const char *name };

%feature("docstring") wg_bsdata_book
"BattleScribeBook(system_path, book_path): a game system (.gst) and one army book (.cat).";
WG_HANDLE(wg_bsdata_book, BattleScribeBook)
WG_OUT_HANDLE(wg_bsdata_book)
%rename(_bsdata_book_load_files) wg_bsdata_book_load_files;
%rename(_bsdata_book_load_strings) wg_bsdata_book_load_strings;
wg_status wg_bsdata_book_load_files(wg_bsdata_book **out, wg_problems **warnings_out,
                                    const char *system_path, const char *book_path,
                                    wg_error *err);
wg_status wg_bsdata_book_load_strings(wg_bsdata_book **out, wg_problems **warnings_out,
                                      const char *system_xml, size_t system_size,
                                      const char *book_xml, size_t book_size, wg_error *err);

%extend wg_bsdata_book {
    /** The book's catalogue as a Catalog of its own (the same wargen-catalog/1 document). */
    wg_status _catalog_copy_(wg_catalog **out, wg_error *err)
    { return wg_catalog_copy(out, wg_bsdata_book_catalog($self), err); }
    /** A .ros or .rosz file of this book as wargen-roster/1 text, and the warnings. */
    wg_status _import_roster_(char **json_out, wg_problems **warnings_out, const char *path,
                              wg_error *err)
    { return wg_bsdata_book_import_roster_file(json_out, warnings_out, $self, path, err); }
    /** The same from the file's contents; name names them in errors (None: "<roster>"). */
    wg_status _import_roster_string_(char **json_out, wg_problems **warnings_out,
                                     const char *data, size_t size, const char *name,
                                     wg_error *err)
    {
        return wg_bsdata_book_import_roster_string(json_out, warnings_out, $self, data, size, name,
                                                   err);
    }
#ifdef SWIGPYTHON
    %pythoncode %{
    def __init__(self, system_path, book_path):
        """A game system (``.gst``, or None: the one beside the book whose id the book
        names) and one army book (``.cat``) of BattleScribe's schema 2.03, read and
        mapped to a catalogue (wargen/bsdata.h)."""
        book, warnings = _bsdata_book_load_files(_path(system_path, "system_path", True),
                                                 _path(book_path, "book_path"))
        self._adopt(book, warnings)

    def _adopt(self, book, warnings):
        self.this = book.this
        self._catalog = self._catalog_copy()
        self._warnings = warnings

    @classmethod
    def load(cls, system_path, book_path):
        """Same as ``BattleScribeBook(system_path, book_path)``."""
        return cls(system_path, book_path)

    @classmethod
    def from_strings(cls, system_xml, book_xml):
        """The same from the two files' contents (str or bytes); errors name them
        "<system>" and "<book>"."""
        self = cls.__new__(cls)
        self._adopt(*_bsdata_book_load_strings(system_xml, book_xml))
        return self

    catalog = property(lambda self: self._catalog,
                       doc="The book's catalogue: a Catalog of its own, which outlives the book.")
    warnings = property(lambda self: self._warnings,
                        doc="What the book could not map, one wargen.Problems entry each.")

    def import_roster(self, path):
        """A ``.ros`` or ``.rosz`` file of this book: (the ``wargen-roster/1`` text, its
        warnings, a wargen.Problems)."""
        return tuple(self._import_roster(_path(path, "path")))

    def import_roster_string(self, data, name=None):
        """The same from the file's contents (bytes, or a str for a ``.ros``); ``name``
        names them in errors (None: "<roster>")."""
        return tuple(self._import_roster_string(data, name))

    def load_roster(self, path):
        """A ``.ros`` or ``.rosz`` file of this book as a Roster of ``catalog``, ready for
        validate() (its warnings: import_roster)."""
        path = _path(path, "path")
        json_text, _ = self._import_roster(path)
        return _roster_load_string(self._catalog, json_text, path)

    def __repr__(self):
        return f"<wargen.BattleScribeBook {self._catalog.id!r} {self._catalog.name!r}>"
    %}
#endif
}
%clear const char *name;
#ifdef SWIGPYTHON
%pythoncode %{
def _path(value, name, optional=False):
    """value as a path for the library: a str or an os.PathLike (None too when optional)."""
    import os
    if value is None and optional:
        return None
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if isinstance(value, str):
        return value
    from .errors import _type_error  # core loads before errors
    raise _type_error(name, "a path (str or os.PathLike)" + (" or None" if optional else ""),
                      type(value).__name__)
%}
#endif

/* ---- the Lua layer ------------------------------------------------------ */

