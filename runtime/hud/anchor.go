package hud

import (
	"github.com/griffengine/griff/griff"
)

// Corner is a point of the screen an Anchor pins its entity to: a corner, the
// middle of an edge, or the centre. In scene files it is written by name:
// "top-left", "top", "top-right", "left", "center", "right", "bottom-left",
// "bottom", "bottom-right".
type Corner uint8

// The anchor points. The zero value is TopLeft.
const (
	TopLeft Corner = iota
	Top
	TopRight
	Left
	Center
	Right
	BottomLeft
	Bottom
	BottomRight
)

var cornerNames = griff.NewEnum[Corner]("anchor point", "top-left", "top", "top-right",
	"left", "center", "right", "bottom-left", "bottom", "bottom-right")

// String returns the point's name, as "top-left".
func (c Corner) String() string { return cornerNames.Name(c) }

// MarshalText writes the point by name; it returns an error for a value with
// no name.
func (c Corner) MarshalText() ([]byte, error) { return cornerNames.Marshal(c) }

// UnmarshalText reads a point's name; it returns an error listing the names
// for anything else.
func (c *Corner) UnmarshalText(b []byte) error { return cornerNames.Unmarshal(c, b) }

// Fraction returns the point as fractions of the screen's width and height:
// (0, 0) for TopLeft, (0.5, 0.5) for Center, (1, 1) for BottomRight. A value
// with no name gives (0, 0).
func (c Corner) Fraction() griff.Vec {
	if c > BottomRight {
		return griff.Vec{}
	}
	return griff.V(float64(c%3)/2, float64(c/3)/2)
}

// Anchor pins its entity to a point of the screen, in the project's logical
// resolution (never the window's real size: the window host scales the whole
// logical screen). The HUD system places the entity each step at the point plus
// Offset, and the HUD elements on it (bars, pips, counters, texts) are drawn
// with the same point of their own box there, so an element anchored to the
// bottom-right corner grows up and to the left and stays on screen. Any entity
// drawn on the HUD may have one (a Griff.Text or Griff.Sprite icon too, whose
// own Pivot then says which of its points goes there). Saved as
// "Griff.HudAnchor".
type Anchor struct {
	// To is the point of the screen; the default is TopLeft.
	To Corner `json:"to"`
	// Offset moves the entity from the point, in logical pixels (y down): a
	// bar 8 pixels in from the top-right corner has To "top-right" and Offset
	// (-8, 8).
	Offset griff.Vec `json:"offset,omitzero"`
}

// place returns where an anchor on a screen of size scr puts its entity.
func (a *Anchor) place(scr griff.Vec) griff.Vec {
	f := a.To.Fraction()
	return griff.V(float64(f[0]*scr[0])+a.Offset[0], float64(f[1]*scr[1])+a.Offset[1])
}
