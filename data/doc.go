// Package data is Griff's game data: tables read from CSV, formulas, dice and
// curves, and the table set a game loads from its tables/ folder.
//
// A table is a spreadsheet of rows keyed by id (the weapons, the levels); a
// formula is a cell computed from others ("2d6 + strength * 1.5"); a ref cell
// names a row of another table ("weapon:ref(weapons)"); the set is all of a
// game's tables loaded together, with every ref and formula checked.
//
// The parts live in sub-packages, each documented in full:
//
//   - data/table: Table, an immutable value with typed columns and rows keyed by
//     id, read from CSV (the conventions: UTF-8 with or without a byte-order mark;
//     "," ";" or tab separators, detected; a header row whose first cell names the
//     id column and whose other cells declare types as "name:type", such as
//     "damage:formula" or "weapon:ref(weapons)"; errors naming file, row and
//     column). Every edit (WithCell, WithRow, ...) makes a new Table.
//   - data/formula: formulas such as "2d6 + strength * 1.5 + weapon.bonus", with
//     the grammar, the functions and their rounding, and the determinism rules.
//   - data/dice: dice expressions ("2d6+3", "4d6kh3", "3d6!"), rolled with a
//     *griff.Rand, and their exact distributions.
//   - data/curve: level columns generated from linear, exponential, polynomial and
//     piecewise-linear curves.
//
// This package holds Set: all of a game's tables loaded together (LoadFS reads
// tables/*.csv, LoadFiles reads name-to-bytes), with every ref cell resolved to a
// row, every formula cell bound to the cells it reads and checked for cycles
// ("stats[hero].a -> stats[hero].b -> stats[hero].a" is an error wrapping
// ErrCycle), all before the game starts. A Set is immutable and safe for
// concurrent use, so the games of one process (a server's matches, balance
// simulations on every core) can share one.
//
// Names in a formula cell are read relative to its row: "strength" is the
// strength column of the same row, "weapon.bonus" the bonus column of the row the
// ref column weapon names, "weapons[sword].bonus" a fixed cell. All are resolved
// when the set is loaded, so evaluating a cell (Set.Eval) reads cells by index and
// allocates nothing. Set.Compile binds a formula written in code to any row of a
// table instead; evaluate it with a *Row.
//
// Formulas are worked out when the set is loaded: every formula cell that reads no
// dice, neither of its own nor through the cells it reads (transitively), is
// evaluated once, in dependency order, and its value (or its error, returned by
// every Set.Eval of it) is stored; reading it afterwards costs one array read, so a
// cell may read another any number of times ("levels[k-1].xp + levels[k-1].xp / 10"
// down 40 levels is 39 additions, not 2^39 evaluations). A formula cell that reads
// dice is evaluated afresh each time (its dice, and those of the dice and
// dice-reading formula cells it reads, are rolled again, in evaluation order, from
// the rng passed in), and reads the stored values of the dice-free cells. So
// evaluation is deterministic, and rolling is never cached.
//
// # Bounds (decisions)
//
// Nothing a tables/ folder holds can take more than a bounded amount of memory or
// work; each bound, when crossed, is an error naming the file (and the row and
// column where it is about one), and the game does not start with a half-read
// set:
//   - Each file: at most table.MaxFileSize bytes (8 MiB, read no further),
//     table.MaxColumns header cells (16,384), table.MaxCells cells (131,072) and
//     table.MaxFormulaNodes nodes of distinct formulas (262,144); each formula
//     at most formula.MaxLen bytes (10,000) and formula.MaxDepth deep (200).
//     These errors wrap table.ErrTooBig or are *formula.Error.
//   - The set: at most MaxCells cells in all (262,144), MaxFormulaNodes nodes
//     of distinct formulas in all (262,144) and, read by LoadFS or LoadFiles,
//     MaxBytes bytes of files in all (16 MiB), wrapping table.ErrTooBig.
//   - Memory: with these bounds, loading a table or a whole set at every bound
//     stays well within a 1 GB address space (the measured numbers are beside
//     MaxCells). Column names are looked up in a map, so binding a table's
//     formulas is linear in its cells, however many columns it has.
//   - Cycles are found with a stack of the set's own, not the goroutine's, so a
//     chain of a million formula cells is checked in a few megabytes.
//   - Work: a formula cell that reads dice (which is evaluated afresh at every
//     read) may cost at most MaxEvalWork steps (2,097,152: nodes evaluated plus
//     the most dice rolled, through every dice-reading cell it reads) and read
//     dice-reading cells at most MaxEvalDepth deep (1,000), or NewSet refuses it
//     with an error wrapping ErrTooMuchWork: "a = b + b", "b = c + c", ... with
//     dice at the bottom would otherwise roll 2^40 dice for one read.
package data
