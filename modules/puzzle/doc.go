// Package puzzle is Griff's grid puzzle module (the Sokoban, PuzzleScript and
// Baba Is You family): a player that moves one cell per move, crates it
// pushes, walls, targets and exits, goals, a move history with exact undo and
// restart, a move counter, and a level select whose solved marks are kept in
// the saves store. It builds on the core's grid movement (runtime/grid: the
// grid, movers, crates and their pushes) and reads levels from files in the
// classic Sokoban text format (ReadLevels). `griff-player new puzzle folder/`
// writes its template, "Crate Keeper": six short levels in two files,
// levels/1-first-steps.xsb and levels/2-storeroom.xsb.
//
// A project uses it by naming it ("modules": ["puzzle"]) and putting a
// Board in a scene; a game built in code passes Systems() to
// runtime.NewGame after the built-in systems.
//
// # Units
//
// Cells are grid.Cell, [column, row] from a level's top-left (y down).
// Lengths are world units; CellSize is 24 by default. Durations are game
// time (time.Duration, written in files as "120ms").
//
// # Components
//
//   - Board ("Puzzle.Board"): the level files, settings, and the play's
//     state: the level played, the moves, the history, the solved marks.
//   - LevelInfo ("Puzzle.Level"): the root of a built level.
//   - Player ("Puzzle.Player"): the player's grid.Brain; the player's
//     grid.Mover has Push.
//   - Target ("Puzzle.Target") and Exit ("Puzzle.Exit"): goal cells.
//
// Crates are the core's grid.Crate with a grid.Mover; walls are the
// grid.Grid's blocked cells.
//
// # System and steps
//
// One system with two steps in the logic phase: StepPuzzleMoves, before
// runtime.StepGridMoves, reads the input (a move, undo, restart, the level
// select) and builds levels; StepPuzzleGoals, right after it, keeps or
// refuses the move the grid made and checks the goal.
//
// # Rules and decisions
//
//   - A move is one cell, taken only when nothing slides (held keys repeat
//     a move per cell, as in PuzzleScript). A direction pressed while
//     something slides is queued (Board.Queued, up to MaxQueuedMoves) and
//     played as soon as everything rests, so quick taps are all moves, as
//     PuzzleScript's and Baba Is You's players expect; a tap shorter than a
//     step (pressed and let go in one) is a move too. Undo, restart, a
//     solved level and the level select drop the queue. A push moves one crate; a chain
//     of crates, or a crate against a wall, refuses the move (Sokoban's
//     rule, the grid's Push). A refused move is not a move: the level's state
//     is put back exactly (even the grid's bump count and facing), it is not
//     counted and undo does not see it.
//   - History is exact and generic: when a move begins, the saved fields of
//     every component of the level's entities are taken through the
//     component model (scenes.ComponentType.Encode). Board.Pending keeps the
//     state as the last move began; each earlier move keeps, in History, only
//     the components it changed (their state before it). Undo puts those
//     back (ComponentType.Decode and Copy), so it restores whatever a move
//     changed: positions, the grid's step counts, a target's cover, a
//     crate's colour, turn counters of runtime/turns on the level's
//     entities, any module's saved field. The Board itself is not part of
//     the history. Entities spawned or destroyed by a move are not undone
//     (no rule here does either).
//   - A mover undone by one cell slides back over StepTime, drawn like a
//     move; one put back farther (a restart, the undo of a restart) jumps.
//     An undo while things slide turns the slide round.
//   - Restart is a move of its own (PuzzleScript's rule): it puts the level
//     back as built, and undo takes it back. A restart that would change
//     nothing does nothing.
//   - Turns (runtime/turns): with Board.Turns a level gets a turn order and
//     the player a turn actor, and each move (a restart too is not a turn;
//     a refused move is not) ends the player's turn, so turn-based pieces
//     play between moves; their counters are level state like any other,
//     so undo puts them back.
//   - Moves (the HUD's "Puzzle.Board.moves") counts the moves undo has not
//     taken back.
//   - Goals: every target covered by a crate (when the level has targets),
//     the player on an exit (when it has one), and, when the Board names
//     one, a component's named output ("COMPONENT.NAME" of GoalEntity,
//     hud.ParseOutput) non-zero. They are checked once everything rests.
//   - After a level is solved it stays NextDelay, then the next unsolved
//     level (in order, wrapping) is built; once all are solved the level
//     select opens.
//   - The level select is a ui.Panel (Board.Menu); its widgets with the
//     action "level:N" play level N; the system writes their labels,
//     "N. Title" and SolvedMark for a solved level. While any panel is open,
//     moves wait.
//   - Solved marks are Board.Solved, game state. When a game has a saves
//     store (runtime/saves), the whole game is saved in Board.Slot each time
//     a level is built after one was solved, and a game starting with that
//     slot loads it: the player continues at that level, with the marks.
//     (The saves store keeps whole games; it has no smaller record.)
//   - Levels are files: Board.Files names them ("levels/*.xsb"; a file
//     holds one level or many), read through the game folder, the service
//     fs.FS the host provides (hosting's files system), as the novel module
//     reads its stories. Board.Levels may hold a level or two in the scene
//     file itself (a game made in code has no folder); its levels come
//     first. Decision: the fs.FS service rather than a level reader
//     (scenes/level.RegisterReader, which match3 uses for its one-board
//     files): a level reader turns one file into a scene's entities, and a
//     scene names one such "map", while a level set is any number of files
//     of any number of levels, played by one Board whose settings stay in
//     the scene; and a reader's entities would carry the level text in the
//     game's state, so the save kept after each solve (loaded when the game
//     starts) would bring the old text back after a level was edited. Here
//     only the file names and the level's number are state; the text is
//     read again whenever a level is built (the next level, a choice in the
//     level select), so a level edited in a text editor plays as soon as it
//     is chosen again, and at the next start. The cost, until hosting
//     learns of files modules read: the host's live reload does not restart
//     anything when a level file is saved (choose the level again), and the
//     folder's content hash (hosting.LoadedGame.ContentHash) does not cover
//     level files, so a playthrough replayed after a level file changed is
//     not refused; it ends in another fingerprint.
//   - A mistake in a level is a warning "FILE:LINE:COL: ..." on the Board
//     in the problem log (the column counts characters, not bytes) and that
//     level is left out; a missing, unreadable or too large file
//     (MaxLevelFileSize), or a pattern that matches nothing, warns too. The
//     other levels play, numbered in order without the ones left out.
//   - Solved marks are kept by level number, so a level moved within or
//     between files takes the mark of its new number.
//   - Only the scene's first active Board plays.
//   - Drawing: a level is drawn with the tile sheet Board.Tiles (the
//     template's is drawn by internal/artgen: floor, wall, target, crate,
//     crate on a target, player, exit, in the order of the Tile constants),
//     or, without one, with shapes (visual.Shape). A crate on a target shows
//     the "done" tile (or turns green); that is level state, so undo puts it
//     back too.
//
// # Network
//
// A puzzle is played on one board; in a session (runtime/network) the host
// plays it and every player may move, undo, restart and pick levels. The
// players' held input actions reach the host as input of their player index
// (runtime/network), but a press shorter than a step is lost there and the
// board reads only player 0's, so players play through five commands
// instead, reliable and in order, registered in this order in the game's
// command table (network.Commander):
//
//	puzzle.move     1 byte: 0 up, 1 down, 2 left, 3 right
//	puzzle.undo     no payload
//	puzzle.restart  no payload
//	puzzle.level    2 bytes: the level's index from 0, big-endian
//	puzzle.levels   no payload: open the level select (close it if on top)
//
// On a player's machine the system plays nothing: each press of a move,
// undo or restart sends one command (holding a direction does not repeat
// it, as it does on the host), the level select key sends puzzle.levels
// (the level select is the shared board's: the host opens it for everyone,
// as the host's own key does, and a panel the player's machine opened by
// itself would be closed by the host's next snapshot), and a "level:N"
// widget chosen in the level select, with the player's own keys or mouse
// (runtime/ui reads the machine's own player), sends a level pick; the
// board, the level and the marks come back in the host's snapshots. The host queues up to 8 commands (a move waits while
// something slides, as a key buffer) and plays the oldest in
// StepPuzzleMoves, before its own player's input; moves sent for a level
// already solved are dropped. A payload of the wrong length or value, a
// level out of range or a ninth waiting command is refused with a warning in
// the host's problem log naming the command and the player, "network:
// refused puzzle.move from player 1: malformed payload: ...".
package puzzle
