-- wargen.BattleScribeBook: BattleScribeBook.load(system_path, book_path) (system_path
-- nil: the .gst beside the book) or .from_strings(system_xml, book_xml); book.catalog
-- (a Catalog of its own), book.warnings (a sequence of error tables, with omitted),
-- book:import_roster(path) and book:import_roster_string(data[, name]): the
-- wargen-roster/1 text and its warnings; book:load_roster(path): a Roster of
-- book.catalog. Failures return nil, message, code (ENOTSUP without the importer).
local wargen = ...
local Book = wargen.BattleScribeBook
local BookMT = getmetatable(Book)[".instance"]
local B = BookMT[".fn"]
-- The results of pcall(f, ...): a bad argument raised again as it is (at
-- the line that called the public function, wargen._error).
local function raise_up(ok, ...)
    if ok then return ... end
    error((...), 0)
end
local function adopt(book, warnings, code)
    if book == nil then return nil, warnings, code end
    local catalog, msg, c = book:_catalog_copy()
    if catalog == nil then return nil, msg, c end
    wargen._book_keep(book, { catalog = catalog, warnings = warnings })
    return book
end
function Book.load(system_path, book_path)
    return adopt(raise_up(pcall(wargen._bsdata_book_load_files, system_path, book_path)))
end
function Book.from_strings(system_xml, book_xml)
    return adopt(raise_up(pcall(wargen._bsdata_book_load_strings, system_xml, book_xml)))
end
BookMT[".get"].catalog = wargen._book_catalog
BookMT[".get"].warnings = wargen._book_warnings
B.import_roster = B._import_roster
function B:import_roster_string(data, name)
    return raise_up(pcall(B._import_roster_string, self, data, name))
end
function B:load_roster(path)
    local json, msg, code = raise_up(pcall(B._import_roster, self, path))
    if json == nil then return nil, msg, code end
    return wargen._roster_load_string(self.catalog, json, path)
end
function BookMT.__tostring(book)
    return ("wargen.BattleScribeBook(%q)"):format(book.catalog.id)
end
