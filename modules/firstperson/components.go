package firstperson

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Phase is where a level is.
type Phase uint8

// The phases of a level, in the order their numbers are saved.
const (
	// PhaseLoad: the map is read on the next step.
	PhaseLoad Phase = iota
	// PhasePlay: the level is played.
	PhasePlay
	// PhaseWon: the exit was used; the summary shows.
	PhaseWon
	// PhaseDead: the player died; use starts the level again.
	PhaseDead
)

// Key is a set of keys, one bit a colour.
type Key uint8

// The keys.
const (
	KeyRed Key = 1 << iota
	KeyBlue
)

// Level is a first-person level (Wolfenstein 3D style) played from a map
// file: its settings and its whole state (the map's cells, the player,
// doors, enemies and pickups). The scene's first active Level is played,
// and a View on its entity draws it. Saved as "FirstPerson.Level".
type Level struct {
	// Map is the map file's path in the game folder (see ReadMap).
	Map string `json:"map"`
	// Player is the session's player who plays (0, the default, is the
	// host's player or the only one). Offline only player 0 plays: another
	// warns and is set to 0.
	Player int `json:"player,omitempty"`
	// MouseTurn is how far a pixel of mouse motion turns the view, in
	// radians; the default (0) is DefaultMouseTurn, and a negative value
	// turns mouse look off.
	MouseTurn float64 `json:"mouseTurn,omitempty"`

	// Phase is where the level is: state.
	Phase Phase `json:"phase,omitempty"`
	// Width, Height and Cells are the map's grid as read (Cells row by
	// row, kinds CellFloor...): state.
	Width  int     `json:"width,omitempty"`
	Height int     `json:"height,omitempty"`
	Cells  []uint8 `json:"cells,omitempty"`
	// X, Y are the player's place in cells and Angle the way they face
	// (radians, 0 east, growing clockwise on the map: y grows down); the
	// Prev values are those at the start of the last step, which the view
	// draws between: state.
	X         float64 `json:"x,omitempty"`
	Y         float64 `json:"y,omitempty"`
	Angle     float64 `json:"angle,omitempty"`
	PrevX     float64 `json:"prevX,omitempty"`
	PrevY     float64 `json:"prevY,omitempty"`
	PrevAngle float64 `json:"prevAngle,omitempty"`
	// Bob is the walk's phase (radians: the view bobs by its sine) and
	// BobAmount how much (0 standing to 1 at full speed), with the values
	// at the start of the last step: state.
	Bob           float64 `json:"bob,omitempty"`
	BobAmount     float64 `json:"bobAmount,omitempty"`
	PrevBob       float64 `json:"prevBob,omitempty"`
	PrevBobAmount float64 `json:"prevBobAmount,omitempty"`
	// Health, Ammo and Keys are what the player has: state.
	Health int `json:"health,omitempty"`
	Ammo   int `json:"ammo,omitempty"`
	Keys   Key `json:"keys,omitempty"`
	// Reload counts the steps until the weapon fires again, Kick the steps
	// of its recoil left (the flash shows in the first FlashSteps of
	// them) and Hurt the steps of the red flash of a hit taken: state.
	Reload int `json:"reload,omitempty"`
	Kick   int `json:"kick,omitempty"`
	Hurt   int `json:"hurt,omitempty"`
	// Steps counts the level's steps played, Kills the enemies killed,
	// Found the pickups taken: state, shown in the summary.
	Steps int `json:"steps,omitempty"`
	Kills int `json:"kills,omitempty"`
	Found int `json:"found,omitempty"`
	// Pointer is the mouse's x at the last step and Pointed whether it was
	// known (mouse look turns by its motion): state.
	Pointer float64 `json:"pointer,omitempty"`
	Pointed bool    `json:"pointed,omitempty"`
	// Message is a line shown for MessageSteps more steps ("You need the
	// red key"): state.
	Message      string `json:"message,omitempty"`
	MessageSteps int    `json:"messageSteps,omitempty"`
	// Doors, Enemies and Pickups are the map's, in reading order: state.
	Doors   []Door   `json:"doors,omitempty"`
	Enemies []Enemy  `json:"enemies,omitempty"`
	Pickups []Pickup `json:"pickups,omitempty"`
}

// Door is a door of a level: its cell and how open it is.
type Door struct {
	// Cell is the door's cell index (y*Width+x).
	Cell int `json:"cell"`
	// Open is how far it has slid open, 0 shut to 1 open, and PrevOpen
	// that at the start of the last step.
	Open     float64 `json:"open,omitempty"`
	PrevOpen float64 `json:"prevOpen,omitempty"`
	// Opening is true while it opens or stands open; Wait counts the steps
	// it stays open before it closes (a door does not close on anyone).
	Opening bool `json:"opening,omitempty"`
	Wait    int  `json:"wait,omitempty"`
}

// EnemyState is what an enemy is doing.
type EnemyState uint8

// The enemies' states, in the order their numbers are saved.
const (
	// EnemyIdle stands until it sees the player (or is shot).
	EnemyIdle EnemyState = iota
	// EnemyChase walks towards the player by a grid A* path.
	EnemyChase
	// EnemyAim aims at a player it sees, for AimSteps, then shoots.
	EnemyAim
	// EnemyPain flinches from a hit for PainSteps.
	EnemyPain
	// EnemyDead lies on the floor.
	EnemyDead
)

// Enemy is an enemy of a level (a guard).
type Enemy struct {
	// X, Y is its place in cells, and PrevX, PrevY that at the start of the
	// last step.
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	PrevX float64 `json:"prevX,omitempty"`
	PrevY float64 `json:"prevY,omitempty"`
	// HP is its hit points left.
	HP int `json:"hp"`
	// State is what it does, and Timer the steps left in it (aiming,
	// flinching) or until its path is worked out again (chasing).
	State EnemyState `json:"state,omitempty"`
	Timer int        `json:"timer,omitempty"`
	// Reload counts the steps until it may shoot again.
	Reload int `json:"reload,omitempty"`
	// To is the next cell (index) of its path, -1 for none; Walk is its walk
	// animation's step count.
	To   int `json:"to,omitempty"`
	Walk int `json:"walk,omitempty"`
	// Fired is true on the steps it shows its shooting frame.
	Fired int `json:"fired,omitempty"`
}

// Pickup is a thing on a level's floor: a pickup or a decoration.
type Pickup struct {
	Kind ThingKind `json:"kind"`
	X    float64   `json:"x"`
	Y    float64   `json:"y"`
	// Taken is true once picked up.
	Taken bool `json:"taken,omitempty"`
}

// View draws its entity's Level as the player sees it: walls, floor and
// ceiling, things and enemies, the weapon. Its origin is the top-left
// corner of the picture, Width by Height world units (pixels, under a
// camera of zoom 1). Saved as "FirstPerson.View".
type View struct {
	visual.DrawOrder
	// Width and Height are the picture's size; the defaults (0) are
	// DefaultViewWidth and DefaultViewHeight.
	Width  float64 `json:"width,omitempty"`
	Height float64 `json:"height,omitempty"`
	// Columns is how many rays are cast (one strip of wall each); the
	// default (0) is DefaultColumns, at most MaxColumns.
	Columns int `json:"columns,omitempty"`
	// WallImage, ThingImage and WeaponImage are the pictures of the walls
	// (TextureSize squares in a row: walls 1 to 4, door, red door, blue
	// door, exit, door frame, floor, ceiling), the things (TextureSize
	// squares: see the package documentation) and the weapon; the
	// defaults are DefaultWallImage, DefaultThingImage, DefaultWeaponImage.
	WallImage   string `json:"wallImage,omitempty"`
	ThingImage  string `json:"thingImage,omitempty"`
	WeaponImage string `json:"weaponImage,omitempty"`
	// FlatFloor fills the floor and ceiling with FloorColor and
	// CeilingColor; by default (false) they are textured in perspective
	// with the wall picture's floor and ceiling textures (a floor pass,
	// visual.FloorSink), and the colours are used only by a sink that
	// cannot.
	FlatFloor bool `json:"flatFloor,omitempty"`
	// FloorColor and CeilingColor fill a flat floor and ceiling.
	FloorColor   griff.Color `json:"floorColor,omitzero"`
	CeilingColor griff.Color `json:"ceilingColor,omitzero"`

	depth  []float64 `griff:"-"` // the wall's distance by column, this frame
	things []drawn   `griff:"-"` // this frame's things, far to near
}

func init() {
	scenes.Register[Level]("FirstPerson.Level")
	scenes.Register[View]("FirstPerson.View")
}
