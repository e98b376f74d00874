package battles

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Hero is one hero of the party as it is kept between battles: its row of
// the hero table, its level and experience, and the hit and magic points
// it has left (a battle starts with them and writes them back).
type Hero struct {
	// ID is the hero's row of the hero table (tables/heroes.csv).
	ID string `json:"id"`
	// Level is from 1 to MaxLevel; XP is the experience gathered in all.
	Level int `json:"level"`
	XP    int `json:"xp,omitempty"`
	// HP and MP are what is left; a hero at 0 HP fights the next battle at 1.
	HP int `json:"hp"`
	MP int `json:"mp"`
	// Set is true once HP and MP were set from the table: a scene file
	// names a hero's id and level only, and it starts with full HP and MP.
	Set bool `json:"set,omitempty"`
}

// Party is the player's party between battles, on the entity named
// "Party" of the map scene and of the battle scene (a Griff.Carry takes its
// fields and the party's Griff.Inventory from one to the other). It also
// carries the battle asked for and its result. Saved as "Battles.Party".
type Party struct {
	// Heroes are the party, at most MaxHeroes, in their order in battle.
	Heroes []Hero `json:"heroes"`
	// Foes are the enemy ids of the battle asked for or being fought,
	// separated by spaces (at most MaxEnemies): state.
	Foes string `json:"foes,omitempty"`
	// NoFlee is true for a battle that cannot be run from: state.
	NoFlee bool `json:"noFlee,omitempty"`
	// From is the scene the battle returns to, and Encounter the name of the
	// entity there that started it: state.
	From      string `json:"from,omitempty"`
	Encounter string `json:"encounter,omitempty"`
	// Result is how the last battle ended ("won", "lost", "fled"), until the
	// scene it returned to has taken it: state.
	Result string `json:"result,omitempty"`
	// Won counts the battles won, Lost the battles lost: state.
	Won  int `json:"won,omitempty"`
	Lost int `json:"lost,omitempty"`
}

// The results of a battle (Party.Result).
const (
	ResultWon  = "won"
	ResultLost = "lost"
	ResultFled = "fled"
)

// Encounter is a battle waiting on a map: touched by the walker (on the
// same tile), or told the message "fight" by anything (a trigger of
// another genre's scene, a script), it starts the battle against Foes in
// the scene Battle, which returns here with the result. Won, its entity is
// removed (its scene should be remembered, Griff.Remember, so it stays
// gone). Saved as "Battles.Encounter".
type Encounter struct {
	// Foes are the enemy ids, separated by spaces ("slime slime bat").
	Foes string `json:"foes"`
	// Battle is the battle scene's name; the default ("") is DefaultBattle.
	Battle string `json:"battle,omitempty"`
	// NoFlee forbids running away (a boss).
	NoFlee bool `json:"noFlee,omitempty"`
	// Asked is true once the message "fight" asked for the battle: state.
	Asked bool `json:"asked,omitempty"`
}

// Messages returns "fight"; it implements messages.Vocabulary.
func (*Encounter) Messages() []string { return []string{"fight"} }

// Walker is the party walking on a map of tiles: while a direction is
// held it moves a tile at a time, sliding there over WalkSteps steps, within the map's Cols×Rows tiles of Tile world
// units from its scene origin, never onto a tile Walls marks. Saved as
// "Battles.Walker".
type Walker struct {
	// Tile is the tile size in world units; the default (0) is DefaultTile.
	Tile float64 `json:"tile,omitempty"`
	// Cols and Rows are the map's size in tiles.
	Cols int `json:"cols"`
	Rows int `json:"rows"`
	// Walls are the map's rows of tiles, top first, '#' a wall (missing
	// rows and columns are floor).
	Walls []string `json:"walls,omitempty"`
	// Col and Row are the tile it stands on, Back the one it came from (a
	// fled battle steps back there), Start the one a lost battle wakes it
	// at: state.
	Col   int    `json:"col"`
	Row   int    `json:"row"`
	Back  [2]int `json:"back"`
	Start [2]int `json:"start"`
	// Moving counts the steps left of a slide: state.
	Moving int `json:"moving,omitempty"`
	// Placed is true once the walker was put on its tile: state.
	Placed bool `json:"placed,omitempty"`
}

// Status is a status effect on a fighter and the turns it has left.
type Status struct {
	// Kind is one of the status names (StatusPoison, ...).
	Kind string `json:"kind"`
	// Turns are the fighter's own turns left; it wears off at the end of
	// the last.
	Turns int `json:"turns"`
}

// The status effects (see the package documentation, "Status effects").
const (
	StatusPoison = "poison"
	StatusSleep  = "sleep"
	StatusHaste  = "haste"
	StatusSlow   = "slow"
	StatusGuard  = "guard"
)

// statusNames are the status effects in the order they are shown.
var statusNames = []string{StatusPoison, StatusSleep, StatusHaste, StatusSlow, StatusGuard}

// Fighter is one fighter of a battle: a hero or an enemy, a child of the
// Battle. Its stats come from its table row (and a hero's level). Saved as
// "Battles.Fighter".
type Fighter struct {
	// Name is shown; Row is its table row (hero or enemy table).
	Name string `json:"name"`
	Row  string `json:"row"`
	// Enemy is true for an enemy; Slot is its place on its side (from 0).
	Enemy bool `json:"enemy,omitempty"`
	Slot  int  `json:"slot,omitempty"`
	// Level is a hero's level (an enemy's is 1), XP its experience.
	Level int `json:"level"`
	XP    int `json:"xp,omitempty"`
	// HP, MP and their maxima.
	HP    int `json:"hp"`
	MaxHP int `json:"maxHp"`
	MP    int `json:"mp"`
	MaxMP int `json:"maxMp"`
	// The stats: attack, defence, magic, spirit (magic defence), speed.
	Atk int `json:"atk"`
	Def int `json:"def"`
	Mag int `json:"mag"`
	Spr int `json:"spr"`
	Spd int `json:"spd"`
	// Defending halves the damage taken until its next turn.
	Defending bool `json:"defending,omitempty"`
	// Statuses are its status effects, in the order they came.
	Statuses []Status `json:"statuses,omitempty"`
	// Pop is the last number popped above it (damage, or healing when
	// Healed), PopAge the steps since (it rises and fades for PopSteps),
	// PopText what it says: state, drawn.
	Pop     int    `json:"pop,omitempty"`
	Healed  bool   `json:"healed,omitempty"`
	PopAge  int    `json:"popAge,omitempty"`
	PopText string `json:"popText,omitempty"`
	// Marked is true while the player's target cursor is on it: drawn.
	Marked bool `json:"marked,omitempty"`
	// Shown is the HP the bar shows, easing to HP after a change: drawn.
	Shown visual.Smoothed[float64] `json:"shown,omitzero"`
	visual.DrawOrder
}

// Alive reports whether the fighter still stands.
func (f *Fighter) Alive() bool { return f.HP > 0 }

// Has reports whether the fighter has the status kind.
func (f *Fighter) Has(kind string) bool {
	for _, s := range f.Statuses {
		if s.Kind == kind {
			return true
		}
	}
	return false
}

// Speed is its speed in the turn order: Spd, doubled by haste, halved
// (rounded down, at least 1) by slow.
func (f *Fighter) Speed() int {
	s := max(f.Spd, 1)
	if f.Has(StatusHaste) {
		s *= 2
	}
	if f.Has(StatusSlow) {
		s = max(s/2, 1)
	}
	return s
}

// Phase is what a battle waits for.
type Phase uint8

// The phases of a battle, in the order their numbers are saved.
const (
	// PhaseStart: the fighters are made on the next step.
	PhaseStart Phase = iota
	// PhaseWait: waiting for the next turn to begin.
	PhaseWait
	// PhaseCommand: a hero's command menu (Attack, Skill, Item, Defend, Run).
	PhaseCommand
	// PhaseList: a hero's list of skills or items.
	PhaseList
	// PhaseTarget: the hero picks the target.
	PhaseTarget
	// PhaseAct: the chosen action shows for ActSteps, then is done.
	PhaseAct
	// PhaseWon, PhaseLost, PhaseFled: the battle is over; the player's
	// confirm goes back to the map.
	PhaseWon
	PhaseLost
	PhaseFled
	// PhaseDone: the battle asked to go back.
	PhaseDone
)

// The commands of a hero's menu, in order.
const (
	CommandAttack = iota
	CommandSkill
	CommandItem
	CommandDefend
	CommandRun
)

// commandNames are the menu's lines.
var commandNames = [...]string{"Attack", "Skill", "Item", "Defend", "Run"}

// Battle is a battle being fought, on the battle scene's entity "Battle":
// its fighters are its children, spawned from the Party (on the scene's
// entity "Party") when it starts. It needs a Griff.TurnOrder on the same
// entity. Saved as "Battles.Battle".
type Battle struct {
	// Player is the session's player who commands the heroes (0, the
	// default, is the host's, or the only player without network).
	Player int `json:"player,omitempty"`
	// Phase is what the battle waits for: state.
	Phase Phase `json:"phase,omitempty"`
	// Seen is the count of turns begun (turns.Order.Turns) the battle has
	// acted on: state.
	Seen int `json:"seen,omitempty"`
	// Actor is the slot (heroes from 0, enemies from 100) whose turn it is:
	// state.
	Actor int `json:"actor,omitempty"`
	// Menu is the command picked, List the skill or item picked and
	// Target the target picked (an index into the candidates): state.
	Menu   int `json:"menu,omitempty"`
	List   int `json:"list,omitempty"`
	Target int `json:"target,omitempty"`
	// Skill is the skill being used (a skill id) and Item the item it comes
	// from (""), Aim the target chosen (a fighter's slot, -1 for a whole
	// side): state.
	Skill string `json:"skill,omitempty"`
	Item  string `json:"item,omitempty"`
	Aim   int    `json:"aim,omitempty"`
	// Wait counts the steps the action has shown: state.
	Wait int `json:"wait,omitempty"`
	// Message is the line shown at the top: state.
	Message string `json:"message,omitempty"`
	// Gained is the experience the won battle gave each hero: state.
	Gained int `json:"gained,omitempty"`
	// Rounds counts the rounds begun: state.
	Rounds int `json:"rounds,omitempty"`
}

// The defaults and bounds.
const (
	// DefaultBattle is the scene an Encounter starts by default.
	DefaultBattle = "battle"
	// DefaultTile is a Walker's tile size in world units.
	DefaultTile = 32
	// WalkSteps is how many steps a walker takes to slide one tile.
	WalkSteps = 8
	// ActSteps is how long an action shows before it is done (half a
	// second at 60 steps a second).
	ActSteps = 30
	// PopSteps is how long a number pops above a fighter.
	PopSteps = 45
	// MaxHeroes and MaxEnemies are the most fighters of a side.
	MaxHeroes  = 3
	MaxEnemies = 4
	// MaxLevel is the highest level.
	MaxLevel = 99
	// MaxStat bounds every stat and number of a fighter.
	MaxStat = 9999
	// SaveSlot is the save slot a battle won is saved in.
	SaveSlot = "battles"
)

// Colours (straight RGBA).
var (
	colorHP      = griff.MustHex("#5fd068")
	colorHPLow   = griff.MustHex("#e0524f")
	colorHPTrack = griff.RGBA8(30, 24, 40, 255)
	colorMP      = griff.MustHex("#5fa8e8")
	colorDamage  = griff.MustHex("#ffffff")
	colorHeal    = griff.MustHex("#7cf08a")
	colorFlash   = griff.MustHex("#f4ecd8")
)

func init() {
	scenes.Register[Party]("Battles.Party")
	scenes.Register[Encounter]("Battles.Encounter")
	scenes.Register[Walker]("Battles.Walker")
	scenes.Register[Fighter]("Battles.Fighter")
	scenes.Register[Battle]("Battles.Battle")
}
