-- wargen.BattleScribeBook: BattleScribeBook.load(system_path, book_path) (system_path
-- nil: the .gst beside the book) or .from_strings(system_xml, book_xml); book.catalog
-- (a Catalog of its own), book.warnings (a sequence of error tables, with omitted),
-- book:import_roster(path) and book:import_roster_string(data[, name]): the
-- wargen-roster/1 text and its warnings; book:load_roster(path) and
-- book:load_roster_string(data[, name]): the roster read once by the library, a
-- Roster that keeps the book alive, whose catalog is book.catalog, and its
-- warnings. Failures return nil, message, code (ENOTSUP without the importer).
local wargen = ...
local Book = wargen.BattleScribeBook
local BookMT = getmetatable(Book)[".instance"]
local B = BookMT[".fn"]
local function adopt(book, warnings, code)
    if book == nil then return nil, warnings, code end
    local catalog, msg, c = book:_catalog_copy()
    if catalog == nil then return nil, msg, c end
    local kept = wargen._store(book)
    kept.catalog, kept.warnings = catalog, warnings
    return book
end
function Book.load(system_path, book_path)
    return adopt(wargen._bsdata_book_load_files(system_path, book_path))
end
getmetatable(Book).__call = function(_, system_path, book_path)
    return Book.load(system_path, book_path)
end
function Book.from_strings(system_xml, book_xml)
    return adopt(wargen._bsdata_book_load_strings(system_xml, book_xml))
end
BookMT[".get"].catalog = function(book) return wargen._store(book).catalog end
BookMT[".get"].warnings = function(book) return wargen._store(book).warnings end
B.import_roster = wargen._bsdata_book_import_roster_file
B.import_roster_string = wargen._bsdata_book_import_roster_string
B.load_roster = wargen._bsdata_book_load_roster_file
B.load_roster_string = wargen._bsdata_book_load_roster_string
-- A roster's catalog: the book's Catalog for a roster of a book.
local RosterGet = getmetatable(wargen.Roster)[".instance"][".get"]
local parent = RosterGet.catalog
function RosterGet.catalog(r)
    local p = parent(r)
    if getmetatable(p) == BookMT then return p.catalog end
    return p
end
function BookMT.__tostring(book)
    return ("wargen.BattleScribeBook(%q)"):format(book.catalog.id)
end
