// Package firstperson is Griff's first-person module on a grid (the
// Wolfenstein 3D family, and Doom's look where a grid allows): a level
// read from a map file, drawn by a raycaster with textured walls, sliding
// doors, keys for coloured doors, health and ammo pickups, a hitscan
// pistol with kick and a muzzle flash, guards that see and chase the
// player, mouse look, and an exit that ends the level with a summary. A
// project names it with "modules": ["firstperson"]; `griff-player new
// firstperson folder/` writes its template, "Bunker".
//
// # Scenes
//
// A level is an entity with a [Level] (the map file's path, and the whole
// state: cells, player, doors, enemies, pickups) and a [View] that draws
// it; Griff.Text children named "Status", "Message" and "Summary" (and a
// "SummaryBack" shown with the summary) get the status line, messages and
// the summary. The map is read on the level's first step (and again after
// a death) through the game folder; see [ReadMap] for its characters.
// Mistakes warn in the problem log at file:line:col and the rest plays.
// A Level whose saved state cannot be played (a scene file's or an agent's
// fields out of range: cells not Width×Height, a place off the map, a door
// off a door cell, a phase or kind unknown) warns and its map is read again.
// The system reports the level to a playtester (runtime.PlaytestReporter,
// "level": phase, cell, facing, health, ammo, keys, kills and items).
//
// # Drawing (decisions)
//
// The raycaster is the DDA of Lode Vandevenne's tutorial
// (lodev.org/cgtutor/raycasting.html), as Wolfenstein 3D did it: one ray a
// column ([View].Columns, 320 by default over 640 pixels, Wolfenstein's
// 320), each wall drawn as one textured vertical strip (a Sink.Quad of a
// one-texel-wide column of the wall picture), shaded 0.75 on east–west
// faces and falling with distance as 1/(1+d²/40). Doors stand in the
// middle of their cell and slide sideways, as Wolfenstein's; the walls
// beside a door show a frame. Things (guards, pickups, barrels, lamps)
// are billboards sorted far to near and cut against each column's wall
// depth. The field of view is 66° (the tutorial's camera plane of 0.66).
// The floor and ceiling are textured in perspective by the draw list's
// floor pass (drawlist.OpFloor, through visual.FloorSink: a Kage shader on
// the GPU, per-pixel floor casting in the software renderer), with the
// walls' fog; a sink without it, or a View with FlatFloor, fills them with
// flat colours in bands that darken towards the horizon.
//
// # Smoothing
//
// The simulation runs at the game's fixed steps; the Level keeps where the
// player, their turn, their bob, the doors and the enemies were at the
// start of the last step (the Prev fields), and the View draws between
// those and now by the frame's blend, so turning and the bob are smooth at
// any frame rate.
//
// # Rules (decisions; numbers from Wolfenstein 3D's feel)
//
// The player walks at [WalkSpeed] and turns at [TurnSpeed] (keys) or by
// the mouse's motion times [Level].MouseTurn; bodies keep [Radius] from
// walls and slide along them. Use opens the door (or presses the exit) the
// view ray meets within [UseReach]: a red or blue door needs its key. A
// door opens in [DoorSteps], stays open [DoorOpenSteps] and does not close
// on anyone. Pickups are taken within [PickupReach] when of use (health
// below the most, ammo below the most). Fire shoots, one round each
// [ReloadSteps]: a hitscan along the view ray hitting the nearest living
// enemy whose middle it passes within [EnemyRadius], nearer than the wall,
// for [ShotDamage] plus up to [ShotSpread] (the game's Rand). Guards stand
// until they see the player ([Level.Sees]: a DDA ray through the grid,
// within [GuardSight]) or are shot, then chase by an A* path on the grid
// (runtime/grid's Pathfinder; guards open plain doors, not locked ones),
// aim for [AimSteps] and shoot with a chance falling with distance. The
// level ends won when the exit is pressed, with the time in steps, kills
// and items found; at 0 health the player dies, and use starts again.
// There are no secrets (push walls) in this first version.
//
// # Mouse look
//
// The mouse turns the view by [Level].MouseTurn radians a pixel of its
// motion across (the change of the pointer's x between steps, so it is
// recorded and replayed like keys). The system provides
// runtime.PointerCapture: while a level is played with mouse look on by
// this machine's player, the window host holds the pointer
// (Ebitengine's captured cursor mode), and lets it go for the summary,
// when the game is paused on a fault, or without focus.
//
// # Network
//
// A level is played by one session player ([Level].Player, the host's by
// default; offline, where the keys and the mouse are player 0's, a level
// of another player warns and is played as player 0's). A player's machine
// sends [CommandInput] (its held controls and mouse motion) whenever they
// change; the host plays them. A command
// from another player, a malformed one, or more than 16 waiting are
// refused with a warning in the host's problem log.
package firstperson
