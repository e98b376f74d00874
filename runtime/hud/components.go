package hud

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/ui/markup"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func init() {
	scenes.Register[Anchor]("Griff.HudAnchor")
	scenes.Register[Bar]("Griff.HudBar")
	scenes.Register[Counter]("Griff.HudCounter")
	scenes.Register[Pips]("Griff.HudPips")
	scenes.Register[Label]("Griff.HudText")
	scenes.Register[Typewriter]("Griff.HudTypewriter")
}

// The HUD elements draw, hear messages and fire outputs.
var (
	_ visual.Drawable     = (*Bar)(nil)
	_ visual.Drawable     = (*Counter)(nil)
	_ visual.Drawable     = (*Pips)(nil)
	_ visual.Drawable     = (*Label)(nil)
	_ visual.Drawable     = (*Typewriter)(nil)
	_ messages.Hearer     = (*Counter)(nil)
	_ messages.Vocabulary = (*Counter)(nil)
	_ messages.Emitter    = (*Typewriter)(nil)
	_ messages.Hearer     = (*Typewriter)(nil)
	_ messages.Vocabulary = (*Typewriter)(nil)
)

// Bar shows a value out of a maximum as a filled box (health, progress, a
// charge), with a trailing "damage" part: when the value drops, the part lost
// stays shown in TrailColor for TrailDelay, then falls to the value at
// TrailSpeed; when it rises the trail follows at once. The fill and the trail
// are drawn between steps (visual.Smoothed). Saved as "Griff.HudBar".
type Bar struct {
	// Value and Max are what the bar shows: it is Value/Max full, clamped to
	// 0..1. With a Source, the system sets Value from it each step; with a
	// MaxSource, Max. A Max of 0 or less (the default) means 1.
	Value float64 `json:"value,omitempty"`
	Max   float64 `json:"max,omitempty"`
	// Source and MaxSource name the outputs Value and Max are read from
	// ("MyGame.Health.hp" and "MyGame.Health.max" of "Player"); the
	// zero value reads nothing.
	Source    Source `json:"source,omitzero"`
	MaxSource Source `json:"maxSource,omitzero"`
	// Size is the bar's width and height in logical pixels; the default
	// (zero) is 100×8.
	Size griff.Vec `json:"size,omitzero"`
	// Vertical fills the bar from the bottom up instead of from the left.
	Vertical bool `json:"vertical,omitempty"`
	// Color fills the value, TrailColor the trail, Back the rest, straight
	// RGBA; the defaults (zero) are a green, a light red and a translucent
	// black.
	Color      griff.Color `json:"color,omitzero"`
	TrailColor griff.Color `json:"trailColor,omitzero"`
	Back       griff.Color `json:"back,omitzero"`
	// TrailDelay is how long the trail waits after a drop before it falls;
	// each new drop starts the wait again. The unit is game time; the default
	// (0) is 0.5 s, a negative value none.
	TrailDelay time.Duration `json:"trailDelay,omitempty"`
	// TrailSpeed is how fast the trail falls, in bar lengths per second; the
	// default (0) is 0.5; a negative value means no trail at all.
	TrailSpeed float64 `json:"trailSpeed,omitempty"`
	// Fill and Trail are how full the bar and its trail are drawn, 0 to 1,
	// and Hold the steps the trail still waits: state, set by the system.
	Fill    visual.Smoothed[float64] `json:"fill,omitzero"`
	Trail   visual.Smoothed[float64] `json:"trail,omitzero"`
	Hold    int                      `json:"hold,omitempty"`
	Started bool                     `json:"started,omitempty"`
	visual.DrawOrder

	src, max link `griff:"-"`
}

// Counter shows a whole number as text: the count of a named output (its
// Source, read every step: coins in an inventory, a trigger's "fired"), or
// the messages it heard: "count" adds Step, "reset" sets it to 0, so a wire
// from any component's output ("when enter, send 'count' to Score") counts
// how often it fired. Saved as "Griff.HudCounter".
type Counter struct {
	// Count is the number shown: state.
	Count int `json:"count"`
	// Source names the output Count is read from; the zero value reads
	// nothing (Count changes by messages only).
	Source Source `json:"source,omitzero"`
	// Step is what one "count" message adds; the default (0) is 1.
	Step int `json:"step,omitempty"`
	// Format is the text shown, with the first "%d" replaced by Count ("%%"
	// is a "%"); the default ("") is "%d". It may start with "@" to name a
	// row of the string table and hold tags (package markup); the first
	// span's colour and size apply to the whole text.
	Format string `json:"format,omitempty"`
	// Digits pads Count with zeros to at least that many digits; the default
	// (0) does not pad.
	Digits int `json:"digits,omitempty"`
	Style
	visual.DrawOrder

	src  link   `griff:"-"`
	shot shown  `griff:"-"`
	num  []byte `griff:"-"` // scratch for the number's digits
}

// Pips show Value out of Max as a row of marks (hearts, stars, ammo): Value
// of them in Color (or Image), the rest in OffColor (or OffImage). They
// change at once, as whole marks. Saved as "Griff.HudPips".
type Pips struct {
	// Value and Max are how many are on and how many there are, Max at most
	// MaxPips; with a Source (MaxSource) the system sets Value (Max) from it
	// each step.
	Value     int    `json:"value,omitempty"`
	Max       int    `json:"max,omitempty"`
	Source    Source `json:"source,omitzero"`
	MaxSource Source `json:"maxSource,omitzero"`
	// Size is one pip's width and height and Gap the space between two, in
	// logical pixels; the defaults (zero) are 12×12 and 4.
	Size griff.Vec `json:"size,omitzero"`
	Gap  float64   `json:"gap,omitempty"`
	// PerRow starts a new row (downwards) after that many pips; the default
	// (0) keeps them in one row.
	PerRow int `json:"perRow,omitempty"`
	// Color and OffColor tint the pips that are on and off, straight RGBA;
	// the defaults (zero) are a gold and a translucent grey.
	Color    griff.Color `json:"color,omitzero"`
	OffColor griff.Color `json:"offColor,omitzero"`
	// Image and OffImage, when not "", are the paths of the images pips on
	// and off are drawn with (a star and an empty star); "" draws boxes.
	Image    string `json:"image,omitempty"`
	OffImage string `json:"offImage,omitempty"`
	visual.DrawOrder

	src, max link `griff:"-"`
}

// MaxPips is the most pips a Pips draws; a larger Max warns once and draws
// that many.
const MaxPips = 100

// Label shows a text: its own Text, a row of the string table ("@id", in the
// player's language), or a string output of a component (Source; a number
// output is shown as a number). It may hold tags (package markup): the first
// span's colour and size apply to the whole text. Saved as "Griff.HudText".
type Label struct {
	// Text is what is shown when Source is not set.
	Text string `json:"text,omitempty"`
	// Source names the output shown instead of Text; the zero value shows
	// Text.
	Source Source `json:"source,omitzero"`
	Style
	visual.DrawOrder

	src  link  `griff:"-"`
	shot shown `griff:"-"`
}

// Typewriter reveals a text a few characters at a time, at Rate characters a
// second of game time, stopping where the text holds a pause tag
// ("[pause=0.5]", package markup) for that long. Pressing the Skip action
// shows the rest at once. When the whole text is shown it fires its output
// "finished" (for wires). It hears "restart" (start again) and "skip". A new
// Text starts again. It counts in steps, so the same characters show at the
// same steps at any frame rate. Saved as "Griff.HudTypewriter".
type Typewriter struct {
	// Text is the text to reveal, or "@id" for a row of the string table.
	Text string `json:"text,omitempty"`
	// Rate is how many characters are revealed a second of game time; the
	// default (0) is 30. A rate above the step rate reveals several
	// characters in a step.
	Rate float64 `json:"rate,omitempty"`
	// Skip is the input action that reveals the rest; the default ("") is
	// "UIAccept", "-" means none.
	Skip string `json:"skip,omitempty"`
	// Of is the text being revealed (Text as it was when it started), Shown
	// the characters (runes, tags not counted) revealed, Owed what is owed of
	// the next character in 1/StepRate characters (a character is revealed
	// when it reaches the step rate), Wait the steps left of a pause,
	// Pauses the pause tags passed, Skipped whether the rest is to be shown
	// at the next step (a "skip" heard), Done whether the whole text is
	// shown: state, set by the system.
	Of      string  `json:"of,omitempty"`
	Shown   int     `json:"shown,omitempty"`
	Owed    float64 `json:"owed,omitempty"`
	Wait    int     `json:"wait,omitempty"`
	Pauses  int     `json:"pauses,omitempty"`
	Skipped bool    `json:"skipped,omitempty"`
	Done    bool    `json:"done,omitempty"`
	Style
	visual.DrawOrder

	shot  shown       `griff:"-"` // the text worked out, tags read
	marks markup.Text `griff:"-"` // its pauses
	ends  []int       `griff:"-"` // the byte offset in shot.plain after each rune
}

// OutputFinished is the output a Typewriter fires when its whole text is
// shown.
const OutputFinished = "finished"

// Style is how a HUD text is drawn. The zero value is the default font at 16
// pixels in white.
type Style struct {
	// Font is the font's name or path (as visual.Text.Font); "" is the
	// default font.
	Font string `json:"font,omitempty"`
	// Size is the text's size in pixels; the default (0) is 16.
	Size float64 `json:"size,omitempty"`
	// Color is the text's colour, straight RGBA; the default (zero) is
	// white.
	Color griff.Color `json:"color,omitzero"`
	// Width wraps lines at that many pixels; the default (0) never wraps.
	Width float64 `json:"width,omitempty"`
}

// shown is a text worked out for drawing: not state.
type shown struct {
	done   bool           // worked out
	from   string         // the text it was worked out from (Format, Text, a source's value)
	lang   string         // in this language
	n      int            // for this count (Counter)
	plain  string         // the text without tags
	style  markup.Span    // the first span's colour and size
	pauses []markup.Pause // its pause tags (Typewriter)
	text   visual.Text    // what is drawn
}

// Outputs returns "finished"; it implements messages.Emitter.
func (*Typewriter) Outputs() []string { return []string{OutputFinished} }

// Messages returns "count" and "reset"; it implements messages.Vocabulary.
func (*Counter) Messages() []string { return []string{"count", "reset"} }

// OnMessage adds Step for "count" and sets the count to 0 for "reset".
func (c *Counter) OnMessage(m *messages.Message) {
	switch m.Name {
	case "count":
		step := c.Step
		if step == 0 {
			step = 1
		}
		c.Count += step
	case "reset":
		c.Count = 0
	}
}

// Messages returns "restart" and "skip"; it implements messages.Vocabulary.
func (*Typewriter) Messages() []string { return []string{"restart", "skip"} }

// OnMessage starts the text again ("restart") or shows the rest ("skip"), at
// the typewriter's next step.
func (t *Typewriter) OnMessage(m *messages.Message) {
	switch m.Name {
	case "restart":
		t.Of, t.Done = "", false
	case "skip":
		t.Skipped = true
	}
}

// Attached puts the bar on the HUD as it joins its entity (scenes.Attacher),
// so whether it has been drawn never changes its state.
func (b *Bar) Attached(*scenes.Entity) { b.HUD = true }

// Attached puts the counter on the HUD as it joins its entity.
func (c *Counter) Attached(*scenes.Entity) { c.HUD = true }

// Attached puts the pips on the HUD as they join their entity.
func (p *Pips) Attached(*scenes.Entity) { p.HUD = true }

// Attached puts the label on the HUD as it joins its entity.
func (l *Label) Attached(*scenes.Entity) { l.HUD = true }

// Attached puts the typewriter on the HUD as it joins its entity.
func (t *Typewriter) Attached(*scenes.Entity) { t.HUD = true }
