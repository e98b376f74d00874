// Package tables is the tables system: it gives a running game its table set
// (the tables/ folder, read and checked by package data), works out formulas and
// dice with the game's random stream, and fills components from table rows.
//
// A game gets it by adding the system, right after the core's built-in systems:
//
//	g, err := runtime.NewGame(opts, tables.NewSystem(set), ...)
//	hp, err := tables.Of(g).Eval("fighters", "knight", "hp")
//
// What it does:
//   - The Tables service ([Of], or runtime.Service[Tables]) reads cells
//     ([Tables.Eval]) and fills a component ([Tables.Fill]) or every component of
//     an entity ([Tables.FillEntity]) from a row, through the component model: a
//     saved field is filled from the column named like its JSON key.
//   - The [FromTable] component ("Griff.FromTable") fills its entity from a row
//     when a scene comes in: the start scene when the system is set up, and each
//     scene ChangeScene brings. Entities spawned later are filled by calling
//     FillEntity.
//   - A module that reads a table of its own kind (units, skills) reads it
//     through a [Reader]: columns by name and type, whole numbers in range,
//     words from a list, every mistake gathered at its cell.
//
// Decisions:
//   - The set is immutable and shared by every game made from one folder (a
//     server's matches, a balance run's games); a game made without tables has an
//     empty set, never nil.
//   - Dice and formula cells draw from [runtime.Game.Rand] afresh on every read,
//     and fields are filled in declaration order, so the same seed fills the same
//     values and the game stays deterministic.
//   - The system owns no game state (it is not a runtime.StateSaver): what it fills
//     is in the components, which the state digest hashes.
//   - Data mistakes (a table, row or column that is not there, a cell that does
//     not fit its field, a formula that fails, a row that fills nothing) are
//     returned as errors wrapping [ErrNoRow] or [ErrCellMismatch] and recorded once
//     in the game's problem log, naming the entity and component where they are
//     known; the game goes on. A cell that does not fit leaves its field as it was.
//     Misuse in code (filling a value that is not a pointer to a registered
//     component, or a destroyed entity) panics.
package tables
