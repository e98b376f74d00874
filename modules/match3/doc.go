// Package match3 is the match-3 genre module ("match3"): a board of gems
// swapped by dragging or with the keys, lines of three or more cleared,
// special gems, cascades, goals, levels read from small files, and the
// "match3" project template (Gem Garden: five levels and a level select).
//
// A game uses it by naming it in project.griff ("modules": ["match3"]) and
// giving a scene a Board: in the scene file ("Match3.Board": {...}) or, as the
// template does, from a level file the scene names as its "map":
//
//	{"format": 1, "map": "levels/level1.m3", "entities": [...]}
//
// The level file (ReadLevel) is a few lines: "size 8 8", "colours 6",
// "moves 20", "goal score 1500" or "goal clear 2 30", an optional "layout"
// of '.', '#' (a hole) and '1'..'9' (a fixed colour), "at X Y" for where the
// board goes on the screen. A file that does not read is an error in the
// game's problem log at file:line:col and the scene plays without its board;
// settings out of range warn, naming the entity and Match3.Board, and play
// clamped.
//
// # The rules
//
// The rules are those of the genre's best known games (Bejeweled, Candy
// Crush Saga):
//   - Swaps: two gems that are neighbours (not diagonal) swap; a swap that
//     makes no line slides back and costs no move. A colour bomb swaps with
//     any gem.
//   - Matches: a line of 3 or more of one colour across or down. Lines of
//     one colour that share a gem are one match (Board.Matches): a line of 5
//     or more makes a colour bomb, two lines crossing (L, T or plus) make a
//     bomb, a line of 4 makes a line clearer. Otherwise separate lines are
//     separate matches (two at once).
//   - Specials go where the swap put a gem into the match (the cell moved
//     into first), else at the crossing of an L or T, else the middle of the
//     line. A line clearer's stripes follow the swap: a sideways swap makes
//     one that clears its row (KindStripedH), an up or down swap one that
//     clears its column; a 4 made by a cascade follows its own line. A bomb
//     clears the 3×3 cells around it. A colour bomb swapped with a gem clears
//     every gem of that colour (with another colour bomb: every gem); set off
//     by another special it clears the colour most on the board. Specials
//     cleared by any means go off, in a chain, each once.
//   - Scoring: PointsPerGem a gem, times the wave: a swap's own clears are
//     wave 1, the clears of gems that fell into lines are wave 2 (a
//     cascade), and so on (Board.Cascade, BestCascade).
//   - Falls and refills: gems fall straight down past holes; the cells left
//     at the top of each column get new gems drawn from the board's own
//     random stream (Board.Rand), columns left to right, cells bottom to top.
//     A new board is dealt with no line and at least one move.
//   - No dead boards: when a swap's cascade ends with no swap that would
//     clear anything, the gems are reshuffled (Fisher–Yates from the board's
//     stream) until there is a move and no line; after 100 tries colours are
//     dealt afresh. The new board falls in from above.
//   - A level that starts dead: a Layout whose fixed colours (or a Seed
//     whose deal) leave no swap that matches is dealt as written and then
//     reshuffled the same way, from the board's stream, so the same level
//     and seed always give the same board; the fixed colours move with the
//     rest (they say what the level starts from, and it cannot start
//     stuck). The problem log warns once, naming the level file (or scene
//     entity) and the level's scene. A Layout where no arrangement of the
//     gems has a move (cells with no neighbour in a line) is over at once,
//     lost, with a warning, so its Lost panel opens rather than the game
//     waiting for a swap that cannot be made; the same holds if a cascade
//     ever leaves such a board. A board dealt at random with no Layout and
//     no Seed reshuffles without a word.
//   - Goals: reach a score, or clear N gems of a colour, within Board.Moves
//     swaps that matched. The level is decided when a swap's cascade ends:
//     won if the goal is met (even on the last move), else lost when the moves
//     are spent. The board then opens the UI panel "Won" or "Lost".
//
// # Controls
//
// Controls lists the actions and their default keys. The keyboard moves a
// cursor; select picks the gem under it and a direction then swaps it that
// way. The pointer (the "grab" action, the left mouse button): press on a
// gem and drag it half a cell towards a neighbour, or click one gem and then
// a neighbour. A drag counts where the pointer is at the end of each step,
// so a button let go in the same step the drag reaches half a cell still
// swaps. A board left idle for Board.HintAfter (5 s) frames a swap that
// works.
//
// The pointer is in the project's logical screen pixels. A board on the HUD
// (its DrawOrder.HUD, which level files set) takes it through its own
// transform; a board in the world first through the camera under the pointer
// (runtime/view.ScreenToWorld: the camera's position, zoom, turn and bounds
// as the step ends, with the screen's size from the UI system, ui.Screener),
// so a board may be scrolled, zoomed, turned or scaled and a press still
// finds the gem drawn under it. A pointer over no camera's view is ignored
// (a drag under way is let go with the button). Without the UI system the
// pointer is taken as world units.
//
// # Decisions
//
//   - State: all of a board's state is in its Board component (the gems, its
//     random stream, the phase and how far along it is, the counters), so
//     whole-game snapshots, saves and rewinds need nothing from the system.
//     The stream is seeded from Board.Seed, or, with none, from the game's
//     Rand when the board is first dealt.
//   - Time: a board goes through phases (swap, swap back, clear, fall), each
//     lasting a span of game time (Board.SwapTime, ClearTime, FallTime per
//     row). Board.Progress counts 0..1 in whole steps, the time left over at
//     the end of a phase starting the next, so the same steps happen at any
//     frame rate. Input is read only while the board is idle.
//   - Drawing between steps: Progress is a visual.Smoothed, drawn between its
//     value when the step began and its value now by the frame's blend (DESIGN
//     section 6), so a slide, a fall and a shrinking clear keep how far along
//     they were. A phase that starts inside a step is drawn from where it
//     starts.
//   - Text: the module draws none. The template's HUD shows the board's
//     counters (score, movesLeft, goalLeft, clearedAll, bestCascade) as named
//     outputs with runtime/hud counters whose formats are rows of
//     tables/strings.csv.
//   - Its one step, StepBoards, runs in the logic phase.
//
// # Template
//
// "match3" (Gem Garden): a title panel listing five levels (runtime/ui
// buttons "scene:levelN"), each level a scene naming levels/levelN.m3, a HUD
// of counters, and Won, Lost and Pause panels. Its gem sheet is drawn by
// internal/artgen (go generate).
//
// # Network
//
// In a session (runtime/network) the host plays every board. The players'
// held actions and pointer reach the host as input of their player index,
// but a board drawn on a player's machine is 100 ms behind the host's, so a
// drag read on the host against its own board could swap gems the player
// never saw. A player therefore works the cursor, the pick and the drag on
// their own machine, on the board as the host's snapshots show it (Cursor,
// Pick, Picked, Grab and GrabFrom are not sent: net:"-"), and the swap they
// make goes to the host as one command, registered in the game's command
// table (network.Commander):
//
//	match3.swap  4 bytes: column and row of the first cell, then of the second
//
// A player plays the first board whose Input is their player index or,
// without one, the scene's first board (one board shared by everyone, as in
// the template). On an online host, only boards whose Input is 0 read the
// host's own input; offline nothing changes. The host plays the swaps that
// arrived in StepBoards, before its own player's input, with Board.Swap: a
// swap that arrives while the board is busy (a cascade the player had not
// yet seen) or names an empty cell does nothing, as a click would then. A
// payload that is not 4 bytes, a cell at MaxSize or beyond, cells that are
// not neighbours or are off the board's layout, and a ninth swap in one step
// are refused with a warning in the host's problem log naming the command
// and the player ("network: refused match3.swap from player 1: ...").
package match3
