package dungeon

import (
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// Phase is what a run waits for.
type Phase uint8

// The phases of a run, in the order their numbers are saved.
const (
	// PhaseStart: the next floor is made on the next steps.
	PhaseStart Phase = iota
	// PhasePlay: the floor is played, turn by turn: the hero's turn (the
	// player's next action), then the monsters' (all in one step).
	PhasePlay
	// PhaseDead: the hero died; the run is over (permadeath).
	PhaseDead
	// PhaseWon: the hero took the stairs out of the last floor.
	PhaseWon
)

// Run is a run through a dungeon of generated floors (a roguelike, as
// Brogue): its settings and its state (its monsters are the game's table
// MonsterTable).
// The scene's first active Run is played; the floor's tilemaps, grid,
// hero, monsters and loot are entities under it, made by the module. Saved
// as "Dungeon.Run".
type Run struct {
	// Floors is how many floors the run has; the default (0) is
	// DefaultFloors.
	Floors int `json:"floors,omitempty"`
	// Width and Height are a floor's size in cells; the defaults (0) are
	// DefaultWidth and DefaultHeight (at least MinFloorSize, at most 128).
	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`
	// TileImage and ActorImage are the pictures of the tiles and of the
	// hero, monsters and loot (see the package documentation for their
	// layout); the defaults are DefaultTileImage and DefaultActorImage.
	TileImage  string `json:"tileImage,omitempty"`
	ActorImage string `json:"actorImage,omitempty"`
	// Sight is how far the hero sees, in cells; the default (0) is
	// DefaultSight.
	Sight int `json:"sight,omitempty"`
	// HeroHP is the hero's starting hit points; the default (0) is
	// DefaultHeroHP.
	HeroHP int `json:"heroHp,omitempty"`
	// Player is the session's player who plays the run (0, the default,
	// is the host's player or the only one); others watch.
	Player int `json:"player,omitempty"`

	// Phase is what the run waits for: state.
	Phase Phase `json:"phase,omitempty"`
	// Seed is the run's seed, drawn from the game's Rand when the run
	// begins; every floor is generated from it: state.
	Seed uint64 `json:"seed,omitempty"`
	// Depth is the floor played (from 1; 0 before the first): state.
	Depth int `json:"depth,omitempty"`
	// Built is the depth whose floor entities exist: state.
	Built int `json:"built,omitempty"`
	// Explored says which cells of the floor the hero has seen, row by
	// row (the remembered map): state.
	Explored []bool `json:"explored,omitempty"`
	// Turns counts the hero's turns, Kills the monsters slain, and Deepest
	// the deepest floor reached: state, shown in the run's summary.
	Turns int `json:"turns,omitempty"`
	Kills int `json:"kills,omitempty"`
	// KilledBy names what slew the hero: state.
	KilledBy string `json:"killedBy,omitempty"`
	// Pending is a pressed action the hero could not take yet (while it
	// slid or the monsters moved), plus 1; 0 is none: state.
	Pending int `json:"pending,omitempty"`
	// Log is the message log, newest last, at most LogLines: state.
	Log []string `json:"log,omitempty"`
}

// The defaults of Run's settings.
const (
	DefaultFloors     = 5
	DefaultWidth      = 48
	DefaultHeight     = 28
	DefaultTileImage  = "assets/tiles.png"
	DefaultActorImage = "assets/actors.png"
	DefaultSight      = 8
	DefaultHeroHP     = 40
	// CellSize is the side of a cell in world units (and of a tile in
	// pixels).
	CellSize = 16
	// LogLines is how many messages the log keeps.
	LogLines = 3
	// MaxFloorSize is the largest Width or Height.
	MaxFloorSize = 128
)

func (r *Run) floors() int { return orInt(r.Floors, DefaultFloors) }
func (r *Run) sight() int  { return orInt(r.Sight, DefaultSight) }
func (r *Run) size() (int, int) {
	clamp := func(v, def int) int { return min(max(orInt(v, def), MinFloorSize), MaxFloorSize) }
	return clamp(r.Width, DefaultWidth), clamp(r.Height, DefaultHeight)
}

func orInt(v, def int) int {
	if v > 0 {
		return v
	}
	return def
}

// Over reports whether the run has ended.
func (r *Run) Over() bool { return r.Phase == PhaseDead || r.Phase == PhaseWon }

// Hero is the player's character. Its entity also has a grid.Mover, a
// Walker and an items.Inventory (its gold and potions). Saved as
// "Dungeon.Hero".
type Hero struct {
	// HP and MaxHP are its hit points; at 0 the run is over.
	HP    int `json:"hp"`
	MaxHP int `json:"maxHp"`
	// Attack and Defense are its fighting numbers (see the package
	// documentation for how a blow is worked out).
	Attack  int `json:"attack"`
	Defense int `json:"defense"`
	// Level and XP: every Level*10 XP (from slain monsters) raise the level,
	// adding 5 hit points and 1 attack.
	Level int `json:"level"`
	XP    int `json:"xp,omitempty"`
}

// PotionHeal is how many hit points a potion gives back.
const PotionHeal = 12

// UseItem drinks a potion (implements items.ItemUser): it heals PotionHeal
// hit points, up to MaxHP, and is used up; refused at full health or for
// another item.
func (h *Hero) UseItem(u *items.Use) items.Outcome {
	if u.Item != ItemPotion || h.HP >= h.MaxHP {
		return items.Refused
	}
	h.HP = min(h.HP+PotionHeal, h.MaxHP)
	return items.UsedUp
}

// The items of the dungeon, by name (in the hero's items.Inventory).
const (
	ItemGold   = "Gold"
	ItemPotion = "Potion"
)

// Monster is a monster of the floor, made from a row of the monster table.
// Its entity also has a grid.Mover and a Walker. Saved as
// "Dungeon.Monster".
type Monster struct {
	// ID is its row in the monster table, Name what the log calls it.
	ID   string `json:"id"`
	Name string `json:"name"`
	// HP and MaxHP are its hit points; at 0 it dies.
	HP    int `json:"hp"`
	MaxHP int `json:"maxHp"`
	// Attack, Defense and XP are copied from its row.
	Attack  int `json:"attack"`
	Defense int `json:"defense"`
	XP      int `json:"xp"`
	// Awake is true once it has seen the hero: it then hunts them: state.
	Awake bool `json:"awake,omitempty"`
	// Seen is true while the hero sees its cell (it is drawn): state.
	Seen bool `json:"seen,omitempty"`
}

// VisibleTo implements the network's visibility rule (session.Visibility):
// a monster is sent to players' machines only while the hero sees it, so a
// watching or playing machine cannot show what lurks in the dark.
func (m *Monster) VisibleTo(network.PlayerID) bool { return m.Seen }

// Loot lies on a cell of the floor; its entity also has an items.Pickup
// that the hero takes by stepping on the cell. Saved as "Dungeon.Loot".
type Loot struct {
	// Cell is where it lies.
	Cell grid.Cell `json:"cell"`
}

// Walker is the grid brain of the hero and the monsters: the module
// decides each one's step on its turn and leaves it here, and the grid
// system takes it (sliding the mover). Saved as "Dungeon.Walker".
type Walker struct {
	// Next is the step to take the next time the mover stands still: state,
	// cleared when taken.
	Next grid.Dir `json:"next,omitempty"`
}

// MarksItsWrites says Walker is a grid.MarkingBrain: NextStep marks its
// entity when it clears Next.
func (*Walker) MarksItsWrites() {}

// NextStep implements grid.Brain: the step left by the module, once.
func (w *Walker) NextStep(c *grid.Context) grid.Dir {
	d := w.Next
	if d != grid.DirNone {
		c.Entity.MarkChanged()
		w.Next = grid.DirNone
	}
	return d
}

func init() {
	scenes.Register[Run]("Dungeon.Run")
	scenes.Register[Hero]("Dungeon.Hero")
	scenes.Register[Monster]("Dungeon.Monster")
	scenes.Register[Loot]("Dungeon.Loot")
	scenes.Register[Walker]("Dungeon.Walker")
}
