// Package dungeon is Griff's roguelike module (Brogue, Shattered Pixel
// Dungeon): a run through floors of rooms and corridors generated from a
// seed, seen through the hero's field of view, played turn by turn on the
// core's turns and grid, with loot in the core's inventories, stairs down,
// and permadeath. A project names it with "modules": ["dungeon"];
// `griff-player new dungeon folder/` writes its template, "Five Floors
// Down", a run of five floors.
//
// # The run
//
// A scene's first active [Run] is played. Its entity also has a
// Griff.TurnOrder with the sides "hero" and "monsters" and a
// Griff.TurnActor of the side "monsters": the Run plays the monsters' turn,
// all of them in one step, so a floor of many monsters costs one step a
// round. The module makes the rest as the Run's children: "Map" (the floor's
// Griff.Tilemap and Griff.Grid, with the fog's tilemap "Fog" under it), the
// hero (a [Hero] with a grid mover, a [Walker], an inventory holding a
// potion, and the "hero" side's actor), the monsters ([Monster]) and the
// loot ([Loot] with a Griff.Pickup). The Run's Griff.Text children "Status",
// "Log" and "Summary", if the scene has them, show the hero's numbers, the
// last [LogLines] messages and the run's summary.
//
// A run's seed is drawn from the game's Rand when it begins; floor n is
// [Generate]d from the seed and n alone, and its monsters and loot are
// placed with a Rand of its own, so a floor is the same on every machine
// for the same seed whatever else the game drew. Monsters' hit points are
// rolled with the game's Rand as their rows are read.
//
// # Turns
//
// On the hero's turn, once the hero stands still, the player's action is
// played: a step (held keys walk on), an attack on a monster in the way, a
// wait, or a potion (refused at full health or with none: no turn is
// spent; a step into a wall takes no turn either). Then the monsters' turn:
// a monster that the hero sees wakes (sight is symmetric: it sees the hero
// too), and an awake monster next to the hero attacks, else takes a step
// along a shortest path to the hero (runtime/grid's A*, 4 directions) if
// the cell is free. Movement is in 4 directions, as the grid's movers and
// most tile-based roguelikes for keyboards have it.
//
// A blow hits 4 times in 5, for the attacker's attack plus 0 to 2 less the
// defender's defence, at least 1 (numbers in the spirit of Rogue's, kept
// small so a floor's fights read in the log). Slain monsters give their XP;
// every Level×10 XP the hero gains a level: 5 more hit points and 1 more
// attack, up to [MaxLevel]. Loot is taken by stepping on it (items.Items.PickUp); a potion
// heals [PotionHeal] (the hero is an items.ItemUser), and every
// [RegenTurns] turns the hero gets 1 hit point back, so waiting heals. Stepping on the
// stairs goes down; on the last floor it wins the run. At 0 hit points the
// run is lost for good: its summary shows, and the new-run key starts
// another with a new seed (permadeath; there is no save to go back to).
//
// # Sight
//
// What the hero sees is worked out with runtime/grid/sight (symmetric
// shadow casting) within [Run].Sight cells whenever the hero enters a new
// cell or its sight changes (and after a restore); seen cells are added to
// [Run].Explored, the remembered map. The fog draws nothing over what is
// seen, a dim tile over what was, and dark over the rest; monsters out of
// sight are not drawn.
//
// # Monsters as data
//
// Monsters are the rows of the game's table "monsters"
// (tables/monsters.csv, read by package data: typed columns, errors at
// file, row and column). Columns named like a [Monster] field's saved name
// fill it (runtime/tables: "name", "hp", which may be dice such as 2d4+2,
// "attack", "defense", "xp"); "from" and "to" are the floors a monster lives
// on, and "look" its column in the actor image (1 to 13). A missing table
// or column warns in the problem log and the floors have no monsters; a
// look out of range, floors from > to, and numbers beyond 0 to
// [MaxMonsterNumber] warn too (the look and numbers are clamped).
//
// A Run's entity lacking its Griff.TurnOrder or Griff.TurnActor warns (no
// turn could be played). A hero or map destroyed mid-run (say by an agent)
// is made again and the floor built anew; the new-run key does nothing
// until the run is over.
//
// # Network
//
// A Run is played by one session player ([Run].Player, the host's by
// default). Their machine sends each action to the host as the command
// [CommandAct] (1 byte); the host plays it on the hero's next turn.
// Malformed commands, commands from another player and more than 8
// waiting are refused with a warning in the host's problem log. A monster
// is sent to players' machines only while the hero sees it
// ([Monster].VisibleTo), so no machine can show what lurks in the dark.
//
// # Pictures
//
// The tile image ([Run].TileImage, "assets/tiles.png") holds 16×16 tiles
// in a row: floor, wall, stairs, the dim fog and the dark fog. The actor
// image ("assets/actors.png") holds 16×16 pictures in a row: the hero,
// thirteen monster looks, gold and a potion.
package dungeon
