// Package table holds Griff's tables of game data: immutable values with typed
// columns and rows keyed by id, read from CSV files that game designers edit in a
// spreadsheet.
//
// # CSV conventions
//
//   - Text is UTF-8; a byte-order mark at the start (Excel writes one) is removed.
//   - The separator is ",", ";" or a tab, whichever appears most often outside quotes
//     on the header line (the first line that is not empty; "," on a tie), unless
//     the first line names it: "sep=;"
//     (any case; ",", ";", "|" or a tab after "=", possibly repeated, as Excel and
//     LibreOffice write it). That sep line is not part of the table: the header is
//     the next line, and row and line numbers in errors count the sep line (the
//     header is then row 2, line 2). A first line "sep=" with another character is
//     refused, naming it. Spreadsheets in locales with a decimal comma
//     export ";" files: in those, float cells may also use a decimal comma ("1,5").
//     If any float cell of a ";" file does ("1,5"), a float written with a "."
//     ("1.000", "2.5") is refused in that file (and in cells set later with
//     WithCell or WithRow): such a locale writes "." as a thousands separator, and
//     reading "1.000" as 1 would be silently wrong. A ";" file with only "."
//     decimals reads them as decimal points. Decision: a decimal comma is read
//     only in ";" files (";" found or named by a sep line). In ",", tab and "|"
//     files "1,5" stays what it was before sep lines were read: text in a column
//     without a type, refused in a float column (the error says to write 1.5).
//     Nothing in those files says the locale writes decimal commas, and an
//     English-locale "1,000" (one thousand) read as 1 would be silently wrong.
//   - Quoting is RFC 4180, read by encoding/csv: a quoted cell may hold separators,
//     doubled quotes and newlines; newlines are kept in text cells.
//   - Row 1 is the header (row 2 after a sep line); empty lines are skipped and
//     not counted as rows (line numbers do count them). Its first cell names the id column (usually "id"); the
//     id column holds each row's id: unique, not empty, spaces around it ignored.
//   - Every other header cell is "name" or "name:type", the type one of text, int,
//     float, bool, dice, formula (any case) or ref(table) for the id of a row of
//     another table: "damage:formula", "weapon:ref(weapons)". Declaring types in the
//     header keeps the file one plain grid a spreadsheet sorts and filters well.
//   - Column and table names (and the id column's) are letters, digits and _, not
//     starting with a digit, and must read as a name in a formula: names a formula
//     reads as dice ("d6", "D20", "d6kh1") or as a keyword ("and", "or", "not",
//     "true", "false", any case) are refused when the table is read, since
//     formulas would roll the dice or read the keyword instead of the column.
//     Function names ("min", "exp", "if") are allowed: bare they read the column.
//   - A column without a type is inferred from its cells: int if every non-empty
//     cell is an integer, else float if every one is a number, else bool if every
//     one is true or false, else text. Dice, formula and ref columns are never
//     inferred; declare them (and declare "007"-like text as :text).
//   - A header cell starting with "#" makes a comment column (designer notes): it is
//     not part of the table. A column with an empty header must have no cells.
//   - A row whose id starts with "#" is a comment; rows with every cell empty are
//     skipped.
//   - A row with fewer cells than the header is refused, naming the first missing
//     column, unless the missing cells are all under comment (or empty) headers,
//     as a spreadsheet leaves off empty trailing notes; extra cells after the
//     header's last column must be empty.
//   - Empty cells: int, float 0; bool false; dice and formula "0"; text ""; ref no
//     row. Cells of other types than text have spaces around them ignored.
//   - bool cells: true/false, yes/no, 1/0 in any case. Floats must be finite decimal
//     numbers (no "inf", "nan", hex or thousands separators).
//   - Formula cells are written the same in every locale ("." decimals, ","
//     between arguments) and without the leading "=" a spreadsheet would evaluate
//     (one is ignored if present, but the spreadsheet may have replaced the
//     formula by its result; keep formula columns formatted as text).
//
// Every error is an *Error naming the file, the row (the header is row 1, or 2
// after a sep line), the line where it starts and the column (number and name).
//
// Tables are values: nothing changes a *Table after it is made. The With... methods
// (WithCell, WithRow, WithoutRow, WithColumn, WithoutColumn, WithInts, WithFloats,
// WithName) return a new table sharing the unchanged columns with the old one.
//
// Bounds (decisions): ReadCSV and Parse refuse a file longer than MaxFileSize
// (8 MiB), a header of more than MaxColumns cells (16,384), a table of more than
// MaxCells cells (131,072, counting the header row and every column) and
// distinct formulas of more than MaxFormulaNodes nodes in all (262,144), with an
// *Error wrapping ErrTooBig. They bound what loading a table costs: a formula cell of its own
// allocates about 500 bytes (a Table and a data.Set together, garbage included)
// and keeps about 280, a node beyond a formula's first about 72, so a table at
// every bound allocates about 75 MB in all (package data states the budget and
// tests it). Equal formula cells (and equal dice cells) of a file share one
// parsed value, so a column with the same formula in every row costs one tree,
// and a cell 48 bytes. Columns are found by name in a map (ColumnIndex), in the
// same time however many columns a table has.
//
// Formula and dice cells are parsed when the table is read; a table set (package
// data) binds the formulas to the cells they name, checks them for cycles and
// evaluates them.
package table
