package fighting

import (
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Phase is where a match is.
type Phase uint8

// The phases of a match.
const (
	PhaseTitle    Phase = iota // the title's menu
	PhaseIntro                 // "Round 1", "Fight!": nobody moves
	PhaseFight                 // the round is played
	PhaseRoundEnd              // "K.O." or "Time": the round's end shows
	PhaseOver                  // the match is won: back to the title after a while
)

var phaseNames = [...]string{"title", "intro", "fight", "roundEnd", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// Mode is the kind of match.
type Mode uint8

// The modes of the title's menu.
const (
	ModeCPU      Mode = iota // player 0 against the computer
	ModeVersus               // two players: player 0, and player 1 or player 0's second set of keys
	ModeTraining             // player 0 against a dummy: no timer, health refills, frame data
	modeCount
)

var modeNames = [...]string{"Versus CPU", "Versus Player 2", "Training"}

// The numbers of a match (see the package documentation, "Rounds").
const (
	// RoundSeconds is a round's timer (99, as Street Fighter's).
	RoundSeconds = 99
	// RoundsToWin is the rounds a fighter must win (best of 3).
	RoundsToWin = 2
	// IntroSteps is how long "Round N" and "Fight!" show before a round,
	// EndSteps how long its end shows, OverSteps the match's result.
	IntroSteps = 90
	EndSteps   = 120
	OverSteps  = 240
	// MaxMeter is a full super meter (a super costs it all).
	MaxMeter = 1000
)

// Match is a fight between the two Fighters of its scene: the title's
// menu, the rounds, the timer and the announcements, and training mode.
// Drawn on the HUD: the health and super meter bars. Saved as
// "Fighting.Match".
type Match struct {
	// Characters are the move list files of the characters to pick from
	// (paths in the game folder).
	Characters []string `json:"characters"`
	// Phase and Left (steps left of an intro, end or result) are state.
	Phase Phase `json:"phase,omitempty"`
	Left  int   `json:"left,omitempty"`
	// Mode is the mode being played, Pick the title menu's line (a mode)
	// and Char player 0's character (an index of Characters): state.
	Mode Mode `json:"mode,omitempty"`
	Pick int  `json:"pick,omitempty"`
	Char int  `json:"char,omitempty"`
	// Char2 is the second player's character in versus (an index of
	// Characters), once they picked one on the title with their left or
	// right (Chose2 true); until then, and against the computer or the
	// dummy, side 1 plays the character after player 0's: state.
	Char2  int  `json:"char2,omitempty"`
	Chose2 bool `json:"chose2,omitempty"`
	// Round is the round being played (1 on), Timer its steps left, Wins
	// each side's rounds won: state.
	Round int    `json:"round,omitempty"`
	Timer int    `json:"timer,omitempty"`
	Wins  [2]int `json:"wins"`
	// Freeze is the steps of hit stop left: nobody moves.
	Freeze int `json:"freeze,omitempty"`
	// Announce is the big word shown ("Round 1", "K.O.").
	Announce string `json:"announce,omitempty"`
	// Winner is the side that won the match, or -1 for a draw: state.
	Winner int `json:"winner,omitempty"`
	// Dummy is training mode's dummy: 0 stands, 1 blocks everything.
	Dummy int `json:"dummy,omitempty"`
	// Bars are each side's health, full health and meter, as the HUD
	// draws them: state the step copies.
	Bars [2][3]int `json:"bars"`
	visual.DrawOrder
}

// Fighter is one fighter of a match: side 0 (player 0, starting on the
// left) or 1. Drawn as its pose from the fighter sheet, and in training
// mode its boxes. Saved as "Fighting.Fighter"; every field but Side and
// Image is state.
type Fighter struct {
	// Side is 0 or 1.
	Side int `json:"side"`
	// Image is the fighter sheet (the default "" is DefaultImage).
	Image string `json:"image,omitempty"`
	// Char is the character (Match.Characters index), Look its sheet row.
	Char int `json:"char"`
	Look int `json:"look,omitempty"`
	// X is the position on the stage (0..StageWidth) and Y the height
	// above the ground, VX and VY the speeds (units a step, y up).
	X  int `json:"x"`
	Y  int `json:"y,omitempty"`
	VX int `json:"vx,omitempty"`
	VY int `json:"vy,omitempty"`
	// Facing is 1 (right) or -1.
	Facing int `json:"facing"`
	// Health is what is left, Meter the super meter (0..MaxMeter).
	Health int `json:"health"`
	Meter  int `json:"meter,omitempty"`
	// Move is the move being done (an index of the character's moves,
	// -1 none), MoveStep its step (1 on), Contact whether it touched
	// (hit or blocked: no second hit, and it may be cancelled).
	Move     int  `json:"move"`
	MoveStep int  `json:"moveStep,omitempty"`
	Contact  bool `json:"contact,omitempty"`
	// Stun is the steps of hit or block stun left, Blocking whether it is
	// block stun, Down the steps left lying after a knockdown.
	Stun     int  `json:"stun,omitempty"`
	Blocking bool `json:"blocking,omitempty"`
	Down     int  `json:"down,omitempty"`
	// Crouch is whether it crouches; Push is pushback still to slide
	// (units, away from the opponent).
	Crouch bool `json:"crouch,omitempty"`
	Push   int  `json:"push,omitempty"`
	// Combo counts the hits of the combo it is taking, ComboDamage their
	// damage, Juggle the hits taken in the air since its launch.
	Combo       int `json:"combo,omitempty"`
	ComboDamage int `json:"comboDamage,omitempty"`
	Juggle      int `json:"juggle,omitempty"`
	// Input is its input buffer.
	Input Buffer `json:"input"`
	// Pose is the sheet column drawn; Hit, Hurt and Limb its hitbox,
	// body's hurtbox and a move's added hurtbox now (stage units relative
	// to its feet, mirrored): what the step worked out. Boxes draws them.
	Pose  int  `json:"pose,omitempty"`
	Hit   Box  `json:"hit,omitzero"`
	Hurt  Box  `json:"hurt,omitzero"`
	Limb  Box  `json:"limb,omitzero"`
	Boxes bool `json:"boxes,omitempty"`
	// Air is true once it left the ground (a jump, a launch); AirMove
	// whether it has done its one move of this jump.
	Air     bool `json:"air,omitempty"`
	AirMove bool `json:"airMove,omitempty"`
	// Knocked is true when it will lie down as it lands (a knockdown, a
	// throw, a hit in the air); JustFree when its stun ended this step.
	Knocked  bool `json:"knocked,omitempty"`
	JustFree bool `json:"justFree,omitempty"`
	// Shot is its projectile, if out.
	Shot Shot `json:"shot,omitzero"`
	// Frame data of the last move that touched (training mode shows it):
	// its startup, advantage on block or hit, and whether it was blocked.
	LastStartup   int    `json:"lastStartup,omitempty"`
	LastAdvantage int    `json:"lastAdvantage,omitempty"`
	LastBlocked   bool   `json:"lastBlocked,omitempty"`
	LastMove      string `json:"lastMove,omitempty"`
	// Counter is whether its last hit was a counter hit.
	Counter bool `json:"counter,omitempty"`
	// Plan and PlanStep are the computer's plan and how far along it is,
	// Wait the steps before it decides again (see ai.go).
	Plan     int `json:"plan,omitempty"`
	PlanStep int `json:"planStep,omitempty"`
	Wait     int `json:"wait,omitempty"`
	visual.DrawOrder
}

// Shot is a projectile: a fireball that flies until it hits or leaves the
// stage.
type Shot struct {
	// Live is whether it flies; X, Y its middle on the stage, VX its speed.
	Live bool `json:"live,omitempty"`
	X    int  `json:"x,omitempty"`
	Y    int  `json:"y,omitempty"`
	VX   int  `json:"vx,omitempty"`
	// Move is the move that threw it (its damage and stun).
	Move int `json:"move,omitempty"`
}

// Alive reports whether the fighter has health left.
func (f *Fighter) Alive() bool { return f.Health > 0 }

func init() {
	scenes.Register[Match]("Fighting.Match")
	scenes.Register[Fighter]("Fighting.Fighter")
}
