// Package battles is Griff's turn-based RPG battle module (the Final
// Fantasy, Dragon Quest and Pokémon family): a party of up to three heroes
// against up to four enemies, a command menu on each hero's turn (Attack,
// Skill, Item, Defend, Run), skills whose power is a formula with dice in
// a table, elements and weaknesses, status effects lasting some turns,
// items from the party's bag, experience and levels, and enemies that pick
// their moves by weights. A battle is started from another scene (a map,
// a platformer's level, a dungeon) and returns to it with the result. A
// project names it with "modules": ["battles"]; `griff-player new battles
// folder/` writes its template, "Three Battles": a small map with three
// foes, beaten in a row with a save after each.
//
// # Scenes
//
// A battle is a scene of its own (DefaultBattle, "battle"): an entity
// "Battle" with a [Battle] and a Griff.TurnOrder, and an entity "Party"
// with a [Party], a Griff.Inventory and a Griff.Carry naming the Party's
// fields and the inventory's held and filled. The scene it is started
// from has an entity "Party" with the same three components and a
// Griff.Remember (so the scene is found as it was left). A battle starts
// through the [Starter] service (any system or script can call it) or an
// [Encounter]: touched by the map's [Walker] (on the same tile), or told
// the message "fight" (a trigger's wire in another genre's scene). Start
// writes the foes and the scene's name into the Party and changes scene
// with a fade (runtime/sceneflow); the Carry takes the Party there. When
// the battle is over the player's confirm writes the heroes back into the
// Party with Party.Result ("won", "lost" or "fled") and goes back to
// Party.From. There the module takes the result on its next step: won,
// the Encounter named Party.Encounter is removed and the game is saved in
// [SaveSlot] (runtime/saves, when the host gave a store); lost, the party
// wakes healed at the walker's start; fled, the walker steps back a tile.
// The map's "load" action loads the save.
//
// # Turn order (decision)
//
// Every fighter is an actor of one side of the core's turn order
// (runtime/turns) with its speed as initiative, so each round every
// fighter acts once, fastest first, ties in the scene's order (heroes
// before enemies): the round order of Dragon Quest, Pokémon and the first
// Final Fantasy games, rather than Active Time Battle gauges, which would
// make the player's speed at the menu part of the rules. Haste doubles a
// speed and slow halves it; the order is worked out afresh each step, so
// a haste cast takes effect within the round.
//
// # Tables
//
// The numbers are the game's tables (tables/*.csv, read by package data,
// given by runtime/tables): heroes, enemies, skills and items (see
// [ReadHeroes], [ReadEnemies], [ReadSkills] and [ReadItems] for their
// columns). A missing column, a cell out of range, a formula that does not
// read, an unknown status, skill or element word warns in the problem log
// at the table's file, row and column (data/table's errors), the row is
// left out (a hero's or an enemy's unknown skill leaves out only that
// skill) and the rest plays.
//
// # Formulas
//
// A skill's power is a formula (data/formula) of the user's stats, named
// lvl, hp, maxhp, mp, maxmp, atk, def, mag, spr and spd, and the target's,
// named target.atk and so on: "atk*2 - target.def + 1d4". Its dice roll
// from the game's seeded Rand, so the same seed and presses give the same
// battle. A hero's next column is the experience needed to pass level lvl
// (in all), "10*lvl*lvl" by default. What a value does is [Apply]'s rule:
// damage is the value times the element's scale ([ElementScale]: weak
// doubles, resisting halves), halved by defending or guard, rounded down,
// at least 1; healing is the value rounded down, up to the maximum. A
// formula that fails (a division by 0) counts as 0 and warns.
//
// # Status effects
//
// Each status lasts its number of the fighter's own turns, counted down
// at the end of each, and wears off at 0: poison takes a tenth of the
// maximum HP at the end of each turn; sleep skips the turn, and a hit
// wakes; haste doubles the speed and slow halves it (each takes the other
// away); guard halves damage taken. A skill gives its status with its
// chance in percent, rolled with the game's Rand; a cure skill takes it.
// Defend halves the damage taken until the defender's next turn.
//
// # Items, experience, enemies
//
// Items are the party's Griff.Inventory (runtime/items): each item of the
// item table is used as its skill, with no MP, and one is paid when it is
// used. When a battle is won, each hero standing gets the experience of
// every enemy (as in Pokémon's and Final Fantasy's shares, not split), and
// rises while it has its next level's; each level adds the hero table's
// growth to its stats and HP and MP. Enemies pick a move by the weights of
// their table's ai column among the moves they have the MP for (with the
// game's Rand), a foe to hit by the Rand too, and heal the ally lowest on
// HP. Running works when the party's fastest is at least as fast as the
// enemies' fastest, else on a coin flip; a battle with NoFlee cannot be
// run from, and a failed run spends the turn.
//
// A hero who fell in a battle the party won or fled gets up with 1 HP for
// the next one (as in Chrono Trigger, where the knocked-out rise with 1 HP
// when the battle ends), rather than staying down until revived (Final
// Fantasy, Dragon Quest, Pokémon's fainting): the map has no inn or
// church, so reviving is for within a battle (Raise, Phoenix Down), and a
// party is never left a hero short for the rest of the game. A game that
// wants them down keeps its own rule in its map scene.
//
// # Network
//
// A Battle is commanded by one session player ([Battle].Player, the
// host's by default). A player's machine sends that player's presses to
// the host as [CommandPress]; the host plays them in its next step. A
// press from another player, a malformed one, or more than 16 waiting are
// refused with a warning in the host's problem log. The map's walker
// reads the host's player only.
//
// # Pictures
//
// The fighter image ([DefaultFighterImage]) holds 96×96 fighters in a row:
// a fighter's look is its column. HP bars ease towards the HP between
// steps (visual.Smoothed) and each hit's number pops above the fighter,
// rising and fading for [PopSteps].
//
// Left out to keep the first version small: Active Time Battle gauges,
// back rows, equipment, critical hits and misses, MP-restoring items, and
// status effects beyond the five.
package battles
