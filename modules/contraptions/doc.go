// Package contraptions is Griff's contraption puzzle module (The
// Incredible Machine, Contraption Maker and logic-gate puzzles): a board
// of cells with fixed parts and a palette of parts to place, a build mode
// in which the player places, moves, turns and removes parts on the grid,
// and a run mode in which the machine works on the engine's physics until
// the puzzle's goals hold. Stopping a run puts the board back exactly as
// it was built. A project names it with "modules": ["contraptions"];
// `griff-player new contraptions folder/` writes its template,
// "Contraptions": four puzzles of growing difficulty, the last two solved
// only by a working chain from a switch (a switch's wires running a motor
// whose gears turn a wheel; two switches through an AND gate opening a
// door), every part of it needed (TestLastPuzzlesNeedAChain).
//
// # Boards and puzzles
//
// An entity with a [Board] plays the puzzle files its Puzzles list names,
// in order (read from the game folder; [ReadPuzzle] has the format, with
// errors at file:line:col). The board builds the puzzle's fixed parts as
// children of an entity "Parts" under the board's, each a [Part] with a
// collider (a body for balls and boxes) and shapes that draw it; the
// parts the player places are added there too. A file that cannot be read
// warns and run (Enter) skips it; a line with a mistake warns and the rest
// of the puzzle plays. A puzzle that cannot be solved (no goal, or a goal
// whose part is neither fixed nor in the palette: [Puzzle.Solvable]) warns
// and run skips it too, so a mistake cannot hold the player on it. A
// board's cursor, pick or rotation out of range (from a scene, save or
// agent) is put right with a warning at the next step. A file's solution lines are never shown: tests, the
// playthrough bot ([PlaceKeys]) and the designer use them to prove the
// puzzle solvable.
//
// # Parts (decisions)
//
// Cells are [CellSize] (32) world units. Balls, boxes, ramps, belts,
// fans, switches, doors, walls and buckets are physics shapes
// (package physics through runtime/physworld): balls and boxes are
// dynamic bodies in a run and static ones in build mode, so nothing moves
// while the player builds. Gears, wires, gates and lamps are not bodies:
// balls pass in front of them, as in The Incredible Machine's wiring and
// Contraption Maker's belts-behind layer.
//   - Ramps fall one cell over two, either way.
//   - Belts (conveyors) are frictionless surfaces that bring the velocity
//     along them of what lies on them towards [ConveyorSpeed] by at most
//     [ConveyorGrip] × dt a step: a surface velocity with grip (cp's own
//     surface velocity is not exposed by package physics).
//   - Fans push balls and boxes in a column one cell wide and [FanReach]
//     cells long, with an acceleration [FanPush] falling linearly to 0 at
//     the column's end, set on the body's velocity before the physics
//     step. The module adds to Body.Velocity, which the world reads before
//     each step (the same as an impulse of mass × change through
//     physics.World.ApplyImpulse, without a call per body).
//   - Gears (8 teeth), wheels (24 teeth, three cells across) and motors
//     (8 teeth, [MotorSpeed]) mesh when their centres are exactly as far
//     apart as their pitch radii added (small gears side by side; a small
//     gear two cells from a wheel's middle, in line): worked in whole half
//     cells, so exact. A gear driven by a gear turns the other way at
//     speed × its teeth / own teeth (a wheel at a third of a small gear's
//     speed). A train that two motors drive at different speeds jams and
//     no gear of it turns (as in Contraption Maker).
//   - Switches are on while a ball or box lies on their plate (an overlap
//     query just above it). The goal "switches" wants every switch on at
//     once.
//   - Doors are walls one cell wide and two high; while a signal reaches
//     them their collider is a sensor (open).
//   - Buckets are cups two cells wide. A ball is in one as a player sees it
//     (decision): the whole ball between the walls (not on the rim), and
//     its centre below the rim, or, at rest, some of it below (a ball lying
//     on another in the bucket); a ball flying over the mouth is not in.
//
// # Signals (decision: one step per gate)
//
// Switches and gates give signals; wires carry them; gates, lamps, doors,
// motors and fans take them. A switch gives its signal on all four sides,
// a gate on its front; AND, OR and XOR read their two sides, NOT its back
// (the side opposite its front). Wires join side by side into nets; a net
// is on when any source facing one of its wires is. Each run step, in a
// fixed order: every gate shows the output it worked out the step before;
// the nets are worked out (wires numbered in part order, a breadth-first
// fill); every gate works out its next output from what reaches its
// inputs now; lamps, doors, motors and fans read what reaches any side of
// them. So a wire passes a signal within the step, and each gate delays it
// by exactly one step (two NOT gates in a row: two steps), which makes
// loops of gates well defined (a NOT whose output is wired round to its
// input turns on and off every step). A motor or fan that no wire or source reaches is always on; a
// lamp or door so left is off.
//
// # Runs and the exact reset (decision)
//
// Stopping a run resets the board from its own build state rather than
// restoring a whole-game snapshot (runtime's Snapshot/Restore would also
// put back the clock, the input and the recording a player expects to go
// on): each part's Col, Row and Rot are its build state, and the stop
// puts every part's entity back at the cell's centre and rotation, clears
// its run fields, makes its body a still static body again and closes the
// doors. TestResetIsExact checks the scene's snapshot bytes (every
// entity's transform and components) after a run and a stop equal those
// before the run. The physics world's own caches (cp's contact cache and
// its sleeping bodies) are not the board's state and are not compared.
//
// # Step order
//
// The module's one step, [StepContraptions], runs just before the physics
// step: in run mode it first checks the goals on where the last physics
// step left the machine (a puzzle is solved at the first step at which all
// its goals hold), then reads the switches, propagates the signals, opens
// and closes doors, turns the gears and sets the belts' and fans' pushes,
// which the physics step that follows sees.
//
// # Drawing (decision)
//
// Parts are drawn with Griff.Shape rectangles and circles on child
// entities (a gear's teeth and spokes turn with it; a signal shows in
// yellow), not with a generated sprite sheet: a machine reads best in flat
// colours, and the shapes follow every part's size and turn exactly. So
// the module has no internal/artgen and its template no assets folder.
//
// # Controls and network
//
// Keys and pad (see [Controls]): arrows move the cursor, place puts the
// picked part or picks up a placed one (a move), rotate, remove, next and
// prev pick a palette part, run starts and stops the machine and goes on
// from the solved screen. The mouse builds too: the cursor follows the
// pointer over the board, a left click places or picks up, a right click
// removes, the wheel picks the part. The cursor is drawn over the picked part's
// cells, green where it fits, red where it does not, yellow over a part
// that can be picked up. Every player builds the one board: a player's
// machine sends its key presses to the host ([CommandPress]); the pointer
// is this machine's player's only.
package contraptions
