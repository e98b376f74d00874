package visual

import "github.com/griffengine/griff/griff"

// Text draws a string at its entity with a font: one pixel of the font is one
// world unit before the entity's scale (on the HUD, one screen pixel). Saved as
// "Griff.Text".
type Text struct {
	// Text is the string drawn; "\n" starts a new line. A Text starting with
	// "@" ("@menu.start") is an id of the game's string table
	// (tables/strings.csv, runtime/ui.Strings): the row is drawn in the
	// player's language (see Shown); an id the table lacks warns once and is
	// drawn as written.
	Text string `json:"text"`
	// Font is a built-in font's name (rendering/text.BuiltInNames, e.g. "Go
	// Bold") or the path of a TTF or OTF file in the game folder. The default ("")
	// is the renderer's default font (rendering/text.DefaultFont). A font that cannot be found or read warns once
	// and the default font is used.
	Font string `json:"font,omitempty"`
	// Size is the font size in pixels per em, above 0 and at most 512 (the
	// renderer's largest, rendering/text.MaxSize). The default (zero) value is 16.
	Size float64 `json:"size,omitempty"`
	// Color is the text's colour, straight RGBA. The default (zero) value means
	// opaque white.
	Color griff.Color `json:"color,omitzero"`
	// Align places each line within the block; the default is TextAlignLeft.
	Align TextAlign `json:"align"`
	// Tags, when true, reads inline tags in Text (the syntax of
	// runtime/ui/markup: "[color=#ffd34d]Griff[/color] [size=12]Meadow[/size]",
	// "[[" for a bracket): each part is drawn in its colour and size on one
	// baseline (rendering/text.LayoutRuns); a pause tag draws nothing. Text
	// whose tags do not read warns once and is drawn as written. The default
	// (false) draws Text as written, brackets and all.
	Tags bool `json:"tags,omitempty"`
	// Width is the width lines wrap at, in pixels; the default (0) never wraps.
	Width float64 `json:"width,omitempty"`
	// Pivot is the point of the text's block placed at the entity's origin, as
	// fractions of the block's size (its Width when wrapping, else its widest line,
	// by its number of lines times the line height): (0, 0) is the top-left, the
	// default; (0.5, 0.5) centres the text.
	Pivot griff.Vec `json:"pivot,omitzero"`
	DrawOrder
	// Memo is the renderer's note of the text's layout, kept while what the
	// layout depends on stays the same. It is not state: not saved, hashed or
	// copied.
	Memo Memo `griff:"-"`
	// Lookup is the string-table row drawn for a Text that is an id
	// ("@menu.start"), set by the UI system (runtime/ui) in its step, in the
	// player's language. It is not state: it is worked out again from Text.
	Lookup TextLookup `griff:"-"`
}

// TextLookup is a Text's string-table row (see Text.Lookup).
type TextLookup struct {
	// From is the Text's Text when it was looked up ("@id"), and Lang the
	// language it was looked up in.
	From, Lang string
	// Text is the row's text in Lang, or From as written for an id the table
	// does not have (a warning says so).
	Text string
}

// IsID reports whether words is a string-table id: "@" and at least one
// more character ("@menu.start").
func IsID(words string) bool { return len(words) > 1 && words[0] == '@' }

// Shown returns the string drawn: for a Text that is a string-table id
// ("@id", see IsID) the row looked up for it (Lookup.Text), or the id as
// written until it is looked up; otherwise Text.
func (t *Text) Shown() string {
	if IsID(t.Text) && t.Lookup.From == t.Text {
		return t.Lookup.Text
	}
	return t.Text
}

// Draw draws the text into s (see Drawable).
func (t *Text) Draw(s Sink) { s.Text(t) }

// Set makes words the string drawn and reports whether that changed it.
func (t *Text) Set(words string) bool {
	if t.Text == words {
		return false
	}
	t.Text = words
	return true
}

// TextAlign says where the lines of a Text go within its block. In scene files it
// is written by name: "left", "center" or "right".
type TextAlign uint8

// The alignments. The zero value is TextAlignLeft.
const (
	TextAlignLeft TextAlign = iota
	TextAlignCenter
	TextAlignRight
)

var alignNames = griff.NewEnum[TextAlign]("text alignment", "left", "center", "right")

// String returns "left", "center" or "right" ("text alignment(N)" for a value
// with no name).
func (a TextAlign) String() string { return alignNames.Name(a) }

// MarshalText writes the alignment by name; it returns an error for a value with
// no name.
func (a TextAlign) MarshalText() ([]byte, error) { return alignNames.Marshal(a) }

// UnmarshalText reads an alignment's name; it returns an error listing the names
// for anything else.
func (a *TextAlign) UnmarshalText(b []byte) error { return alignNames.Unmarshal(a, b) }
