package novel

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Bounds of what a Reader keeps.
const (
	// MaxBacklog is how many lines the backlog keeps (Ren'Py's history keeps
	// 250; 100 is as many as a player scrolls back through).
	MaxBacklog = 100
	// MaxRollback is how many lines back rollback reaches: the ring of
	// moments (one per line shown) holds this many. Ren'Py's default
	// config.rollback_length is 128.
	MaxRollback = 128
	// MaxRun is how many instructions one advance may run before the story
	// is taken to loop without a line (a jump in a circle): it warns and
	// ends.
	MaxRun = 10_000
)

// Wait is what a Reader waits for.
type Wait uint8

// The things a story waits for.
const (
	WaitNone       Wait = iota // not started, or ended
	WaitLine                   // the player to read the line shown
	WaitMenu                   // the player to choose
	WaitTransition             // a transition to finish
)

// Flag is one flag of a story: booleans are 1 and 0.
type Flag struct {
	Name  string `json:"name"`
	Value int64  `json:"value"`
}

// Shown is a character on the stage.
type Shown struct {
	// ID is the character's id, Expr its expression.
	ID   string `json:"id"`
	Expr string `json:"expr"`
	// At is where it stands, a fraction of the stage's width.
	At float64 `json:"at"`
}

// Said is one line of the backlog.
type Said struct {
	Speaker string `json:"speaker,omitempty"`
	Text    string `json:"text"`
}

// Moment is the story's state as a line was shown: what rollback puts back.
type Moment struct {
	PC      int     `json:"pc"`
	Flags   []Flag  `json:"flags,omitempty"`
	Bg      string  `json:"bg,omitempty"`
	Music   string  `json:"music,omitempty"`
	Cast    []Shown `json:"cast,omitempty"`
	Said    int     `json:"said"`
	Speaker string  `json:"speaker,omitempty"`
	Text    string  `json:"text,omitempty"`
	LineID  string  `json:"lineId,omitempty"`
	// Step is the game's tick as the line was shown (the step whose end
	// the rollback ring's snapshot of it was taken at).
	Step griff.Tick `json:"step,omitempty"`
}

// Reader plays a story file (see the package documentation) on its scene's
// stage: the Backdrop and Actor entities, the say box (the entities named
// NameBox and TextBox) and the choice panel (the runtime/ui panel named
// ChoicePanel). Its first fields are the story's settings; the rest is
// state. Saved as "Novel.Reader".
type Reader struct {
	// Story is the story file's path in the game folder ("story/main.story").
	Story string `json:"story"`
	// Start is the label the story starts at; "" means "start".
	Start string `json:"start,omitempty"`
	// Width is the stage's width in world units, where characters stand
	// (left at a quarter, center at a half, right at three quarters); 0
	// means 480.
	Width float64 `json:"width,omitempty"`
	// TextRate is how many characters a second the typewriter shows; 0
	// means 40. TextRate, AutoDelay and SkipUnread are the story's
	// defaults: the player's Prefs replace them once set.
	TextRate float64 `json:"textRate,omitempty"`
	// AutoDelay is how long auto-advance waits after a line is whole, plus
	// AutoPerChar for each of its characters (game time); 0 means 1 s and
	// 30 ms (about Ren'Py's default auto-forward time).
	AutoDelay   time.Duration `json:"autoDelay,omitempty"`
	AutoPerChar time.Duration `json:"autoPerChar,omitempty"`
	// SkipSteps is how many steps skipping shows each read line for; 0
	// means 3 (20 lines a second at 60 steps a second).
	SkipSteps int `json:"skipSteps,omitempty"`
	// SkipUnread, when true, lets skipping go on through lines not yet read
	// (Ren'Py's "Skip: unseen text"); it still stops at every choice. The
	// default skips read lines only.
	SkipUnread bool `json:"skipUnread,omitempty"`
	// Preferences, when not "", names an entity (found as
	// scenes.Entity.FindFor finds names: the template's "Preferences"
	// panel) whose child widgets named PrefTextSpeed (a slider of
	// characters a second), PrefAutoDelay (seconds) and PrefSkipUnread (a
	// toggle) show and set the player's Prefs (through the UI, see the
	// package documentation's Preferences; never their Values), which then
	// replace TextRate, AutoDelay and SkipUnread: kept on the player's
	// machine, not in the game's state (see Prefs). Music and sound volume
	// are the player's sound settings (ui.Widget.Setting "volume:music",
	// "volume:effects").
	Preferences string `json:"preferences,omitempty"`
	// NameBox, TextBox and ChoicePanel name the say box's entities (a
	// Griff.Text and a Griff.HudTypewriter) and the choice panel (a
	// Griff.Panel whose child widgets are the options); "" means "SayName",
	// "SayText" and "Choices". Backlog names a Griff.Text shown while the
	// backlog is open; "" means "Backlog". Music names an entity with a
	// Griff.MusicPlayer; "" means "Music".
	NameBox     string `json:"nameBox,omitempty"`
	TextBox     string `json:"textBox,omitempty"`
	ChoicePanel string `json:"choicePanel,omitempty"`
	Backlog     string `json:"backlog,omitempty"`
	Music       string `json:"music,omitempty"`
	// SlotPanel names the slot screen's Griff.Panel (its first Griff.Text
	// child says "Save" or "Load", its widgets become the slots); "" means
	// "Slots".
	SlotPanel string `json:"slotPanel,omitempty"`

	// Wait is what the story waits for; PC the next instruction: state.
	Wait Wait `json:"wait,omitempty"`
	PC   int  `json:"pc,omitempty"`
	// Started and Ended: state.
	Started bool `json:"started,omitempty"`
	Ended   bool `json:"ended,omitempty"`
	// Now is the stage and the line showing; Now.Said counts every line
	// shown so far: state.
	Now Moment `json:"now"`
	// Options are the targets of the options offered by the menu showing:
	// state.
	Options []int `json:"options,omitempty"`
	// Busy is the steps left of the transition the story waits for: state.
	Busy int `json:"busy,omitempty"`
	// Auto and Skip are the modes on; Waited counts the steps since the line
	// was whole (auto) or shown (skip); BacklogOpen is true while the
	// backlog shows: state.
	Auto        bool `json:"auto,omitempty"`
	Skip        bool `json:"skip,omitempty"`
	Waited      int  `json:"waited,omitempty"`
	BacklogOpen bool `json:"backlogOpen,omitempty"`
	// Slots is the slot screen's mode (SlotsClosed, SlotsSave, SlotsLoad):
	// state.
	Slots uint8 `json:"slots,omitempty"`
	// Lines is the backlog, oldest first, at most MaxBacklog: state.
	Lines []Said `json:"lines,omitempty"`
	// History is the moment of each line shown, oldest first, at most
	// MaxRollback, the last one the line showing: state. Rollback checks the
	// system's whole-game snapshot of a line against it, and rolls back
	// through it alone where it holds none (lines read before a load).
	History []Moment `json:"history,omitempty"`
}

// Actor is a character's place on the stage: the entity's Griff.Sprite shows
// the character's expressions (assets/ID_EXPR.png). Its transition fields
// are state, set by the system. Saved as "Novel.Actor".
type Actor struct {
	// Character is the character's id in the story.
	Character string `json:"character"`
	// Y is where the character's feet stand, in world units (the sprite's
	// pivot should be its bottom middle).
	Y float64 `json:"y,omitempty"`
	// FromX, ToX, FromA and ToA are the transition's start and end place
	// (world units) and opacity (0 to 1); Step and Steps how far it has
	// come: state.
	FromX float64 `json:"fromX,omitempty"`
	ToX   float64 `json:"toX,omitempty"`
	FromA float64 `json:"fromA,omitempty"`
	ToA   float64 `json:"toA,omitempty"`
	Step  int     `json:"step,omitempty"`
	Steps int     `json:"steps,omitempty"`
}

// Backdrop is a background picture (assets/bg_NAME.png on the entity's
// Griff.Sprite). A stage has two: the one showing and, with Old set, the one
// a dissolve or fade leaves. Its transition fields are state. Saved as
// "Novel.Backdrop".
type Backdrop struct {
	// Old marks the backdrop that shows the background being left.
	Old bool `json:"old,omitempty"`
	// FromA, ToA, Delay, Step and Steps: the opacity's transition (0 to 1),
	// starting after Delay steps: state.
	FromA float64 `json:"fromA,omitempty"`
	ToA   float64 `json:"toA,omitempty"`
	Delay int     `json:"delay,omitempty"`
	Step  int     `json:"step,omitempty"`
	Steps int     `json:"steps,omitempty"`
}

func init() {
	scenes.Register[Reader]("Novel.Reader")
	scenes.Register[Actor]("Novel.Actor")
	scenes.Register[Backdrop]("Novel.Backdrop")
}
