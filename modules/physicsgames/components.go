package physicsgames

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// SlingPhase is where a slingshot level is: waiting for a pull, a shot in
// flight, the camera coming back, or over.
type SlingPhase uint8

// The slingshot phases.
const (
	// SlingAim: the bird sits in the sling; the player pulls it back.
	SlingAim SlingPhase = iota
	// SlingFlight: the bird flies; the camera follows it.
	SlingFlight
	// SlingReturn: the shot is over; the camera comes back to the sling.
	SlingReturn
	// SlingWon: every target is destroyed.
	SlingWon
	// SlingLost: no shot is left and a target stands.
	SlingLost
)

// Sling is a slingshot level (Angry Birds): the sling at its entity's
// position, its bird (the child entity named "Bird", a circle shown by a
// Griff.Shape that gets its Griff.Body and Griff.Collider at launch), its
// trajectory dots (children named "Dot"), the shots left, the score and
// the stars. Saved as "PhysicsGames.Sling".
type Sling struct {
	// Level names the level in the best-score record (see BestRecord).
	Level string `json:"level"`
	// Shots are the birds left to shoot, the one in the sling included.
	Shots int `json:"shots"`
	// MaxPull is how far the bird can be pulled back, in world units
	// (default DefaultMaxPull).
	MaxPull float64 `json:"maxPull,omitempty"`
	// Power is the launch speed per world unit of pull, in world units per
	// second (default DefaultPower): a full pull of 100 launches at 1,000
	// units a second.
	Power float64 `json:"power,omitempty"`
	// Radius is the bird's radius in world units (default 14); Density its
	// density (default DefaultBirdDensity).
	Radius  float64 `json:"radius,omitempty"`
	Density float64 `json:"density,omitempty"`
	// Stars are the scores for one, two and three stars.
	Stars [3]int `json:"stars"`
	// Camera bounds: the camera's x follows the bird between CameraMin and
	// CameraMax (world units; the camera's own start x when 0).
	CameraMin float64 `json:"cameraMin,omitempty"`
	CameraMax float64 `json:"cameraMax,omitempty"`

	// Phase is where the level is: state.
	Phase SlingPhase `json:"phase,omitempty"`
	// Pull is the bird's offset from the sling while aiming, world units:
	// state.
	Pull griff.Vec `json:"pull,omitzero"`
	// Dragging is true while the pointer holds the bird: state.
	Dragging bool `json:"dragging,omitempty"`
	// Flight is how long the bird has flown, Still how long it has moved
	// slower than StillSpeed, Wait how long the camera has come back or the
	// level has been over: state.
	Flight time.Duration `json:"flight,omitempty"`
	Still  time.Duration `json:"still,omitempty"`
	Wait   time.Duration `json:"wait,omitempty"`
	// Settle is how long the level has played, up to SettleTime: blocks
	// take no damage while it settles. State.
	Settle time.Duration `json:"settle,omitempty"`
	// Score, and the stars won at the end: state. Best is the best score of
	// the level read from the record when the level started.
	Score int `json:"score,omitempty"`
	Won   int `json:"won,omitempty"`
	Best  int `json:"best,omitempty"`
	// Fired counts the shots fired: state.
	Fired int `json:"fired,omitempty"`
}

// Block is something breakable (a plank of wood, a stone, a pane of
// glass, a target): a dynamic body whose Health falls by the damage of
// contact impulses above its material's threshold (see Damage). At 0 it
// breaks: it is destroyed and its points are scored. Saved as
// "PhysicsGames.Block".
type Block struct {
	// Material is "wood", "stone", "glass" or "pig" (see Materials); it
	// gives the threshold, damage scale, health and points.
	Material string `json:"material"`
	// Health is what is left (state); 0 in a scene file means the
	// material's.
	Health float64 `json:"health,omitempty"`
	// Set is true once Health was taken from the material: state.
	Set bool `json:"set,omitempty"`
}

// Target is a block that must be destroyed to win (the pigs). Saved as
// "PhysicsGames.Target".
type Target struct{}

// TablePhase is where a pinball table is.
type TablePhase uint8

// The table phases.
const (
	// TableServe: the ball waits on the plunger.
	TableServe TablePhase = iota
	// TablePlay: the ball is on the table.
	TablePlay
	// TableOver: no ball is left.
	TableOver
)

// Table is a pinball table: the balls left, the score and the tilt meter.
// Its ball is the entity with a Ball; flippers, kickers, lanes, the drain
// and the plunger are entities of the scene with their components. Saved
// as "PhysicsGames.Table".
type Table struct {
	// Level names the table in the best-score record (see BestRecord).
	Level string `json:"level"`
	// Balls is how many balls are left, the one in play included (3 in a
	// scene file: a game of three balls).
	Balls int `json:"balls"`
	// TiltLimit is the tilt meter's limit (default 3): a nudge that takes
	// the meter above it tilts the table. NudgeCost is what a nudge adds
	// (default 1), TiltDecay what the meter loses a second (default 0.5).
	TiltLimit float64 `json:"tiltLimit,omitempty"`
	NudgeCost float64 `json:"nudgeCost,omitempty"`
	TiltDecay float64 `json:"tiltDecay,omitempty"`
	// Nudge is the speed a nudge gives the ball, world units a second
	// (default DefaultNudge), upwards.
	Nudge float64 `json:"nudge,omitempty"`

	// Phase is where the game is: state.
	Phase TablePhase `json:"phase,omitempty"`
	// Ball is the number of the ball being played, from 1: state.
	Ball int `json:"ball,omitempty"`
	// Score is the game's score; Best the best read from the record when
	// the table started: state.
	Score int `json:"score,omitempty"`
	Best  int `json:"best,omitempty"`
	// Meter is the tilt meter; Tilted is true from a tilt until the ball
	// drains (the flippers are dead): state.
	Meter  float64 `json:"meter,omitempty"`
	Tilted bool    `json:"tilted,omitempty"`
	// Tilts counts the tilts of the game: state.
	Tilts int `json:"tilts,omitempty"`
	// Wait is how long the game has been over: state.
	Wait time.Duration `json:"wait,omitempty"`
}

// Ball is the pinball: a dynamic circle the table serves from Home (the
// plunger) at the start of each ball. Saved as "PhysicsGames.Ball".
type Ball struct {
	// Home is where a ball is served, world units.
	Home griff.Vec `json:"home"`
}

// Flipper is a flipper: a kinematic body turning about its entity's
// origin between Rest and Up (radians, y down: positive turns clockwise)
// at Speed while its action is held, back to Rest when let go. Saved as
// "PhysicsGames.Flipper".
type Flipper struct {
	// Right is true for a right flipper (the "right" action), false for a
	// left one.
	Right bool `json:"right,omitempty"`
	// Rest and Up are the angles down and up, radians.
	Rest float64 `json:"rest"`
	Up   float64 `json:"up"`
	// Speed is how fast it turns, radians a second (default
	// DefaultFlipperSpeed).
	Speed float64 `json:"speed,omitempty"`
}

// Kicker kicks the ball away when it touches: a pop bumper (a circle) or a
// slingshot (the side of a triangle above a flipper); it scores Points.
// Saved as "PhysicsGames.Kicker".
type Kicker struct {
	// Kick is the speed added to the ball along the contact normal, world
	// units a second.
	Kick float64 `json:"kick"`
	// Points are scored for each kick.
	Points int `json:"points"`
	// Lit is how long it stays lit after a kick: state.
	Lit time.Duration `json:"lit,omitempty"`
	// Hits counts its kicks: state.
	Hits int `json:"hits,omitempty"`
}

// Lane is a rollover lane at the top of the table (a sensor): the ball
// rolling through scores Points and lights it; when every lane is lit they
// go out and score LaneBonus. Saved as "PhysicsGames.Lane".
type Lane struct {
	// Points is the score for rolling through the lane (whole points, 0
	// for none).
	Points int `json:"points"`
	// Lit is true once the ball went through: state.
	Lit bool `json:"lit,omitempty"`
}

// Drain is the hole below the flippers (a sensor): the ball touching it is
// lost. Saved as "PhysicsGames.Drain".
type Drain struct{}

// Plunger launches the ball: hold the launch action to pull it (up to
// MaxPull), let go to launch the ball if it rests within Reach of the
// plunger's entity, at MaxSpeed × pull ÷ MaxPull upwards. Saved as
// "PhysicsGames.Plunger".
type Plunger struct {
	// MaxPull is the longest pull that counts (default 1 s).
	MaxPull time.Duration `json:"maxPull,omitempty"`
	// MaxSpeed is the launch speed of a full pull, world units a second
	// (default DefaultPlungerSpeed).
	MaxSpeed float64 `json:"maxSpeed,omitempty"`
	// Reach is how near the ball must be, world units (default 40).
	Reach float64 `json:"reach,omitempty"`
	// Pull is how long the action has been held: state.
	Pull time.Duration `json:"pull,omitempty"`
	// Launches counts the launches: state; Speed is the last launch speed.
	Launches int     `json:"launches,omitempty"`
	Speed    float64 `json:"speed,omitempty"`
}

// Title is the title scene's menu: choose a level with up and down, start
// it with launch. Its child entity named "Menu" (a Griff.Text) shows the
// entries and their best scores. Saved as "PhysicsGames.Title".
type Title struct {
	// Entries are the levels to choose from.
	Entries []Entry `json:"entries"`
	// Cursor is the entry chosen: state.
	Cursor int `json:"cursor,omitempty"`
}

// Entry is one level of a Title.
type Entry struct {
	// Label is its name on the menu; Scene the scene it starts; Level its
	// name in the best-score record.
	Label string `json:"label"`
	Scene string `json:"scene"`
	Level string `json:"level"`
}

func init() {
	scenes.Register[Sling]("PhysicsGames.Sling")
	scenes.Register[Block]("PhysicsGames.Block")
	scenes.Register[Target]("PhysicsGames.Target")
	scenes.Register[Table]("PhysicsGames.Table")
	scenes.Register[Ball]("PhysicsGames.Ball")
	scenes.Register[Flipper]("PhysicsGames.Flipper")
	scenes.Register[Kicker]("PhysicsGames.Kicker")
	scenes.Register[Lane]("PhysicsGames.Lane")
	scenes.Register[Drain]("PhysicsGames.Drain")
	scenes.Register[Plunger]("PhysicsGames.Plunger")
	scenes.Register[Title]("PhysicsGames.Title")
}
