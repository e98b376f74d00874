// Package tactics is Griff's turn-based tactics module (Fire Emblem, Advance
// Wars, Into the Breach): units on a grid with their move and attack ranges
// drawn, terrain that costs movement and gives defence, a phase per side,
// attack forecasts with the numbers, a deterministic enemy AI that plays a
// full phase, fog of war where a map asks for it, and win (rout or seize)
// and loss conditions. It builds on the core's grid movement (runtime/grid:
// the grid and its movers, which walk the units), turns (runtime/turns: each
// side is a turn actor, its phase that actor's turn) and field of view
// (runtime/grid/sight, for fog). `griff-player new tactics folder/` writes
// its template, "Three Banners": a campaign of three maps (maps/*.tac) with
// generated art (internal/artgen).
//
// A project uses it by naming it ("modules": ["tactics"]) and giving a scene
// a "map" that is a map file (MapExt, ".tac", read by ReadMap: its reader is
// registered with scenes/level, so the host makes the battle's entities); a
// game built in code passes Systems() to runtime.NewGame after the built-in
// systems.
//
// # Units
//
// Cells are grid.Cell, [column, row] from the map's top-left (y down);
// distances are |dx| + |dy| (Distance). The battle is drawn on the HUD in
// logical pixels, a cell CellSize pixels (32 by default, 24 in the
// template). Durations are game time.
//
// # Components
//
//   - Battle ("Tactics.Battle"): the map's terrain and rules (settings) and
//     the state of play: the phase, the mode, the cursor, the selected unit,
//     the result and the HUD's texts (outputs "Tactics.Battle.status",
//     ".info", ".preview" and ".log").
//   - Unit ("Tactics.Unit"): a unit's stats, side, hit points and whether it
//     has acted; it is its grid.Mover's brain and walks Path.
//   - Army ("Tactics.Army"): a side's turn actor's marker (Griff.TurnActor on
//     the same entity); the battle's Griff.TurnOrder holds the two sides.
//   - Mark ("Tactics.Mark"): an overlay cell, shown for a range or fog.
//
// # System and steps
//
// One system with two steps in the logic phase: StepTacticsCommand, right
// before runtime.StepGridMoves, begins a side's phase, reads the player's
// input and commands and plays the enemy's AI; StepTacticsResolve, right
// after it, finishes a walk (the enemy's attack on arrival), judges win and
// loss, and draws the overlays, fog and texts. The system keeps no state of
// its own: everything is in the components, so saves, rewind and network
// snapshots carry the whole battle.
//
// # Rules and decisions
//
// Where the genre's games differ, this module chooses:
//
//   - Terrain (Cost, Defence) follows Fire Emblem's movement costs: plains 1,
//     forest 2 (3 mounted), mountain 3 on foot and closed to armour and
//     horses, water and walls closed to all but fliers (walls to all), a
//     fort 1. Defence is Advance Wars' kind: a flat bonus (forest +1,
//     mountain and fort +2) and no avoid.
//   - Every blow hits (Advance Wars, Into the Breach): damage is attack -
//     defence - the terrain's defence, at least 0 (Damage). So the forecast
//     (Predict, shown as the preview when the cursor is on a target after a
//     move) is exactly the outcome, and the tests hold the blow to it.
//   - An exchange is Fire Emblem's without doubling: the attacker strikes,
//     then the defender, if it lives and its range reaches the attacker,
//     strikes back once. Archers (range 2) cannot strike back at 1; mages
//     (1-2) can at both.
//   - Ranges: Reach is Dijkstra's search over the terrain costs with a fixed
//     tie order (cost, then the order cells were reached; neighbours up,
//     right, down, left), so the same map gives the same paths everywhere.
//     A unit passes through its own side's units but never ends on one, and
//     enemies block it (Fire Emblem, Advance Wars; ReachPassing). The
//     core's grid movers never share a cell, so the grid refuses such a
//     step: Unit.NextStep leaves it, and the system sets the mover stepping
//     into the ally's cell as the grid would, for the slide's length.
//   - Phases: the player's phase, then the enemy's, each a turn of
//     runtime/turns (a round is a "Turn" on the status line). A player's
//     unit acts once a phase: select, move (blue cells), then attack (red)
//     or wait; a move can be taken back until the unit acts (Fire Emblem).
//     When every player's unit has acted the phase ends by itself (Fire
//     Emblem's auto end); "end turn" ends it at once. A banner holds play
//     BannerTime at each phase's start.
//   - The enemy AI (plan) is deterministic and sees every unit, fog or not:
//     each enemy in hierarchy order takes the best-scored attack it can make
//     from a cell it reaches (damage dealt less damage taken, a kill worth
//     much, its own fall worth much less, the terrain's defence breaking
//     ties, the first of equals kept); with none, it walks its full move
//     along the cheapest way toward the nearest player's unit, unless it
//     holds (a boss on a throne stays until someone comes into its reach).
//     It pauses AIPause between units so a player can follow it.
//   - Fog of war (Battle.Fog): the player sees what its units see (each its
//     Vision, walls and mountains blocking sight); enemies elsewhere are not
//     drawn, described or attackable. Terrain is always shown (Advance Wars
//     fog: the map is known, not who stands on it).
//   - Win: "rout" (every enemy falls) or "seize" (a player's leader, or any
//     unit if it has none, ends its action on the seize cell, as Fire
//     Emblem's lord on a throne). Loss: the player's leader falls, or every
//     player's unit does. The battle's won or lost panel opens.
//
// # Files
//
// A map file (ReadMap) is lines of a keyword and its values: size, the map
// rows, units by side and class (Classes), fog, the win condition and the
// art's sheets. A mistake is a *MapError at file:line:col; hosting reports
// it in the problem log and plays the scene without its battle.
//
// # Network
//
// The module's commands (CommandSelect and the others, registered in the
// order of netNames) carry a player's intents to the host, which plays them
// in the player's phase as its own keys; a player's machine only sends them
// and shows the host's snapshots. A malformed command is refused with a
// warning, never a panic.
package tactics
