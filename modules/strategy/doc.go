// Package strategy is the real-time strategy genre (StarCraft, Age of
// Empires, Warcraft II): a skirmish on a tile map between two sides, each
// with workers that gather gold and wood and build, buildings that train
// units, and soldiers that fight, under a fog of war, against a scripted
// computer opponent. Its template "strategy" is one skirmish map.
//
// # The match
//
// A scene has one Strategy.Match (the map's tiles as rows of letters:
// grass, trees, rocks, water), whose children are the units and
// buildings (Strategy.Unit, a row of tables/units.csv each), a
// Strategy.Fog and a Strategy.Hud with the texts "Resources", "Info" and
// "Banner". The match is won when side 1 has no building left and lost
// when side 0 has none.
//
// # Decisions where the issue was silent
//
//   - Positions are whole numbers of 1/16 world unit (Sub) and every
//     distance is worked out with whole numbers (isqrt corrects the float
//     square root, which is exact on every machine), so units move by the
//     same bits everywhere; no float product decides anything.
//   - Paths are A* (runtime/grid's Pathfinder, diagonals without cutting
//     corners) over the tiles blocked by trees, rocks, water and buildings,
//     worked out once per order and again after StuckSteps*2 steps stuck.
//     Units do not block paths; a separation pass pushes overlapping units
//     apart half the overlap each, pair by pair in hierarchy order, never
//     onto a blocked tile. Workers at work pass through each other (as in
//     StarCraft's mining) so mines do not jam. A group sent to a point is
//     spread in a square of places (formation), and a unit stuck near its
//     place counts as there.
//   - Combat follows Warcraft II: a hit does damage less armour (at least
//     1) times a roll of 50–100% from the game's Rand (Damage); range is
//     edge to edge; cooldown in steps. Idle soldiers attack foes in sight;
//     a soldier hit while idle fights back.
//   - Economy: a worker carries 10 (Carry) of gold from a mine (GatherSteps)
//     or wood from a tree (ChopSteps; a tree holds TreeWood and becomes
//     grass) to its side's nearest town hall. A building is paid when its
//     worker reaches the site, then rises over its time while a worker
//     works on it; a trained unit is paid when queued and waits for
//     supply (farms and halls give it: the table's negative supply).
//   - Fog: each unit sees a circle of its sight in tiles (no walls block
//     sight, as in Warcraft II); tiles are black until explored, dim when
//     explored but not seen. A unit of the other side is drawn and sent to
//     a player's machine only while that player's side sees it
//     (Unit.VisibleTo), so no machine can show what the fog hides.
//   - The computer (AISide, default side 1) thinks every ThinkEvery steps:
//     idle workers to gold (GoldWorkers) and wood, the next item of its
//     build order (then a loop) when it can pay, building on rings round
//     its hall from a place the game's Rand picks; its waves attack-move
//     at the player's first building once FirstWave has passed and
//     WaveSize+2×wave soldiers stand idle. It knows where the player's base
//     is (it does not scout).
//   - Networking: lockstep (runtime/network.Lockstep; the template's
//     project asks for "mode": "lockstep" with 2 players, relayed by a
//     dedicated server as rollback matches are). The issue offered the
//     rollback mode (inputs only) or a lockstep mode. Measured
//     (tests/strategy_rollback_test.go and strategy_lockstep_test.go, at
//     step 6000 of the recorded skirmish, about 30 units and buildings, on
//     the shared 2-core test machine): a rollback of 1 step costs about
//     0.25 ms, of 8 steps about 1.9 ms, of 16 steps about 7 ms, and grows
//     with the armies; a lockstep step costs one step
//     whatever the delay (BenchmarkStrategyLockstepStep: 0.09 to 0.4 ms
//     on the loaded machine, 12 allocations, against 1.8 to 2.2 ms for a
//     rollback of 8 steps in the same runs). A strategy
//     game's orders are rare and its players accept a delay (Age of
//     Empires played its orders 200 ms late), so lockstep suits it: every
//     machine plays every side from its player's input (player index =
//     side) once every input is there; TestStrategyLockstep plays two
//     machines through a relay over a lossy link, player 1 selecting and
//     ordering its peasants with its own pointer and keys, to the same
//     shared state. The computer plays no side then (People). The state
//     still re-simulates to the same bits (TestStrategyPassesSyncTest), so
//     rollback stays possible. Orders are also network commands
//     (CommandOrder, "strategy.order": AppendCommand's payload) for a
//     project in host mode (a server plays the match and sends each
//     player what their side sees): griff-player's --join plays only that
//     mode today, so the path stays.
//   - A player's view (camera, selection, control groups, ghost,
//     message) is state: Match.UI for side 0, Match.Others for the sides
//     after it that people play, every one worked out on every machine
//     from its player's input, so recordings, rewinds and lockstep cover
//     them. What a machine shows of its own side (the camera entity, the
//     hud's texts, which units are drawn picked) is presentation: the
//     system names the camera and the hud as a network.Presenter, left
//     out of the lockstep digests. The hud is the Match's child with a
//     Strategy.Hud, whatever its name. A host-mode player's machine keeps
//     its own view in the system.
//   - Supply: a town hall gives 6, so the template's start (5 units)
//     has room to train one; a unit waiting for supply tells its player
//     once ("Not enough farms"), not every few seconds.
//   - Scene fields the match cannot use warn and are mended, never
//     trusted as indexes: a map of 0 or over MaxTiles tiles (each side
//     tested alone, so two huge sides cannot overflow past the check), a
//     letter that is no terrain (it blocks like a rock), aiSide out of
//     range (no computer), a negative start (0), a unit's side (neutral)
//     or tile off the map, and, in a started match's state, tile lists of
//     another length (trees and fog start again), a unit's carryWhat
//     (it carries nothing) or negative path place (it routes again). A
//     match without its Hud plays on undrawn.
//   - Art is drawn with shapes (no sprite sheets): side-coloured circles
//     for units with a tool, walls and roofs for buildings.
package strategy
