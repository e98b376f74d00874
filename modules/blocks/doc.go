// Package blocks is Griff's falling-blocks genre module: the rules of the
// Tetris Guideline (the rules modern games of the kind share) played on a
// Well component, drawn by the module, with a template offering a marathon
// and a 40-line sprint.
//
// A project uses it by naming it: "modules": ["blocks"] in project.griff; a
// game built in code passes Systems() to runtime.NewGame. `griff-player new
// blocks folder/` writes the template (see # Template).
//
// # Rules
//
//   - The field (the guideline's "matrix") is 10 columns by 40 rows: 20
//     visible and 20 hidden above them. Cells count from the bottom-left, y up,
//     as the SRS tables do (Cell).
//   - The seven tetrominoes come from a 7-bag (the guideline's "Random
//     Generator"): each bag is the seven in an order shuffled with the game's
//     seeded Rand (runtime.Game.Rand, saved with the game), so a replay draws
//     the same pieces. Five next pieces are shown.
//   - Pieces spawn in rows 20 and 21 (just above the visible field), the
//     three-wide ones in columns 3 to 5, and drop one row at once if they
//     can. A piece that cannot spawn ends the game ("block out"), and so does a
//     piece that locks wholly above the visible field without clearing
//     ("lock out").
//   - Rotation is SRS: a turn about the piece's bounding box, then up to five
//     kick tests, from the SRS offset data (see Kicks); I has its own table, O
//     does not kick. Hold swaps the piece with the held one (or the next)
//     once per piece; the ghost shows where a hard drop would lock.
//   - Gravity follows the guideline curve, (0.8-(level-1)·0.007)^(level-1)
//     seconds a row, read from a table exact to the nanosecond (Gravity);
//     soft drop falls 20 times faster (Well.SoftDrop) and scores 1 a row,
//     hard drop 2 a row.
//   - Lock delay is 0.5 s with move reset: a move or turn made while the
//     piece lies on the ground restarts it, 15 times per piece (Well.LockResets);
//     the move that uses the last reset locks the piece if it lies on the
//     ground. Reaching a new lowest row gives the resets back (the
//     guideline's "extended placement").
//   - T-spins by the three-corner rule (tSpin): a T whose last move was a turn
//     with three of the four cells diagonal to its centre filled; full if both
//     corners it points to are filled, or the turn took the fifth kick test,
//     else mini.
//   - Scoring is the guideline's, times the level the lock happened at:
//     Single 100, Double 300, Triple 500, Tetris 800; T-spin 400, 800, 1200,
//     1600 for 0 to 3 lines; mini 100, 200, 400. Back-to-back difficult clears
//     (Tetris or a T-spin with lines) score half again; a lock clearing
//     nothing keeps the chain, an easy clear ends it. Combos add 50 × combo ×
//     level. A perfect clear (a lock that clears lines and leaves the field
//     empty) adds, times the level, 800 for one line, 1200 for two, 1800 for
//     three, 2000 for four and 3200 for a back-to-back Tetris (the table of
//     recent guideline games, Tetris Effect's, as the tetris.wiki "Scoring"
//     page gives it), on top of the clear's own points: a back-to-back
//     Tetris perfect clear at level 1 scores 1200 + 3200.
//   - Entry delay ("ARE"): after a lock the next piece waits 0.1 s
//     (Well.EntryDelay; 6 steps at 60 a second) before it enters; after a
//     lock that clears lines it waits the clear delay (0.25 s) and then the
//     entry delay. The guideline itself names no entry delay; 0.1 s is a
//     choice close to recent console guideline games, and a negative
//     EntryDelay waits none (the next piece enters in the lock's step, as in
//     Jstris or TETR.IO). The delay is rounded to the nearest whole step: it
//     ends in the first step that leaves less than half a step of it (3
//     steps at 30 a second).
//   - DAS is charged through the clear and entry delays: a direction held
//     while no piece falls goes on charging, and a piece that enters with
//     DAS charged moves in its first step (all the way to the wall with no
//     ARR), the guideline games' "DAS preload". A direction pressed while
//     no piece falls starts its charge but moves nothing; turns, hold and
//     hard drop pressed then are not kept (no initial rotation or hold, no
//     buffered drop).
//   - Levels rise every 10 lines (the guideline's fixed goal). Marathon ends
//     at 150 lines (the end of level 15) or on a top-out; sprint ends at 40
//     lines, its timer counted in steps (Well.Steps; Clock writes it) from the
//     first step of play to the lock of the last line, and keeps the start
//     level's gravity.
//
// # Settings, and replays
//
// DAS (delayed auto shift) and ARR (auto repeat rate) are counted in steps,
// as players set them ("frames"): 10 and 2 by default, -1 meaning none (no
// ARR sends the piece to the wall at once), at most 60 (MaxDAS, MaxARR).
// Every setting has a range (listed on Well): a value out of it, in a scene
// file, a save or a Handling widget, warns once in the problem log naming
// the field and is clamped to the range, and the game plays on. They, and the
// lock delay, its resets, the clear and entry delays, the soft drop speed,
// the goal and the start level, are fields of the Well component in the scene: part of the
// game's state, so a recorded playthrough, a save or a snapshot (and a
// networked game, which sends state) plays with the settings it was made
// with. Griff's playthroughs record input events only, and a setting kept in
// the player's settings file (as the sound volumes are) would not be in them;
// that is why the module keeps none there. A Well's Handling names a menu
// whose "DAS" and "ARR" widgets set them each step (the template's pause
// menu): the widgets are scene state moved by input, which a replay repeats.
// The price: the values are the scene's, so a restarted game starts from the
// scene file's, not the player's last choice. A player on another
// machine sends them to the host as the blocks.handling command (see Network).
//
// # Components, system and steps
//
//   - Well (Blocks.Well): the whole game, settings and state; every field is
//     saved. Its entity is where the visible field's top-left corner is
//     drawn.
//   - View (Blocks.View): marks the child entity "View" the module makes
//     under each Well on its first step, holding one entity per visible cell,
//     the piece, the ghost, the hold, the next queue and the texts.
//
// The one system, "Blocks", has two steps: StepBlocks (logic phase) plays
// each Well a step with the actions of its player (Controls), and
// StepBlocksView (present phase, before runtime.StepCameras) shows the Well
// on its View's entities. Its service, Wells, reports a Well's counts. A Well's Exit scene is loaded
// through the scene-change service (runtime/sceneflow) when "hardDrop" is
// pressed a second (ExitWait) after the game ended.
//
// # Drawing
//
// The falling piece's blocks move from cell to cell and are drawn between
// where they were and where they are (the renderer's transform
// interpolation): a move slides, a turn swings the blocks to their new
// cells, and a hard drop (a move of more than a quarter of the view) and a
// new piece jump. The ghost is drawn in the piece's in-between column, not
// snapped: its entity moves with the piece's column and is interpolated as
// the piece's blocks are, while its blocks under it are placed at once (a
// ghost dropping to a new row, or taking a turned shape, changes at once;
// its column slides with the piece). Snapping both was the other choice,
// and would have lost the sideways slide. Full rows shrink to nothing over the clear delay (0.25 s):
// each step scales their blocks' height to the part of the delay left, and
// the scale is drawn between steps too. Blocks are a picture tinted with the
// guideline colours (I cyan, O yellow, T purple, S green, Z red, J blue, L
// orange) when Well.Image is set, squares otherwise. The counters are Texts:
// score, level, lines (and time in a sprint), and the last clear's name
// ("T-Spin Double", "Back-to-Back", "2 Combo") over the field.
//
// # Bad input
//
// The module reads no file of its own: the Well's fields come from scene
// files, read by package scenes. On a scene's first step (and on a Well's
// own first step, for one added later) the system checks each Well and
// repairs what it cannot play, warning once in the problem log with the
// entity and "Blocks.Well": a mode that is not "marathon" or
// "sprint" (the warning quotes the name it got, up to 40 bytes, and names
// the two; the game plays marathon: the scene still loads; the name is kept
// in a small table of the package, shared by the process, because a Mode is
// one byte of state), a setting out of its range (named, clamped), a field of the
// wrong size, unknown kinds, a piece that does not fit, rows out of range, a
// start level, player or goal out of range. The game goes on (FuzzWell).
//
// # Template
//
// "blocks": a title menu (runtime/ui) choosing Marathon or Sprint 40 lines,
// each a scene with a Well, a pause menu (Esc) with restart and quit to
// title; the end of a game waits for a hard drop to go back to the title. Its
// pictures, a block and a menu panel, are drawn by internal/artgen (go
// generate) and checked against the files by a test.
//
// # Network
//
// In a session (runtime/network) the host plays every well, and a player's
// machine plays none: it shows the host's wells from its snapshots (100 ms
// behind, with the round trip before a move shows; the piece is not
// predicted). The piece moves need no command: a player's held actions reach
// the host every step as input of their player index (runtime/network), and a
// well reads its Input's. On an online host the scene's first well also
// reads every player in the session who has no well of their own (their
// moves together), so a player joining the template, whose one well is
// player 0's, plays it. A press shorter than one step (17 ms at 60 steps/s)
// is not seen by the host, as the network package says.
//
// DAS and ARR change play, so they are sent: a player's machine sends one
// command, registered in the game's command table (network.Commander), each
// time its player changes the DAS or ARR widget of their well's Handling:
//
//	blocks.handling  2 bytes: DAS then ARR in steps, 0 meaning none, each ≤ MaxHandlingSteps (60)
//
// The host sets them on the well that player plays (their Input's, else the
// first) and on the host's Handling widgets, so the setting stays (the well's
// DAS and ARR are state, so the host's snapshots and saves hold them; a
// replay of the host's input does not repeat a command). The template's
// pause menu is each machine's own (Griff.Local, runtime/network.Local): a
// player opens it on their machine without pausing or covering anyone
// else's game, and its widgets show what that player set; its restart and
// quit change no scene on a player's machine (the host chooses the scene,
// runtime/ui). A payload of
// another length or a value over MaxHandlingSteps is refused with a warning
// in the host's problem log naming the command and the player ("network:
// refused blocks.handling from player 1: ...").
package blocks
