package ui

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func init() {
	scenes.Register[Panel]("Griff.Panel")
	scenes.Register[Widget]("Griff.Widget")
}

// The UI components are Drawables.
var (
	_ visual.Drawable = (*Panel)(nil)
	_ visual.Drawable = (*Widget)(nil)
)

// Panel makes its entity a panel: a box pinned to the screen that holds widgets
// (its children with a Widget), opened and closed by name and stacked (the
// open panel opened last is on top and alone takes input). The UI system
// places the entity each step from Anchor, Offset and Size, and makes it (and
// so its widgets) active only while the panel is open. Saved as "Griff.Panel".
type Panel struct {
	// Name is how actions, scripts and widgets name the panel ("Pause",
	// "Settings"). Names should be unique; the first panel in hierarchy order
	// with a name is the one it means.
	Name string `json:"name"`
	// Open is true while the panel is shown. A scene may start with panels
	// open (a title menu); the default is closed.
	Open bool `json:"open,omitempty"`
	// Pauses, when true, pauses the gameplay while the panel is open (a pause
	// menu): no gameplay step runs and game time stands still, while the UI
	// keeps running (see runtime.Pauser).
	Pauses bool `json:"pauses,omitempty"`
	// Toggle is the name of an input action that opens the panel, or closes it
	// when it is on top ("Pause" bound to Escape and Start); "" means none.
	Toggle string `json:"toggle,omitempty"`
	// CloseOnBack, when true, closes the panel when it is on top and the back
	// action is pressed. A title menu leaves it false.
	CloseOnBack bool `json:"closeOnBack,omitempty"`
	// OpenOn, CloseOn and ToggleOn name messages (runtime/messages) that
	// open, close and toggle the panel when sent to its entity, besides
	// "open", "close" and "toggle", which it always hears: a wire
	// {"output": "on", "send": "gameOver", "to": "GameOverPanel"} opens a
	// panel with "openOn": "gameOver". The default ("") adds none.
	OpenOn   string `json:"openOn,omitempty"`
	CloseOn  string `json:"closeOn,omitempty"`
	ToggleOn string `json:"toggleOn,omitempty"`
	// Anchor is the point of the screen the panel is placed at, as fractions
	// of the screen's size: (0, 0) the top-left corner, (0.5, 0.5) the centre,
	// (1, 1) the bottom-right. The same point of the panel (Anchor as fractions
	// of Size) is put there, so a panel anchored to an edge stays inside it.
	Anchor griff.Vec `json:"anchor,omitzero"`
	// Offset moves the panel from its anchor, in screen pixels (y down).
	Offset griff.Vec `json:"offset,omitzero"`
	// Size is the panel's width and height in screen pixels.
	Size griff.Vec `json:"size,omitzero"`
	// Color fills the panel's box, straight RGBA; the default (A = 0) draws no
	// box. With an Image, it tints the image (zero: opaque white).
	Color griff.Color `json:"color,omitzero"`
	// Image, when not "", is the panel's background image, drawn as a 9-slice
	// (see Slice): the path of an image in the game folder.
	Image string `json:"image,omitempty"`
	// ImageSize is the image's width and height in texels; a 9-slice needs
	// it to cut the right and bottom edges. The default (zero) draws the whole
	// image stretched over the box.
	ImageSize griff.Vec `json:"imageSize,omitzero"`
	// Slice is the 9-slice's borders in texels: left, top, right, bottom. The
	// corners are drawn unscaled, the edges stretched along one axis, the
	// middle in both.
	Slice [4]float64 `json:"slice,omitzero"`
	// Focus is the id of the panel's focused widget, 0 if none: each panel
	// keeps its own, so coming back to a panel finds it where it was. It is
	// not sent over the network (net:"-"): in a session each machine's player
	// moves their own focus on the panels the host sends, so a player's
	// choice is not put back to the host's focus by the next snapshot.
	Focus scenes.EntityID `json:"focus,omitempty" net:"-"`
	// Stack is the panel's place in the stack of open panels: the open panel
	// with the highest Stack is on top. The system sets it when it opens the
	// panel.
	Stack int `json:"stack,omitempty"`
	visual.DrawOrder
}

// WidgetKind says what a Widget is. In scene files it is written by name.
type WidgetKind uint8

// The widget kinds. The zero value is WidgetButton.
const (
	// WidgetButton runs its Action when activated.
	WidgetButton WidgetKind = iota
	// WidgetToggle flips Value between 0 and 1 when activated.
	WidgetToggle
	// WidgetSlider holds a Value in [Min, Max]: left and right (or a click
	// along it) move it.
	WidgetSlider
	// WidgetChoice holds the index of one of Choices in Value: activating it
	// or pressing right picks the next, left the one before (wrapping).
	WidgetChoice
)

var widgetNames = griff.NewEnum[WidgetKind]("widget kind", "button", "toggle", "slider", "choice")

// String returns "button", "toggle", "slider" or "choice".
func (k WidgetKind) String() string { return widgetNames.Name(k) }

// MarshalText writes the kind by name; it returns an error for a value with no
// name.
func (k WidgetKind) MarshalText() ([]byte, error) { return widgetNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error listing the names for
// anything else.
func (k *WidgetKind) UnmarshalText(b []byte) error { return widgetNames.Unmarshal(k, b) }

// Widget makes its entity a control of the panel it is a child of: a button, a
// toggle, a slider or a choice list. Its entity's position is the widget's
// top-left corner in pixels from the panel's top-left corner. Saved as
// "Griff.Widget".
type Widget struct {
	// Kind is the widget's kind; the default is WidgetButton.
	Kind WidgetKind `json:"kind"`
	// Label is the text shown on the widget.
	Label string `json:"label,omitempty"`
	// Action is what activating the widget does, after the UI system lists
	// the activation in its Chosen: "open:NAME" opens the panel NAME on top,
	// "close" closes the widget's panel, "toggle:NAME" opens or closes NAME,
	// "back" closes the panel on top; anything else ("start", "quit") only
	// names the activation for the game to act on (IPanels.Chosen).
	Action string `json:"action,omitempty"`
	// Value is a toggle's state (0 off, 1 on), a slider's value, a choice's
	// index into Choices. A widget bound to one of the player's settings
	// (Setting) shows and changes the setting instead, which is not game
	// state (see Current): its Value stays as the scene file gave it.
	Value float64 `json:"value,omitempty"`
	// Min, Max and Step are a slider's range and how far one press moves it;
	// the default range is [0, 1] and the default Step a tenth of the range.
	// A press leaves a slider on Min + k*Step, written with Step's decimals
	// (0.3, not 0.30000000000000004), as Godot's Range snaps.
	Min  float64 `json:"min,omitempty"`
	Max  float64 `json:"max,omitempty"`
	Step float64 `json:"step,omitempty"`
	// Choices are a choice list's options.
	Choices []string `json:"choices,omitempty"`
	// Setting binds the widget to one of the player's settings, which it
	// shows and changes (saved at once): "volume:master", "volume:music" or
	// "volume:effects" (a slider, through the sound system), "language" (a
	// choice list the system fills with the string table's languages),
	// "windowScale" (a slider or choice of whole numbers, kept in Settings for
	// the window host), or a module's setting by its name
	// (SettingSource.Name, "rhythm.scrollSpeed"; a module may bind widgets
	// without a Setting too, by their names). The default ("") binds
	// nothing.
	Setting string `json:"setting,omitempty"`
	// A Setting "bind:ACTION" (a button) rebinds the input action ACTION: it
	// shows the action's key, and activating it waits for the next key
	// pressed, which becomes the action's key (see Settings.Bindings and the
	// package documentation for conflicts).
	//
	// Waiting is true while a rebinding widget waits for a key; the system
	// sets it.
	Waiting bool `json:"waiting,omitempty"`
	// Size is the widget's width and height in pixels: its box for the mouse
	// and for drawing.
	Size griff.Vec `json:"size,omitzero"`
	// Color is the box's colour, FocusColor its colour when focused, straight
	// RGBA; the defaults (zero) are a dark grey and a light blue. TextColor is
	// the label's colour (zero: white), TextSize its size in pixels (zero: 16).
	Color      griff.Color `json:"color,omitzero"`
	FocusColor griff.Color `json:"focusColor,omitzero"`
	TextColor  griff.Color `json:"textColor,omitzero"`
	TextSize   float64     `json:"textSize,omitempty"`
	// Glow is how focused the widget looks, 0 to 1: it eases towards 1 while
	// the widget has focus and back to 0 after, in real steps (it animates in
	// a paused game too), and is drawn between steps. The system sets it,
	// on each machine of a session from its own player's focus (net:"-",
	// as Panel.Focus).
	Glow visual.Smoothed[float64] `json:"glow,omitzero" net:"-"`
	visual.DrawOrder

	// Not state (unexported, not saved or hashed): the label as worked out
	// by the system (string table, tags) and as drawn.
	worked     bool        `griff:"-"` // shown is worked out
	shownLang  string      `griff:"-"` // for this language
	shownLabel string      `griff:"-"` // and this Label
	shown      string      `griff:"-"` // without its tags
	tagged     string      `griff:"-"` // with its tags, as drawn
	text       visual.Text `griff:"-"`
	key        string      `griff:"-"` // a rebinding widget's key, as shown
	// A widget bound to a setting the game has: the player's value of it,
	// shown and changed in place of Value (settings are the player's, not
	// game state, so they stay out of snapshots and digests, and two
	// machines of a match whose players set different volumes stay in step).
	bound bool    `griff:"-"`
	live  float64 `griff:"-"`
	// src is the module's setting the widget is bound to (SettingSource),
	// or nil.
	src *SettingSource `griff:"-"`
}

// Current returns the value the widget shows and changes: for a widget bound
// to one of the player's settings (Setting, once the UI system has taken its
// first step), the setting's value (a volume 0 to 1, a window scale, a
// language's index in Choices); else Value.
func (w *Widget) Current() float64 {
	if w.bound {
		return w.live
	}
	return w.Value
}

// setCurrent sets what Current returns: the bound setting's value, or Value.
func (w *Widget) setCurrent(v float64) {
	if w.bound {
		w.live = v
	} else {
		w.Value = v
	}
}

// rangeOf returns a slider's range and step with the defaults applied.
func (w *Widget) rangeOf() (lo, hi, step float64) {
	lo, hi = w.Min, w.Max
	if !(hi > lo) {
		lo, hi = 0, 1
	}
	step = w.Step
	if !(step > 0) {
		step = (hi - lo) / 10
	}
	return lo, hi, step
}
